import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { ITINERARY_NOT_FOUND } from "@safarnama/events/contract/itinerary"
import { sharedItinerary } from "@safarnama/projections/itineraryQueries"
import { Effect, Option } from "effect"
import { BRAND } from "../app/brand.ts"
import { PreviewImages } from "../app/sharePreview/PreviewImages.ts"
import { previewFacts, previewVersion } from "../app/sharePreview/previewFacts.ts"
import { SafarnamaApi } from "./Api.ts"
import { NotFound, ServiceUnavailable } from "./errors.ts"
import { SHARE_TOKEN } from "./shareToken.ts"

const notFound = () => new NotFound({ message: ITINERARY_NOT_FOUND })

// A versioned URL never shows another plan, so it may be kept a day (a deleted plan's card lingers at
// most that long in caches); the bare URL names whatever the plan is now, so only a few minutes.
const VERSIONED = "public, max-age=86400"
const UNVERSIONED = "public, max-age=300"

export const SharePreviewLive = HttpApiBuilder.group(SafarnamaApi, "sharePreview", (handlers) =>
  handlers.handle("previewImage", ({ path, urlParams }) =>
    Effect.gen(function* () {
      if (!SHARE_TOKEN.test(path.shareUrl)) return yield* Effect.fail(notFound())
      const found = yield* sharedItinerary(path.shareUrl).pipe(Effect.orDie)
      if (Option.isNone(found)) return yield* Effect.fail(notFound())
      const facts = previewFacts(found.value, BRAND)
      const version = previewVersion(facts)
      const png = yield* (yield* PreviewImages).png(facts).pipe(
        Effect.tapError((e) => Effect.logError(`share preview: render failed: ${e.reason}`)),
        Effect.mapError(() => new ServiceUnavailable({ message: "The preview image could not be drawn. Please try again later." }))
      )
      return HttpServerResponse.uint8Array(png, {
        contentType: "image/png",
        headers: { "cache-control": urlParams.v === version ? VERSIONED : UNVERSIONED, etag: `"${version}"` }
      })
    })
  )
)
