import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import { HttpLayerRouter, HttpPlatform, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { compress } from "./compression.ts"
import { acceptedEncodings } from "./contentEncoding.ts"
import { requestOrigin } from "./publicOrigin.ts"
import { genericPage, isSharePage, pageHtml } from "./sharePage.ts"

export const defaultWebDist = resolve(new URL("../../../../web/dist", import.meta.url).pathname)

const notFoundJson = HttpServerResponse.unsafeJson({ _tag: "NotFound", message: "No such API route" }, { status: 404 })

// Hashed build assets never change; index.html must always be fresh so a deploy is picked up.
const cacheControl = (path: string) =>
  path.includes(`${join("assets", "")}`) ? "public, max-age=31536000, immutable" : "no-cache"

// The types of the files the build also writes as .br and .gz (web/scripts/precompress.mjs).
const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml"
}

/** The file to send for this client: its brotli or gzip copy when the client takes one and the build made it. */
const variantFor = (file: string, acceptEncoding: string | undefined) => {
  const contentType = PRECOMPRESSED_TYPES[extname(file)]
  if (contentType === undefined) return { file, headers: {} }
  const encoding = acceptedEncodings(acceptEncoding).find((e) => existsSync(`${file}.${e === "br" ? "br" : "gz"}`))
  const headers = { vary: "Accept-Encoding", "content-type": contentType }
  return encoding === undefined
    ? { file, headers }
    : { file: `${file}.${encoding === "br" ? "br" : "gz"}`, headers: { ...headers, "content-encoding": encoding } }
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return "/"
  }
}

/** index.html as text, read again only when the build replaced it. */
const indexReader = (file: string) => {
  let last: { readonly mtimeMs: number; readonly html: string } | undefined
  return () => {
    const { mtimeMs } = statSync(file)
    if (last?.mtimeMs !== mtimeMs) last = { mtimeMs, html: readFileSync(file, "utf8") }
    return last
  }
}

/**
 * The site's page (every route but a shared itinerary's) depends only on the build and the origin, and
 * the landing page is the busiest answer: each variant is made and compressed once (brotli at quality 5
 * took ~6 ms a request on the 80 KB prerendered page). At most 32 are kept, since a client may send any
 * Host; past that the store starts again.
 */
const MAX_SITE_PAGES = 32
const sitePages = () => {
  const made = new Map<string, Uint8Array>()
  return (key: string, make: () => Uint8Array) => {
    const found = made.get(key)
    if (found !== undefined) return found
    if (made.size >= MAX_SITE_PAGES) made.clear()
    const bytes = make()
    made.set(key, bytes)
    return bytes
  }
}

/** Where absolute URLs in link previews point (publicOrigin.ts). */
export interface PreviewOrigin {
  readonly configured: string | undefined
  readonly trustProxy: boolean
}

/**
 * Serves the web app's production build at / with a fallback to index.html for client routes, each text
 * file as the build's brotli or gzip copy when the client accepts one. The fallback carries the route's
 * link preview (sharePage.ts): a shared itinerary's own card, the site's elsewhere.
 * Unknown /api paths answer 404 in the API's error shape instead.
 */
export const layerWebAssets = (distDir: string, origin: PreviewOrigin) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const router = yield* HttpLayerRouter.HttpRouter
      const platform = yield* HttpPlatform.HttpPlatform
      const sql = yield* SqlClient.SqlClient
      const indexFile = join(distDir, "index.html")
      const readIndex = indexReader(indexFile)
      const sitePage = sitePages()
      yield* router.add("GET", "/*", (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const url = new URL(request.url, "http://localhost")
          if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return notFoundJson
          const wanted = normalize(join(distDir, safeDecode(url.pathname)))
          const inside = wanted.startsWith(distDir)
          const file = inside && extname(wanted) !== "" && existsSync(wanted) ? wanted : indexFile
          if (!existsSync(file)) {
            return HttpServerResponse.text("The web app is not built. Run `npm run build:web`.", { status: 503 })
          }
          if (file === indexFile && url.pathname !== "/index.html") {
            // Never cached by the browser, like the file itself: a deploy must be picked up.
            const at = requestOrigin({ configured: origin.configured, trustProxy: origin.trustProxy, headers: request.headers })
            const index = readIndex()
            if (!isSharePage(url.pathname)) {
              const encoding = acceptedEncodings(request.headers["accept-encoding"])[0]
              const bytes = sitePage(`${index.mtimeMs} ${encoding ?? "identity"} ${at ?? ""}`, () => {
                const plain = new TextEncoder().encode(genericPage(index.html, at))
                return encoding === undefined ? plain : compress[encoding](plain)
              })
              return HttpServerResponse.uint8Array(bytes, {
                contentType: "text/html; charset=utf-8",
                headers: { "cache-control": "no-cache", vary: "Accept-Encoding", ...(encoding === undefined ? {} : { "content-encoding": encoding }) }
              })
            }
            // A shared itinerary's page: made per request (compressed by compression.ts).
            const html = yield* pageHtml(index.html, url.pathname, at).pipe(Effect.provideService(SqlClient.SqlClient, sql))
            return HttpServerResponse.text(html, { contentType: "text/html; charset=utf-8", headers: { "cache-control": "no-cache" } })
          }
          const variant = variantFor(file, request.headers["accept-encoding"])
          return yield* HttpServerResponse.file(variant.file, { headers: { "cache-control": cacheControl(file), ...variant.headers } }).pipe(
            Effect.provideService(HttpPlatform.HttpPlatform, platform),
            Effect.orElseSucceed(() => HttpServerResponse.text("Not found", { status: 404 }))
          )
        })
      )
    })
  )
