import { HttpApiScalar, HttpLayerRouter } from "@effect/platform"
import { Layer } from "effect"
import { SafarnamaApi } from "./Api.ts"
import { AuthenticationLive } from "./Authentication.ts"
import { AuthLive } from "./AuthHttp.ts"
import { RequestBodyLimit } from "./bodyLimit.ts"
import { ConfigLive } from "./ConfigHttp.ts"
import { ResponseCompression } from "./compression.ts"
import { ErrorShapeMiddleware } from "./errorMiddleware.ts"
import { HealthLive } from "./HealthHttp.ts"
import { ItinerariesLive } from "./ItinerariesHttp.ts"
import { CreditsLive, PaymentsLive } from "./PaymentsHttp.ts"
import { PdfLive } from "./PdfHttp.ts"
import { PlacesLive } from "./PlacesHttp.ts"
import { RefineLive } from "./RefineHttp.ts"
import { SharePreviewLive } from "./SharePreviewHttp.ts"
import { layerSecurityHeaders } from "./securityHeaders.ts"
import { HttpMetrics } from "./httpMetrics.ts"
import { ServerTiming } from "./serverTiming.ts"
import { layerWebAssets } from "./webAssets.ts"

/** Every group's handlers. A feature adds its `...Live` layer here. */
export const ApiHandlers = Layer.mergeAll(HealthLive, AuthLive, ConfigLive, PaymentsLive, CreditsLive, ItinerariesLive, RefineLive, PlacesLive, PdfLive, SharePreviewLive).pipe(Layer.provide(AuthenticationLive))

export const ApiRoutes = HttpLayerRouter.addHttpApi(SafarnamaApi, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide(ApiHandlers)
)

export const DocsRoute = HttpApiScalar.layerHttpLayerRouter({ api: SafarnamaApi, path: "/api/docs" })

/** How the edge answers: behind a trusted proxy (HTTPS as it says), and extra sources the browser may call. */
export interface EdgeOptions {
  readonly trustProxy: boolean
  readonly extraConnect: ReadonlyArray<string>
  /** PUBLIC_ORIGIN: the origin of link previews' absolute URLs; unset, the request's Host (publicOrigin.ts). */
  readonly publicOrigin: string | undefined
}

/** The whole HTTP surface: the API, its docs, and the web app's build, with security headers and Server-Timing on every answer, each counted and timed for /metrics. */
export const allRoutes = (webDist: string, edge: EdgeOptions) =>
  Layer.mergeAll(ApiRoutes, DocsRoute, layerWebAssets(webDist, { configured: edge.publicOrigin, trustProxy: edge.trustProxy })).pipe(
    Layer.provide(ErrorShapeMiddleware),
    Layer.provide(ResponseCompression),
    Layer.provide(RequestBodyLimit),
    Layer.provide(layerSecurityHeaders({ webDist, trustProxy: edge.trustProxy, extraConnect: edge.extraConnect })),
    Layer.provide(ServerTiming),
    Layer.provide(HttpMetrics)
  )
