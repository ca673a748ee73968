// The site's public origin, for the absolute URLs link previews need (og:url, og:image). A configured
// PUBLIC_ORIGIN wins: it cannot be spoofed. Without it the request says where it came to: its Host
// header, and HTTPS when a trusted proxy's X-Forwarded-Proto says so (the same rule as HSTS). A Host that
// is not a plain host[:port] is not believed (docs/adr/0125-share-previews.md).

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

export const requestOrigin = (options: {
  readonly configured: string | undefined
  readonly trustProxy: boolean
  readonly headers: Readonly<Record<string, string | undefined>>
}): string | undefined => {
  if (options.configured !== undefined) return options.configured
  const host = options.headers.host?.trim()
  if (host === undefined || !HOST.test(host)) return undefined
  const https = options.trustProxy && options.headers["x-forwarded-proto"]?.split(",")[0]?.trim() === "https"
  return `${https ? "https" : "http"}://${host}`
}
