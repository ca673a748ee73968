import type { ChangeItineraryRequest } from "@safarnama/events/contract/refine"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import { newEventId } from "@safarnama/events/eventstore/eventId"
import type { AppendResult } from "@safarnama/events/eventstore/types"
import { itineraryStream, type Trip } from "@safarnama/events/itineraries/events"
import { Clock, Data, Effect, Either } from "effect"
import { resolveTrip } from "../places/liveCoverage.ts"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { ItineraryNotFound, ItineraryNotReady, type ItineraryState, itineraryDecider } from "../../domain/itineraries/decider.ts"
import { groundingOf } from "../../domain/itineraries/groundedChecks.ts"
import { checkWholePlan, planChecksSummary } from "../../domain/itineraries/planCheckSummary.ts"
import { UnknownActivity, UnknownRegion } from "../../domain/itineraries/refineChanges.ts"
import { type PlanCheckPort, type RefineChange, type RefineItinerary, StaleRevision } from "../../domain/itineraries/refineDecider.ts"
import { activityForPlace, hotelForStay } from "../../domain/itineraries/replacementActivity.ts"
import type { Revision } from "../../domain/itineraries/revisions.ts"
import type { KnowledgeIndex } from "../../domain/knowledge/index.ts"
import { normalizeName } from "../../domain/knowledge/index.ts"
import { metadataFor } from "../metadata.ts"
import { readItinerary } from "./requestGeneration.ts"

/**
 * An owner's change to a finished itinerary (docs/adr/0130-refine-itinerary.md): the request's names
 * (a knowledge-base place, a hotel) turned into plan entries, then one command on the itinerary's stream,
 * decided against the whole-trip checks of the trip's own knowledge base.
 */

/** A place or hotel the change names that the knowledge base or the plan does not have for this trip. */
export class UnknownPlace extends Data.TaggedError("UnknownPlace")<{ readonly message: string }> {}

/** The whole-trip checks for this trip: the same ones a generation passes (planCheckSummary.ts). */
export const planCheckPortFor = (trip: Trip, knowledge: KnowledgeIndex): PlanCheckPort => {
  const resolution = knowledge.resolve(trip.destination, trip.destinationType)
  const grounding = groundingOf(resolution, knowledge)
  return {
    problems: (content) => checkWholePlan(content, trip, grounding),
    summary: (content, problems, previous) => planChecksSummary({ content, trip, grounding, problems, repaired: previous?.repaired ?? 0 })
  }
}

type Ready = Exclude<ItineraryState, { status: "none" }>

/** The request's change as the decider takes it: places looked up, plan entries made. */
const resolveChange = (state: Ready, request: ChangeItineraryRequest["change"], knowledge: KnowledgeIndex): Either.Either<RefineChange, UnknownPlace | UnknownActivity | UnknownRegion> => {
  const current: Revision = state.revisions[state.revisions.length - 1]!
  const destination = knowledge.resolve(state.requested.request.destination, state.requested.request.destinationType)?.destination
  const ofThisTrip = (id: string) => {
    const entry = knowledge.place(id)
    return entry !== undefined && entry.destination.id === destination?.id ? entry : undefined
  }
  switch (request._tag) {
    case "removeActivity":
      return Either.right({ type: "removeActivity", activityId: request.activityId })
    case "moveActivity":
      return Either.right({ type: "moveActivity", activityId: request.activityId, toDay: request.toDay, time: request.time })
    case "addNote":
      return Either.right({ type: "addNote", dayNumber: request.dayNumber, ...(request.activityId ? { activityId: request.activityId } : {}), text: request.text })
    case "restoreRevision":
      return Either.right({ type: "restoreRevision", revision: request.revision })
    case "replaceActivity": {
      const day = current.content.dailyItinerary.find((d) => d.activities.some((a) => a.id === request.activityId))
      if (day === undefined) return Either.left(new UnknownActivity({ activityId: request.activityId }))
      const index = day.activities.findIndex((a) => a.id === request.activityId)
      const entry = ofThisTrip(request.placeId)
      const before = day.activities[index - 1]?.placeId
      const replacement = entry ? activityForPlace(entry, day.activities[index]!, before ? ofThisTrip(before) : undefined) : undefined
      if (replacement === undefined) return Either.left(new UnknownPlace({ message: `'${request.placeId}' is not a sight or experience of this trip's destination` }))
      return Either.right({ type: "replaceActivity", activityId: request.activityId, replacement, source: "knowledge-base" })
    }
    case "chooseHotel": {
      const key = normalizeName(request.region)
      const stop = current.content.geographicProgression.regionSequence.find((s) => normalizeName(s.regionName) === key)
      if (stop === undefined) return Either.left(new UnknownRegion({ region: request.region }))
      const wanted = normalizeName(request.hotel)
      const inPlan = current.content.hotelRecommendations.options.find((h) => normalizeName(h.region) === key && normalizeName(h.name) === wanted)
      if (inPlan) return Either.right({ type: "chooseHotel", region: stop.regionName, hotel: inPlan })
      const region = destination?.regions.find((r) => normalizeName(r.name) === key)
      const stay = region?.stays.find((s) => s.id === request.hotel || normalizeName(s.name) === wanted)
      const entry = stay ? ofThisTrip(stay.id) : undefined
      const hotel = entry ? hotelForStay(entry, stop.regionName) : undefined
      if (hotel === undefined) return Either.left(new UnknownPlace({ message: `No hotel called '${request.hotel}' is known in ${stop.regionName}` }))
      return Either.right({ type: "chooseHotel", region: stop.regionName, hotel })
    }
  }
}

