import { randomBytes } from "node:crypto"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { awaitItineraries } from "@safarnama/projections/itineraryQueries"
import { Context, Data, Deferred, Effect, Layer } from "effect"
import { PdfRenderer, RendererBusy, RenderFailed } from "../../adapters/pdf/PdfRenderer.ts"
import { PdfStorage, StorageFailed } from "../../adapters/pdf/PdfStorage.ts"
import { type ItineraryState, itineraryDecider } from "../../domain/itineraries/decider.ts"
import { handleCommand } from "../handleCommand.ts"
import { itineraryFromStream } from "../itineraries/itineraryViews.ts"
import { readItinerary, readItineraryHistory } from "../itineraries/requestGeneration.ts"
import { withCoordinates } from "../itineraries/withCoordinates.ts"
import { withFactMarks } from "../itineraries/withFactMarks.ts"
import { metadataFor } from "../metadata.ts"
import { PlaceFacts } from "../places/placeFacts.ts"
import { itineraryHtml, pageFooterFor } from "./itineraryHtml.ts"

/** Where a stored PDF is served (GET /api/itinerary/pdf/{file}). */
export const PDF_URL_PREFIX = "/api/itinerary/pdf/"
/** The random file names handed out: 128 bits, base64url. */
export const PDF_FILE = /^[A-Za-z0-9_-]{22}\.pdf$/

/** Unknown, deleted, not the caller's and no matching share link: the caller learns nothing more. */
export class PdfNotAllowed extends Data.TaggedError("PdfNotAllowed")<{ readonly itineraryId: string }> {}
/** Still generating or failed: there is nothing to print. */
export class PdfNotReady extends Data.TaggedError("PdfNotReady")<{ readonly status: string }> {}

export type PdfRequester = { readonly userId: string | undefined; readonly shareToken: string | undefined }

/**
 * The itinerary's PDF: the cached one when PdfRendered was recorded (answered at once), else rendered
 * from the itinerary's own stream, stored, and recorded so every later request gets the same file.
 * Allowed to the owner and to whoever holds the share link.
 */
export const exportItineraryPdf = (itineraryId: string, requester: PdfRequester, attempt = 1): Effect.Effect<
  { readonly pdfUrl: string; readonly cached: boolean },
  Exclude<RenderError, StaleRender>,
  Effect.Effect.Context<ReturnType<typeof exportOnce>>
> =>
  // The owner changed the plan while it was being rendered: render the new revision (a few times at most).
  exportOnce(itineraryId, requester).pipe(
    Effect.catchTag("StaleRender", (e) => (attempt < 3 ? exportItineraryPdf(itineraryId, requester, attempt + 1) : Effect.fail(new PdfNotReady({ status: e.reason }))))
  )

/** The PDF was rendered from a revision the owner has since replaced. */
class StaleRender extends Data.TaggedError("StaleRender")<{ readonly reason: string }> {}

const exportOnce = (itineraryId: string, requester: PdfRequester) =>
  Effect.gen(function* () {
    // The kept state answers who may ask, the cached file and readiness; the whole stream is read only to render.
    const { state } = yield* Effect.orDie(readItinerary(itineraryId))
    if (state.status === "none" || state.deleted) return yield* Effect.fail(new PdfNotAllowed({ itineraryId }))
    const isOwner = requester.userId !== undefined && requester.userId === state.requested.userId
    const holdsLink = requester.shareToken !== undefined && requester.shareToken === state.requested.shareToken
    if (!isOwner && !holdsLink) return yield* Effect.fail(new PdfNotAllowed({ itineraryId }))
    if (state.pdfUrl) return { pdfUrl: state.pdfUrl, cached: true }
    if (state.status !== "ready") return yield* Effect.fail(new PdfNotReady({ status: state.status }))

    // One render per itinerary at a time in this process: a double click waits for the first render.
    const inFlight = yield* PdfInFlight
    const running = inFlight.get(itineraryId)
    if (running) return { pdfUrl: yield* Deferred.await(running), cached: true }
    const done = yield* Deferred.make<string, RenderError>()
    inFlight.set(itineraryId, done)
    const pdfUrl = yield* renderAndRecord(itineraryId, state, isOwner ? `user:${requester.userId}` : "share-link").pipe(
      Effect.intoDeferred(done),
      Effect.zipRight(Deferred.await(done)),
      Effect.ensuring(Effect.sync(() => inFlight.delete(itineraryId)))
    )
    return { pdfUrl, cached: false }
  })

type KnownState = Exclude<ItineraryState, { status: "none" }>
type RenderError = RenderFailed | RendererBusy | StorageFailed | PdfNotAllowed | PdfNotReady | StaleRender
const isRenderError = (e: unknown): e is RenderError =>
  e instanceof RenderFailed || e instanceof RendererBusy || e instanceof StorageFailed || e instanceof PdfNotAllowed || e instanceof PdfNotReady || e instanceof StaleRender

/** Renders, stores and records the PDF; answers its pdfUrl. */
const renderAndRecord = (itineraryId: string, state: KnownState, actor: string) =>
  Effect.gen(function* () {
    const { history } = yield* Effect.orDie(readItineraryHistory(itineraryId))
    const view = yield* (yield* PlaceFacts).attach(yield* withCoordinates(yield* withFactMarks(itineraryFromStream(state, history))))
    const bytes = yield* (yield* PdfRenderer).render(itineraryHtml(view), { footerTemplate: pageFooterFor(view) })
    const file = `${randomBytes(16).toString("base64url")}.pdf`
    yield* (yield* PdfStorage).put(file, bytes)
    const pdfUrl = `${PDF_URL_PREFIX}${file}`
    const outcome = yield* handleCommand(
      itineraryDecider,
      itineraryStream(itineraryId),
      { type: "RecordPdf", pdfUrl, revision: state.status === "ready" ? state.revisions.length : undefined },
      {
        metadata: metadataFor(actor, { itineraryId }),
        eventId: () => eventIdFor(`pdf-rendered:${itineraryId}:${file}`)
      }
    ).pipe(
      Effect.catchTags({
        ItineraryNotFound: () => Effect.fail(new PdfNotAllowed({ itineraryId })),
        ItineraryNotReady: (e) => Effect.fail(new PdfNotReady({ status: e.status })),
        StaleRevision: (e) => Effect.fail(new StaleRender({ reason: `changed to revision ${e.current} while rendering` }))
      })
    )
    // The list and the shared view carry pdfUrl before we answer.
    if (outcome.appended) yield* awaitItineraries(outcome.appended.checkpoint)
    return pdfUrl
  }).pipe(Effect.catchAll((e) => (isRenderError(e) ? Effect.fail(e) : Effect.die(e))))

/** The renders running in this process, by itinerary id. */
export class PdfInFlight extends Context.Tag("PdfInFlight")<PdfInFlight, Map<string, Deferred.Deferred<string, RenderError>>>() {}
export const layerPdfInFlight = Layer.sync(PdfInFlight, () => new Map())
