import { HttpApi, OpenApi } from "@effect/platform"
import { AuthApi } from "./AuthApi.ts"
import { ConfigApi } from "./ConfigApi.ts"
import { HealthApi } from "./HealthApi.ts"
import { ItinerariesApi } from "./ItinerariesApi.ts"
import { withSharedAnswers } from "./openApiContract.ts"
import { CreditsApi, PaymentsApi } from "./PaymentsApi.ts"
import { PdfApi } from "./PdfApi.ts"
import { PlacesApi } from "./PlacesApi.ts"
import { RefineApi } from "./RefineApi.ts"
import { SharePreviewApi } from "./SharePreviewApi.ts"

/**
 * The one HttpApi of the product, served under /api. Its OpenAPI document is generated from these
 * schemas (served at /api/openapi.json, browsable at /api/docs), so it never drifts from the code.
 * Each feature adds its group here.
 */
export class SafarnamaApi extends withSharedAnswers(
  HttpApi.make("safarnama")
  .add(HealthApi)
  .add(AuthApi)
  .add(ConfigApi)
  .add(PaymentsApi)
  .add(CreditsApi)
  .add(ItinerariesApi)
  .add(RefineApi)
  .add(PlacesApi)
  .add(PdfApi)
  .add(SharePreviewApi)
  .prefix("/api")
  .annotate(OpenApi.Title, "Safarnama API")
    .annotate(
      OpenApi.Description,
      "AI travel-itinerary planner: phone login, credits, itineraries. Every error answer is { _tag, message }; a path no operation has answers 404 NotFound."
    )
) {}
