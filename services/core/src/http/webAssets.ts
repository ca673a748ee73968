import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import { HttpLayerRouter, HttpPlatform, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { acceptedEncodings } from "./contentEncoding.ts"
import { requestOrigin } from "./publicOrigin.ts"
import { pageHtml } from "./sharePage.ts"

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
    return last.html
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
            // Made per request (compressed by compression.ts); never cached, like the file itself.
            const at = requestOrigin({ configured: origin.configured, trustProxy: origin.trustProxy, headers: request.headers })
            const html = yield* pageHtml(readIndex(), url.pathname, at).pipe(Effect.provideService(SqlClient.SqlClient, sql))
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
