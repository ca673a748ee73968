/**
 * Content negotiation for compressed answers (ADR 0090): which of brotli and gzip the client accepts,
 * brotli first (smaller), and never one it gave q=0.
 */
export type Encoding = "br" | "gzip"

export const acceptedEncodings = (acceptEncoding: string | undefined): ReadonlyArray<Encoding> => {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  return (["br", "gzip"] as const).filter(allows)
}

/** The media types worth compressing; images, PDFs and fonts are compressed already. */
export const isCompressible = (contentType: string | undefined) =>
  contentType !== undefined && /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/.test(contentType)
