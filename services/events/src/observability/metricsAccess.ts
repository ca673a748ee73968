import { timingSafeEqual } from "node:crypto"

export const METRICS_FORBIDDEN = "Metrics are served to the loopback address, or with the METRICS_TOKEN bearer token."

const isLoopback = (address: string) => {
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address
  return plain === "::1" || /^127(\.\d{1,3}){3}$/.test(plain)
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export interface MetricsRequest {
  /** The socket's peer address. */
  readonly remoteAddress: string | undefined
  readonly headers: Readonly<Record<string, string | undefined>>
}

/**
 * Who may read /metrics: a caller on this machine, or one with the bearer token. Behind a proxy every
 * request comes from the loopback address, so a forwarded request counts as local only when the proxy
 * is trusted (TRUST_PROXY) and says the client itself was local; without a trusted proxy any
 * forwarding header means the caller is elsewhere.
 */
export const mayReadMetrics = (request: MetricsRequest, options: { readonly trustProxy: boolean; readonly token: string | undefined }): boolean => {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim()
  if (options.token !== undefined && options.token !== "" && bearer !== undefined && sameSecret(bearer, options.token)) return true
  if (request.remoteAddress === undefined || !isLoopback(request.remoteAddress)) return false
  const forwarded = request.headers["x-forwarded-for"]
  if (forwarded === undefined && request.headers.forwarded === undefined) return true
  if (!options.trustProxy || forwarded === undefined) return false
  const client = forwarded
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .at(-1)
  return client !== undefined && isLoopback(client)
}
