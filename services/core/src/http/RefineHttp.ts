import { HttpApiBuilder } from "@effect/platform"
import { ITINERARY_NOT_FOUND, needCreditsMessage } from "@safarnama/events/contract/itinerary"
import { CHANGED_WHILE_SAVING, changeRefusedMessage, regenerationRunning, STALE_REVISION } from "@safarnama/events/contract/refine"
import { awaitItineraries } from "@safarnama/projections/itineraryQueries"
import { Effect } from "effect"
import { itineraryFromStream } from "../app/itineraries/itineraryViews.ts"
import { RegenerationRunner } from "../app/itineraries/RegenerationRunner.ts"
import { refineItinerary } from "../app/itineraries/refineItinerary.ts"
import { regenerationOverview, regenerationStatus, requestRegeneration } from "../app/itineraries/requestRegeneration.ts"
import { compareItineraryRevisions, itineraryHistory } from "../app/itineraries/revisionQueries.ts"
import { SafarnamaApi } from "./Api.ts"
import { CurrentUser } from "./Authentication.ts"
import { BadRequest, Conflict, NotFound, PaymentRequired } from "./errors.ts"
import { ChangeRefused } from "./RefineApi.ts"
import { NOT_READY_TO_CHANGE, noSuchRevision, REGENERATION_NOT_FOUND, unknownActivity, unknownDay, unknownRegion, unknownRevision } from "./refineMessages.ts"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type Answer = BadRequest | NotFound | Conflict | ChangeRefused | PaymentRequired
const isAnswer = (e: unknown): e is Answer =>
  e instanceof BadRequest || e instanceof NotFound || e instanceof Conflict || e instanceof ChangeRefused || e instanceof PaymentRequired

/**
 * Every named rejection as its answer: someone else's or an unknown itinerary is 404 (only the owner
 * may learn it exists); a change on an older revision or on a plan not yet ready is 409; a day,
 * activity, region, revision or place the request names that the plan does not have is 400; a change
 * that would break the plan is 422 with the reasons. Storage failures stay defects (503/500).
 */
const answers = <A, R>(effect: Effect.Effect<A, unknown, R>): Effect.Effect<A, Answer, R> =>
  Effect.catchAll(effect, (e): Effect.Effect<never, Answer> => {
    if (isAnswer(e)) return Effect.fail(e)
    const tagged = e as { readonly _tag?: string }
    switch (tagged._tag) {
      case "ItineraryNotFound":
        return Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
      case "ItineraryNotReady":
        return Effect.fail(new Conflict({ message: NOT_READY_TO_CHANGE }))
      case "StaleRevision":
        return Effect.fail(new Conflict({ message: STALE_REVISION((e as { basedOn: number }).basedOn, (e as { current: number }).current) }))
      case "UnknownDay":
        return Effect.fail(new BadRequest({ message: unknownDay((e as { dayNumber: number }).dayNumber) }))
      case "UnknownActivity":
        return Effect.fail(new BadRequest({ message: unknownActivity((e as { activityId: string }).activityId) }))
      case "UnknownRegion":
        return Effect.fail(new BadRequest({ message: unknownRegion((e as { region: string }).region) }))
      case "UnknownRevision":
        return Effect.fail(new BadRequest({ message: unknownRevision((e as { revision: number }).revision, (e as { current: number }).current) }))
      case "RevisionNotFound":
        return Effect.fail(new BadRequest({ message: noSuchRevision((e as { revision: number }).revision, (e as { current: number }).current) }))
      case "UnknownPlace":
        return Effect.fail(new BadRequest({ message: (e as { message: string }).message }))
      case "RegenerationRunning":
        return Effect.fail(new Conflict({ message: regenerationRunning }))
      // Other writers kept getting there first, past the command's retries: the owner's tab is behind.
      case "WrongExpectedVersion":
      case "EventIdReused":
        return Effect.fail(new Conflict({ message: CHANGED_WHILE_SAVING }))
      case "RegenerationNotFound":
        return Effect.fail(new NotFound({ message: REGENERATION_NOT_FOUND }))
      // The same answer as a generation the balance cannot pay for.
      case "InsufficientCredits":
        return Effect.fail(new PaymentRequired({ message: needCreditsMessage((e as { required: number }).required) }))
      case "ChangeBreaksPlan": {
        const problems = (e as { problems: ReadonlyArray<string> }).problems
        return Effect.fail(new ChangeRefused({ message: changeRefusedMessage(problems), problems: [...problems] }))
      }
      default:
        return Effect.die(e)
    }
  })

/** An endpoint documents only the answers it can give: any other is a defect. */
const only =
  <E extends Answer>(guard: (e: Answer) => e is E) =>
  <A, R>(effect: Effect.Effect<A, Answer, R>): Effect.Effect<A, E, R> =>
    Effect.catchAll(effect, (e) => (guard(e) ? Effect.fail(e) : Effect.die(e)))
const changeAnswers = only((e): e is BadRequest | NotFound | Conflict | ChangeRefused => !(e instanceof PaymentRequired))
const regenerateAnswers = only((e): e is BadRequest | NotFound | Conflict | PaymentRequired => !(e instanceof ChangeRefused))
const historyAnswers = only((e): e is NotFound | Conflict => e instanceof NotFound || e instanceof Conflict)
const compareAnswers = only((e): e is BadRequest | NotFound | Conflict => e instanceof BadRequest || e instanceof NotFound || e instanceof Conflict)

export const RefineLive = HttpApiBuilder.group(SafarnamaApi, "refine", (handlers) =>
  handlers
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        const outcome = yield* refineItinerary({ userId: user.userId, itineraryId: path.id, request: payload })
        // The list and the share link show the new revision before we answer.
        if (outcome.appended) yield* awaitItineraries(outcome.appended.checkpoint)
        if (outcome.state.status === "none") return yield* Effect.die(new Error("changed itinerary has no stream"))
        return { itinerary: itineraryFromStream(outcome.state, []) }
      }).pipe(answers, changeAnswers)
    )
    .handle("regenerate", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        const { appended: _appended, ...accepted } = yield* requestRegeneration({ userId: user.userId, itineraryId: path.id, request: payload })
        yield* (yield* RegenerationRunner).start(path.id, accepted.regeneration.id)
        return accepted
      }).pipe(answers, regenerateAnswers)
    )
    .handle("regenerations", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        return yield* regenerationOverview(user.userId, path.id)
      }).pipe(answers, historyAnswers)
    )
    .handle("regeneration", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        return yield* regenerationStatus(user.userId, path.id, path.regenerationId)
      }).pipe(answers, historyAnswers)
    )
    .handle("history", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        return yield* itineraryHistory(user.userId, path.id)
      }).pipe(answers, historyAnswers)
    )
    .handle("compare", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!UUID.test(path.id)) return yield* Effect.fail(new NotFound({ message: ITINERARY_NOT_FOUND }))
        return yield* compareItineraryRevisions(user.userId, path.id, urlParams.from, urlParams.to)
      }).pipe(answers, compareAnswers)
    )
)
