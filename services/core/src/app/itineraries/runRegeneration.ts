import type { ActivityDraft, DayDraft as DayDraftSchema, ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { EventMetadata } from "@safarnama/events/eventstore/types"
import { Clock, Effect, Either, Ref, Schema } from "effect"
import { resolveTrip } from "../places/liveCoverage.ts"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { DaysChunk, ItineraryWriter, type PlaceRef, type RegenerateDay, type RouteChunk } from "../../adapters/writer/ItineraryWriter.ts"
import { decideItinerary, type ItineraryState } from "../../domain/itineraries/decider.ts"
import { isPlace, keysOfPlace } from "../../domain/itineraries/regeneratedPlan.ts"
import type { CompleteRegeneration, RegenerationRecord } from "../../domain/itineraries/regenerationDecider.ts"
import { minutesOf } from "../../domain/knowledge/hours.ts"
import { isAttraction } from "../../domain/knowledge/index.ts"
import { candidatesFor } from "./candidates.ts"
import { finishRegeneration, REGENERATION_DELETED, REGENERATION_STALE, recordRegenerationProgress } from "./finishRegeneration.ts"
import { planCheckPortFor } from "./refineItinerary.ts"
import { readItinerary } from "./requestGeneration.ts"

type DayDraft = typeof DayDraftSchema.Type

/**
 * One regeneration written and ended (docs/adr/0130-refine-itinerary.md, "AI regeneration"): the writer
 * writes the day again (for an activity: the day, whose first new sight takes the activity's slot), told
 * the instruction and the other days' places, with the knowledge-base candidates minus those places. The
 * answer must match the schema and the decider must accept it (no place of another day, no hard
 * whole-trip problem the plan did not have); otherwise it is rewritten with the problems, at most
 * `maxRepairs` times, as a generation repairs, and then the regeneration fails and costs nothing.
 */

/**
 * A day is written in two halves at once, split here: at 50 tokens/s a whole day's answer (~2 KB) takes
 * about 10 s to stream, each half 5-7 s (ADR 0130). Noon rather than 14:00 puts lunch in the second half,
 * which evens them out (the morning has the day's journey). An activity needs only the half its slot is in.
 */
const SPLIT = "12:00"
type Part = NonNullable<RegenerateDay["part"]>
const partsFor = (replaced: { readonly time: string } | undefined): ReadonlyArray<Part> =>
  replaced === undefined ? [{ until: SPLIT }, { from: SPLIT }] : [replaced.time < SPLIT ? { until: SPLIT } : { from: SPLIT }]

/** The halves as one day: the first half's theme and area, every activity in time order. */
const joinParts = (halves: ReadonlyArray<DayDraft>): DayDraft => ({
  ...halves[0]!,
  activities: halves.flatMap((h) => h.activities).sort((a, b) => minutesOf(a.time) - minutesOf(b.time)),
  visitedAttractions: [...new Set(halves.flatMap((h) => h.visitedAttractions))]
})
type Ready = Exclude<ItineraryState, { status: "none" }>

const refOf = (a: { readonly title: string; readonly placeId?: string | undefined }): PlaceRef => (a.placeId ? { title: a.title, placeId: a.placeId } : { title: a.title })

const routeOf = (content: ItineraryContent): RouteChunk => ({
  regionSequence: content.geographicProgression.regionSequence,
  optimizationStrategy: content.geographicProgression.optimizationStrategy,
  accommodationStrategy: content.geographicProgression.accommodationStrategy,
  costBreakdown: content.costBreakdown
})

/** What is written again, on the plan as it is: the day, what to avoid, and (for an activity) which one. */
const taskOf = (content: ItineraryContent, record: RegenerationRecord) => {
  const target = record.target
  const day =
    target._tag === "day"
      ? content.dailyItinerary.find((d) => d.dayNumber === target.dayNumber)
      : content.dailyItinerary.find((d) => d.activities.some((a) => a.id === target.activityId))
  if (day === undefined) return undefined
  const replaced = target._tag === "activity" ? day.activities.find((a) => a.id === target.activityId) : undefined
  const next = replaced ? day.activities.find((a) => minutesOf(a.time) > minutesOf(replaced.time)) : undefined
  const slot = replaced && next ? { minutes: minutesOf(next.time) - minutesOf(replaced.time) } : {}
  const others = content.dailyItinerary.flatMap((d) => (d.dayNumber === day.dayNumber ? (replaced ? d.activities.filter((a) => a.id !== replaced.id) : []) : d.activities))
  const regenerate: RegenerateDay = {
    ...(target.instruction ? { instruction: target.instruction } : {}),
    avoid: others.filter(isPlace).map(refOf),
    current: replaced ? [refOf(replaced)] : day.activities.filter(isPlace).map(refOf),
    ...(replaced ? { activity: { title: replaced.title, time: replaced.time, ...slot } } : {})
  }
  return { day, replaced, regenerate, what: replaced ? `'${replaced.title}'` : `day ${day.dayNumber}` }
}

/** The completions to try for what the writer wrote: the day; or, for an activity, each new sight of it in turn. */
const completionsOf = (record: RegenerationRecord, written: DayDraft, regenerate: RegenerateDay): ReadonlyArray<CompleteRegeneration["written"]> => {
  if (record.target._tag === "day") return [{ _tag: "day", day: written }]
  // Neither a place of the plan nor the activity replaced (the owner asked for another).
  const taken = new Set([...regenerate.avoid, ...regenerate.current].flatMap(keysOfPlace))
  return written.activities
    .filter((a) => isPlace(a) && !keysOfPlace(a).some((k) => taken.has(k)))
    .map((activity: ActivityDraft) => ({ _tag: "activity" as const, activity }))
}

export const runRegeneration = (input: {
  readonly itineraryId: string
  readonly regenerationId: string
  readonly attempt: number
  readonly maxRepairs: number
  readonly metadata: EventMetadata
}) =>
  Effect.gen(function* () {
    const { itineraryId, regenerationId, attempt, metadata } = input
    const writer = yield* ItineraryWriter
    const knowledge = yield* Knowledge
    const { state } = yield* readItinerary(itineraryId)
    if (state.status === "none") return
    const record = state.regenerations.find((r) => r.id === regenerationId)
    if (record === undefined || record.status !== "running") return
    const fail = (reason: string) => finishRegeneration(itineraryId, { type: "FailRegeneration", regenerationId, reason: reason.slice(0, 500) }, metadata)
    const ready = state as Ready
    const current = ready.revisions[ready.revisions.length - 1]
    const task = current ? taskOf(current.content, record) : undefined
    if (ready.deleted) return yield* fail(REGENERATION_DELETED)
    if (current === undefined || task === undefined || current.revision !== record.basedOn) {
      yield* fail(REGENERATION_STALE(record.target._tag === "day" ? `day ${record.target.dayNumber}` : "the activity"))
      return
    }
    // A live guide (issue 41) this process does not hold is grounded again before the day is written.
    const { refusal } = yield* resolveTrip(ready.requested.request)
    if (refusal !== undefined) return yield* fail(refusal)
    const parts = partsFor(task.replaced)
    // The steps the owner sees: each half of the day written, the whole-trip checks, the save.
    const total = parts.length + 2
    const progress = (done: number, section: string) =>
      recordRegenerationProgress(itineraryId, { regenerationId, done, total, section, attempt }, metadata).pipe(
        Effect.catchAll((e) => Effect.logWarning(`regeneration ${regenerationId}: progress not recorded`, e))
      )
    const partName = (part: Part) => (part.until ? `the morning of day ${task.day.dayNumber}` : `the afternoon and evening of day ${task.day.dayNumber}`)
    const partsWritten = yield* Ref.make(0)
    // One report at a time, so the count never goes back (the halves finish in any order).
    const reporting = yield* Effect.makeSemaphore(1)
    const trip = ready.requested.request
    const checks = planCheckPortFor(trip, knowledge)
    const route = routeOf(current.content)
    const dayNumbers = [task.day.dayNumber]
    const resolution = knowledge.resolve(trip.destination, trip.destinationType)
    const avoidIds = new Set(task.regenerate.avoid.flatMap((p) => (p.placeId ? [p.placeId] : [])))
    const listed = resolution ? candidatesFor({ kind: "days", trip, resolution, route, dayNumbers }) : undefined
    // The other days' places are not offered at all, so the writer cannot pick them; the sights are shared
    // out between the halves (as between batches of days), so two halves written at once do not pick the same.
    const offered = listed ? listed.lines.filter((line) => !avoidIds.has(line.split(" | ")[0] ?? "")) : undefined
    const candidatesOf = (index: number) => {
      if (listed === undefined || offered === undefined) return undefined
      let sight = -1
      const lines = offered.filter((line) => {
        const entry = knowledge.place(line.split(" | ")[0] ?? "")
        if (entry === undefined || !isAttraction(entry.place)) return true
        sight++
        return parts.length === 1 || sight % parts.length === index
      })
      return { ...listed, lines }
    }

    yield* progress(0, `Writing ${parts.length === 1 ? task.what : partName(parts[0]!)}`)
    let feedback: ReadonlyArray<string> | undefined
    for (let round = 0; ; round++) {
      const written = yield* Effect.forEach(
        parts,
        (part, index) => {
          const candidates = candidatesOf(index)
          return writer.write({
            kind: "days",
            trip,
            route,
            dayNumbers,
            regenerate: { ...task.regenerate, part },
            ...(candidates ? { candidates } : {}),
            ...(feedback ? { feedback } : {})
          }).pipe(
            Effect.tap(() =>
              round > 0
                ? Effect.void
                : reporting.withPermits(1)(
                    Ref.updateAndGet(partsWritten, (n) => n + 1).pipe(
                      Effect.flatMap((n) => progress(n, n < parts.length ? `Writing ${partName(parts.find((_, i) => i !== index) ?? part)}` : "Checking the whole trip"))
                    )
                  )
            )
          )
        },
        { concurrency: "unbounded" }
      ).pipe(Effect.either)
      if (Either.isLeft(written)) return yield* fail(written.left.reason)
      const halves = written.right.map((answer) => Schema.validateEither(DaysChunk)(answer))
      const invalid = halves.find(Either.isLeft)
      const found = halves.flatMap((h) => (Either.isRight(h) ? h.right.days.filter((d) => d.dayNumber === task.day.dayNumber) : []))
      const day = invalid === undefined && found.length === parts.length ? joinParts(found) : undefined
      let problems: ReadonlyArray<string>
      if (day === undefined) {
        problems = [invalid !== undefined ? `the answer does not match the itinerary format: ${invalid.left.message.slice(0, 300)}` : `the answer has no day ${task.day.dayNumber}`]
      } else {
        const at = new Date(yield* Clock.currentTimeMillis).toISOString()
        const options = completionsOf(record, day, task.regenerate)
        problems = options.length === 0 ? ["no new sight was suggested that is not already in the plan"] : []
        for (const written of options) {
          const command: CompleteRegeneration = { type: "CompleteRegeneration", regenerationId, written, at, checks }
          const decided = decideItinerary(command, state)
          if (Either.isLeft(decided)) {
            problems = "problems" in decided.left ? decided.left.problems : [decided.left._tag]
            continue
          }
          yield* progress(total - 1, "Saving")
          const finished = yield* finishRegeneration(itineraryId, command, metadata)
          // The owner changed the plan since this run read it: it was written for a plan that is gone.
          if (finished._tag === "Refused") yield* fail(REGENERATION_STALE(task.what))
          return
        }
      }
      if (round >= input.maxRepairs) {
        return yield* fail(`${task.what[0]!.toUpperCase()}${task.what.slice(1)} could not be written again to pass the whole-trip checks: ${problems.slice(0, 3).join("; ")}. Nothing was charged.`)
      }
      yield* Effect.logInfo(`regeneration ${regenerationId}: rewriting with the problems`, problems)
      feedback = problems
    }
  })
