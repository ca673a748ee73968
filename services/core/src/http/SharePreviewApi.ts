import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { NotFound, ServiceUnavailable } from "./errors.ts"

/** The link preview image of a shared itinerary (docs/adr/0125-share-previews.md). */
export class SharePreviewApi extends HttpApiGroup.make("sharePreview").add(
  HttpApiEndpoint.get("previewImage")`/itinerary/shared/${HttpApiSchema.param("shareUrl", Schema.String)}/preview.png`
    .setUrlParams(Schema.Struct({ v: Schema.optional(Schema.String) }))
    .addSuccess(Schema.Uint8ArrayFromSelf.pipe(HttpApiSchema.withEncoding({ kind: "Uint8Array", contentType: "image/png" })))
    .addError(NotFound)
    .addError(ServiceUnavailable)
    .annotate(
      OpenApi.Description,
      "A 1200x630 PNG card of the shared itinerary (destination, days, route, brand), for link previews (og:image). With ?v= equal to the plan's current version (as the page's og:image names it) it may be cached for a day; otherwise for 5 minutes."
    )
) {}