/**
 * One read of the stream per attempt (the change's names are resolved on the state the decider sees),
 * then the append at that version. Another writer in between means: read again, and the decider then
 * answers StaleRevision, since the owner's change was made on the revision before.
 */
export const refineItinerary = (input: { readonly userId: string; readonly itineraryId: string; readonly request: ChangeItineraryRequest }) =>
  Effect.gen(function* () {
    const knowledge = yield* Knowledge
    const store = yield* EventStore
    const metadata = metadataFor(`user:${input.userId}`, { itineraryId: input.itineraryId })
    const attempt = Effect.gen(function* () {
      const { state, version } = yield* readItinerary(input.itineraryId)
      // Someone else's itinerary is as good as missing: nothing about it, not even its places, is said.
      if (state.status === "none" || state.deleted || state.requested.userId !== input.userId) {
        return yield* Effect.fail(new ItineraryNotFound({ itineraryId: input.itineraryId }))
      }
      if (state.status !== "ready") return yield* Effect.fail(new ItineraryNotReady({ status: state.status }))
      // A change made on an older revision may name what is gone: say it is stale before looking anything up.
      const current = state.revisions.length
      if (input.request.basedOn !== current) return yield* Effect.fail(new StaleRevision({ basedOn: input.request.basedOn, current }))
      // A live guide (issue 41) this process does not hold is grounded again, so the change's places resolve.
      yield* resolveTrip(state.requested.request)
      const change = resolveChange(state, input.request.change, knowledge)
      if (Either.isLeft(change)) return yield* Effect.fail(change.left)
      const command: RefineItinerary = {
        type: "RefineItinerary",
        userId: input.userId,
        basedOn: input.request.basedOn,
        at: new Date(yield* Clock.currentTimeMillis).toISOString(),
        change: change.right,
        checks: planCheckPortFor(state.requested.request, knowledge)
      }
      const decided = itineraryDecider.decide(command, state)
      if (Either.isLeft(decided)) return yield* Effect.fail(decided.left)
      const events = decided.right
      if (events.length === 0) return { state: state as ItineraryState, appended: undefined as AppendResult | undefined }
      const appended = yield* store.append([
        {
          stream: itineraryStream(input.itineraryId),
          expectedVersion: version,
          events: events.map((e) => ({ eventId: newEventId(), type: e.type, data: e.data, metadata }))
        }
      ])
      return { state: events.reduce(itineraryDecider.evolve, state as ItineraryState), appended: appended as AppendResult | undefined }
    })
    return yield* attempt.pipe(Effect.retry({ times: 3, while: (e) => e instanceof WrongExpectedVersion }))
  })
