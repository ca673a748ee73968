import { existsSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import { HttpLayerRouter, HttpPlatform, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"

export const defaultWebDist = resolve(new URL("../../../../web/dist", import.meta.url).pathname)

const notFoundJson = HttpServerResponse.unsafeJson({ _tag: "NotFound", message: "No such API route" }, { status: 404 })

// Hashed build assets never change; index.html must always be fresh so a deploy is picked up.
const cacheControl = (path: string) =>
  path.includes(`${join("assets", "")}`) ? "public, max-age=31536000, immutable" : "no-cache"

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return "/"
  }
}

/**
 * Serves the web app's production build at / with a fallback to index.html for client routes.
 * Unknown /api paths answer 404 in the API's error shape instead.
 */
export const layerWebAssets = (distDir: string) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const router = yield* HttpLayerRouter.HttpRouter
      const platform = yield* HttpPlatform.HttpPlatform
      yield* router.add("GET", "/*", (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const url = new URL(request.url, "http://localhost")
          if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return notFoundJson
          const wanted = normalize(join(distDir, safeDecode(url.pathname)))
          const inside = wanted.startsWith(distDir)
          const file = inside && extname(wanted) !== "" && existsSync(wanted) ? wanted : join(distDir, "index.html")
          if (!existsSync(file)) {
            return HttpServerResponse.text("The web app is not built. Run `npm run build:web`.", { status: 503 })
          }
          return yield* HttpServerResponse.file(file, { headers: { "cache-control": cacheControl(file) } }).pipe(
            Effect.provideService(HttpPlatform.HttpPlatform, platform),
            Effect.orElseSucceed(() => HttpServerResponse.text("Not found", { status: 404 }))
          )
        })
      )
    })
  )
