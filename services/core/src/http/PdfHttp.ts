import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { ITINERARY_NOT_FOUND } from "@safarnama/events/contract/itinerary"
import { isLivePdf } from "@safarnama/projections/itineraryQueries"
import { Effect, Either, Option } from "effect"
import { PdfStorage } from "../adapters/pdf/PdfStorage.ts"
import { nowSeconds, SessionTokens } from "../app/identity/SessionTokens.ts"
import { exportItineraryPdf, PDF_FILE, PDF_URL_PREFIX } from "../app/pdf/exportPdf.ts"
import { AbuseLimits, PdfSettings } from "../app/pdf/PdfModule.ts"
import { SafarnamaApi } from "./Api.ts"
import { clientAddress } from "./clientAddress.ts"
import { AUTHENTICATION_REQUIRED, BadRequest, NotFound, ServiceUnavailable, TooManyRequests, Unauthorized } from "./errors.ts"
import { FAILED_TO_GENERATE_PDF } from "./PdfApi.ts"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/
const notFound = () => new NotFound({ message: ITINERARY_NOT_FOUND })

/** The bearer's user when a valid session is sent; a bad token is 401, no token is no user. */
const optionalUser = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const header = request.headers.authorization
  if (!header) return undefined
  const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : ""
  const verified = (yield* SessionTokens).verify(token, yield* nowSeconds)
  if (Either.isLeft(verified)) return yield* Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
  return verified.right.userId
})

export const PdfLive = HttpApiBuilder.group(SafarnamaApi, "pdf", (handlers) =>
  handlers
    .handle("generatePdf", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const userId = yield* optionalUser
        const share = urlParams.share
        if (userId === undefined && share === undefined) return yield* Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
        if (!UUID.test(path.id)) return yield* Effect.fail(notFound())
        if (share !== undefined && !SHARE_TOKEN.test(share)) return yield* Effect.fail(notFound())
        const settings = yield* PdfSettings
        const address = yield* clientAddress(settings.trustProxy)
        yield* (yield* AbuseLimits).attempt([[settings.limit, address]]).pipe(
          Effect.catchTag("LimitReached", (e) =>
            Effect.fail(new TooManyRequests({ message: "Too many PDF requests. Please try again later.", retryAfterSeconds: e.retryAfterSeconds }))
          )
        )
        const exported = yield* exportItineraryPdf(path.id, { userId, shareToken: share }).pipe(
          Effect.catchTags({
            PdfNotAllowed: () => Effect.fail(notFound()),
            PdfNotReady: () => Effect.fail(new BadRequest({ message: "The itinerary is not ready yet" })),
            RendererBusy: () => Effect.fail(new ServiceUnavailable({ message: FAILED_TO_GENERATE_PDF })),
            RenderFailed: (e) =>
              Effect.zipRight(Effect.logError(`pdf: render failed: ${e.reason}`), Effect.fail(new ServiceUnavailable({ message: FAILED_TO_GENERATE_PDF }))),
            StorageFailed: (e) =>
              Effect.zipRight(Effect.logError(`pdf: storage failed: ${e.reason}`), Effect.fail(new ServiceUnavailable({ message: FAILED_TO_GENERATE_PDF })))
          })
        )
        return { pdfUrl: exported.pdfUrl }
      }).pipe(
        Effect.catchAll((e) =>
          e instanceof BadRequest || e instanceof Unauthorized || e instanceof NotFound || e instanceof TooManyRequests || e instanceof ServiceUnavailable
            ? Effect.fail(e)
            : Effect.die(e)
        )
      )
    )
    .handle("pdfFile", ({ path }) =>
      Effect.gen(function* () {
        if (!PDF_FILE.test(path.file)) return yield* Effect.fail(notFound())
        // Served only while a live itinerary points at it: deleting the itinerary withdraws its PDF.
        if (!(yield* isLivePdf(`${PDF_URL_PREFIX}${path.file}`).pipe(Effect.orDie))) return yield* Effect.fail(notFound())
        const found = yield* (yield* PdfStorage).get(path.file).pipe(Effect.orDie)
        if (Option.isNone(found)) return yield* Effect.fail(notFound())
        return HttpServerResponse.uint8Array(found.value, {
          contentType: "application/pdf",
          headers: {
            "content-disposition": `inline; filename="safarnama-itinerary.pdf"`,
            // The name never changes content: cache for a day, privately (it is someone's trip).
            "cache-control": "private, max-age=86400, immutable",
            "x-content-type-options": "nosniff"
          }
        })
      })
    )
)
