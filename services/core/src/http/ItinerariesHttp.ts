import { HttpApiBuilder } from "@effect/platform"
import { notCoveredMessage, otherTypeMessage } from "@safarnama/events/contract/coverage"
import { FAILED_TO_GENERATE, ITINERARY_NOT_FOUND, needCreditsMessage, PLEASE_SELECT_A_DESTINATION } from "@safarnama/events/contract/itinerary"
import { eventIdFor } from "@safarnama/events/eventstore/eventId"
import { checkpointOf } from "@safarnama/events/eventstore/types"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { awaitItineraries, awaitPendingGenerations, itinerariesOf, sharedItinerary } from "@safarnama/projections/itineraryQueries"
import { findUser } from "@safarnama/projections/userQueries"
import { Clock, Effect, Option } from "effect"
import { CreditBalances } from "../app/CreditBalances.ts"
import { handleCommand } from "../app/handleCommand.ts"
import { GenerationSettings } from "../app/itineraries/config.ts"
import { awaitOutcome } from "../app/itineraries/followItinerary.ts"
import { GenerationWorker } from "../app/itineraries/GenerationWorker.ts"
import { itineraryFromStream } from "../app/itineraries/itineraryViews.ts"
import { requestGeneration } from "../app/itineraries/requestGeneration.ts"
import { withCoordinates } from "../app/itineraries/withCoordinates.ts"
import { withFactMarks } from "../app/itineraries/withFactMarks.ts"
import { metadataFor } from "../app/metadata.ts"
import { coverageFor } from "../app/places/liveCoverage.ts"
import { PlaceFacts } from "../app/places/placeFacts.ts"
import { itineraryDecider } from "../domain/itineraries/decider.ts"
import { travelDatesProblem } from "../domain/itineraries/tripRules.ts"
import { SafarnamaApi } from "./Api.ts"
import { CurrentUser } from "./Authentication.ts"
import { BadRequest, NotFound, PaymentRequired } from "./errors.ts"
import { GenerationFailed } from "./ItinerariesApi.ts"
import { itineraryEventsResponse } from "./itineraryEvents.ts"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/

const notFound = () => new NotFound({ message: ITINERARY_NOT_FOUND })

/** Storage failures and "cannot happen" rejections are defects: 503/500 in the one error shape. */
const orDieExcept =
  <Known>(isKnown: (e: unknown) => e is Known) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, Known, R> =>
    Effect.catchAll(effect, (e) => (isKnown(e) ? Effect.fail(e) : Effect.die(e)))

const isGenerateError = (e: unknown): e is BadRequest | PaymentRequired | GenerationFailed =>
  e instanceof BadRequest || e instanceof PaymentRequired || e instanceof GenerationFailed
const isNotFound = (e: unknown): e is NotFound => e instanceof NotFound

export const ItinerariesLive = HttpApiBuilder.group(SafarnamaApi, "itineraries", (handlers) =>
  handlers
    .handle("generate", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const settings = yield* GenerationSettings
        const worker = yield* GenerationWorker
        const balances = yield* CreditBalances
        const datesProblem = travelDatesProblem(payload.travelDates, new Date(yield* Clock.currentTimeMillis))
        if (datesProblem) return yield* Effect.fail(new BadRequest({ message: datesProblem }))
        // No sale without verified places: refused before anything is reserved or saved (ADR 0200).
        // A destination no guide covers is grounded on the live source here, with a key (issue 41).
        const { coverage, refusal } = yield* coverageFor(payload.destination, payload.destinationType)
        if (!coverage.covered) {
          const message =
            refusal ?? (coverage.otherType ? otherTypeMessage(payload.destination, coverage.otherType.destinationType) : notCoveredMessage(payload.destination))
          return yield* Effect.fail(new BadRequest({ message }))
        }
        const saved = yield* findUser(user.userId)
        const outcome = yield* requestGeneration({
          userId: user.userId,
          request: payload,
          savedLocation: Option.match(saved, { onNone: () => null, onSome: (u) => u.location })
        }).pipe(Effect.catchTag("InsufficientCredits", (e) => Effect.fail(new PaymentRequired({ message: needCreditsMessage(e.required) }))))
        if (outcome.requested.userId !== user.userId) return yield* Effect.die(new Error("itinerary id collision across users"))
        if (outcome.appended) {
          // The worker's to-do list has it before the worker looks; the list shows it before we answer.
          yield* awaitPendingGenerations(outcome.appended.checkpoint)
          yield* worker.wake
          yield* awaitItineraries(outcome.appended.checkpoint)
        }
        // The generation runs on its own: if the client goes away now, nothing is lost.
        const itinerary = yield* awaitOutcome(outcome.itineraryId, settings.requestWait)
        const state = itinerary.state
        if (state.status === "none") return yield* Effect.die(new Error("requested itinerary has no stream"))
        const last = itinerary.history[itinerary.history.length - 1]
        // A finished plan, or a draft to preview: the list and the share link show it before we answer.
        const drafted = itinerary.history.some((e) => e.type === "GenerationDraftSaved")
        if ((state.status !== "generating" || drafted) && last) yield* awaitItineraries(checkpointOf(last))
        const creditsRemaining = yield* balances.available(user.userId)
        const view = itineraryFromStream(state, itinerary.history)
        if (view.status === "failed") {
          return yield* Effect.fail(new GenerationFailed({ message: view.failureReason ?? FAILED_TO_GENERATE, itineraryId: view.id }))
        }
        return view.status === "ready"
          ? { creditsRemaining, itinerary: { ...view, status: "ready" as const } }
          : { creditsRemaining, itinerary: { ...view, status: "generating" as const } }
      }).pipe(orDieExcept(isGenerateError))
    )
    .handle("coverage", ({ urlParams }) =>
      Effect.gen(function* () {
        if (urlParams.destination.trim() === "") return yield* Effect.fail(new BadRequest({ message: PLEASE_SELECT_A_DESTINATION }))
        return (yield* coverageFor(urlParams.destination, urlParams.destinationType)).coverage
      }).pipe(orDieExcept((e): e is BadRequest => e instanceof BadRequest))
    )
    .handle("mine", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        return yield* itinerariesOf(user.userId)
      }).pipe(Effect.orDie)
    )
    .handle("shared", ({ path }) =>
      Effect.gen(function* () {
        if (!SHARE_TOKEN.test(path.shareUrl)) return yield* Effect.fail(notFound())
        const found = yield* sharedItinerary(path.shareUrl)
        if (Option.isNone(found)) return yield* Effect.fail(notFound())
        const facts = yield* PlaceFacts
        // Nothing of the owner's profile in the public answer: not where they set out from.
        const { origin: _owners, ...shared } = found.value
        return yield* facts.attach(yield* withCoordinates(yield* withFactMarks(shared)))
      }).pipe(orDieExcept(isNotFound))
    )
    .handle("events", ({ path, urlParams, request }) => itineraryEventsResponse(path.id, request, urlParams.token))
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(notFound())
        const outcome = yield* handleCommand(
          itineraryDecider,
          itineraryStream(path.id),
          { type: "DeleteItinerary", userId: user.userId },
          { metadata: metadataFor(`user:${user.userId}`, { itineraryId: path.id }), eventId: () => eventIdFor(`itinerary-deleted:${path.id}`) }
        ).pipe(Effect.catchTag("ItineraryNotFound", () => Effect.fail(notFound())))
        // The list and the share link stop showing it before we answer.
        if (outcome.appended) yield* awaitItineraries(outcome.appended.checkpoint)
        return { deleted: true as const }
      }).pipe(orDieExcept(isNotFound))
    )
)
