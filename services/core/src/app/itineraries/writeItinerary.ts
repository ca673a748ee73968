import { type ItineraryContent, ItineraryContent as ItineraryContentSchema } from "@safarnama/events/contract/itinerary"
import { notCoveredMessage } from "@safarnama/events/contract/coverage"
import { withActivityIds } from "@safarnama/events/itineraries/activityIds"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Data, Effect, Either, Metric, Ref, Schema } from "effect"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import {
  type ChunkKind,
  type ChunkOf,
  type ChunkTask,
  chunkSchema,
  ItineraryWriter,
  type RouteChunk,
  sectionName
} from "../../adapters/writer/ItineraryWriter.ts"
import { bundledPlanSources } from "../../adapters/writer/offline/planSources.ts"
import { planTrip } from "../../domain/planner/planTrip.ts"
import { chunkOfItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { phrasesFor } from "../../adapters/writer/offline/phrases/phrases.ts"
import { markFacts } from "../../domain/itineraries/factMarks.ts"
import { checkGroundedDay, checkScope, type Grounding, groundingOf } from "../../domain/itineraries/groundedChecks.ts"
import { checkWholePlan, planChecksSummary } from "../../domain/itineraries/planCheckSummary.ts"
import type { Resolution } from "../../domain/knowledge/index.ts"
import {
  checkBudgetBand,
  checkCostBreakdown,
  checkDay,
  checkDayNumbers,
  checkOtherCosts,
  checkRouteDays,
  describeProblems,
  isHard,
  type PlanProblem
} from "../../domain/itineraries/planChecks.ts"
import { planCheckProblems } from "../../observability/appMetrics.ts"
import { resolveTrip } from "../places/liveCoverage.ts"
import { candidatesFor } from "./candidates.ts"

/** The generation cannot produce a plan that passes the schema and the plan checks. */
export class GenerationFailure extends Data.TaggedError("GenerationFailure")<{ readonly reason: string }> {}

export interface SectionDone {
  readonly done: number
  readonly total: number
  readonly section: string
}

export interface WriteOptions<R = never> {
  /** Called as each section is finished (progress). */
  readonly onSection: (progress: SectionDone) => Effect.Effect<void, never, R>
  /** How many times a chunk that fails the plan checks is rewritten before the generation fails. */
  readonly maxRepairs: number
  /** About how many writer calls run at once for the days. */
  readonly parallel: number
  /**
   * Saves the knowledge base's checked plan before the writer writes the days (docs/adr/0180-draft-first-generation.md).
   * Given, and with an AI writer, a covered destination and an English plan, the plan is written draft first.
   */
  readonly onDraft?: (draft: ItineraryContent) => Effect.Effect<void, never, R>
  /** Days the writer finished and the checks passed (or days put back to the draft), and the days still drafts. */
  readonly onDaysWritten?: (days: ItineraryContent["dailyItinerary"], draftDays: ReadonlyArray<number>) => Effect.Effect<void, never, R>
}

/** Every day of the plan taken from the draft: the AI wrote none, so the generation failed (nothing is charged). */
export const NO_AI_DAYS = "The AI could not write the days of this plan. Your credits were not charged; please try again."

/**
 * The knowledge base's plan for the trip, with its facts marked and its activities numbered, if it passes
 * every hard plan check (it does for every covered destination we test; if not, the plan is written
 * route first as before).
 */
const checkedDraft = (trip: Trip, resolution: Resolution, grounding: Grounding): ItineraryContent | undefined => {
  const content = withActivityIds(markFacts(planTrip(trip, bundledPlanSources(trip, resolution)), grounding, phrasesFor(trip)("checkHours")))
  if (Either.isLeft(Schema.validateEither(ItineraryContentSchema)(content))) return undefined
  return checkWholePlan(content, trip, grounding).some(isHard) ? undefined : content
}

/** The days split into about `parallel` batches of consecutive days, so a long trip takes about as long as a short one. */
export const dayBatches = (duration: number, parallel: number): ReadonlyArray<ReadonlyArray<number>> => {
  const count = Math.max(1, Math.min(duration, parallel))
  const base = Math.floor(duration / count)
  const extra = duration % count
  // Evenly sized, the longer batches in the middle: the first holds the arrival day (the journey from
  // home and the arrival are its longest text), so it stays short and no batch is the lone slow one.
  const sizes = Array.from({ length: count }, (_, i) => base + (i >= 1 && i <= extra ? 1 : 0))
  if (extra === count) sizes[0]! += 1
  const batches: Array<Array<number>> = []
  let day = 1
  for (const size of sizes) {
    batches.push(Array.from({ length: size }, (_, i) => day + i))
    day += size
  }
  return batches
}

const routeProblems = (route: RouteChunk, trip: Trip, grounding: Grounding): Array<PlanProblem> => [
  ...checkRouteDays(route.regionSequence, trip.duration),
  ...checkScope(route.regionSequence, trip.duration, grounding),
  ...checkCostBreakdown(route.costBreakdown),
  ...checkBudgetBand(route.costBreakdown, trip)
]

const staysProblems = (stays: ChunkOf["stays"]): Array<PlanProblem> =>
  checkOtherCosts({
    hotelRecommendations: stays.hotelRecommendations,
    geographicProgression: {
      regionSequence: [],
      optimizationStrategy: "",
      accommodationStrategy: "",
      transportationDetails: stays.transportationDetails
    }
  })

/** The region the route puts a day in (for a day's grounded checks: the traveller may leave it that morning). */
const regionOfDay = (route: RouteChunk, day: number) => route.regionSequence.find((stop) => stop.daysSpent.includes(day))?.regionName

const daysProblems = (days: ChunkOf["days"], dayNumbers: ReadonlyArray<number>, route: RouteChunk, trip: Trip, grounding: Grounding): Array<PlanProblem> => [
  ...checkDayNumbers(days.days, dayNumbers),
  ...days.days.flatMap((day) => [...checkDay(day, route.regionSequence), ...checkGroundedDay(day, regionOfDay(route, day.dayNumber - 1), trip, grounding)])
]

/**
 * No writer looks ratings up, so a model's stars and review counts would be invented: they are dropped
 * (0 is "not known", and the view, the shared page and the PDF show no stars for it).
 */
const withoutRatings = (hotels: ItineraryContent["hotelRecommendations"]): ItineraryContent["hotelRecommendations"] => ({
  ...hotels,
  options: hotels.options.map((h) => ({ ...h, rating: 0, userRatingsTotal: 0 }))
})

/** The itinerary from its written sections. */
const assemble = (
  route: RouteChunk,
  planSections: ReadonlyArray<ChunkKind>,
  sections: ReadonlyArray<ChunkOf[ChunkKind]>,
  dayChunks: ReadonlyArray<ChunkOf["days"]>
): ItineraryContent => {
  const section = <K extends ChunkKind>(kind: K) => sections[planSections.indexOf(kind)] as ChunkOf[K] | undefined
  const stays = section("stays")!
  const food = section("food")!
  const visa = section("visa")
  return {
    overview: section("overview")!.overview,
    geographicProgression: {
      regionSequence: route.regionSequence,
      optimizationStrategy: route.optimizationStrategy,
      accommodationStrategy: route.accommodationStrategy,
      transportationDetails: stays.transportationDetails
    },
    hotelRecommendations: withoutRatings(stays.hotelRecommendations),
    dailyItinerary: dayChunks.flatMap((chunk) => chunk.days),
    costBreakdown: route.costBreakdown,
    foodRecommendations: food.foodRecommendations,
    shoppingInfo: food.shoppingInfo,
    travelTips: food.travelTips,
    ...(visa ? { visaInformation: visa.visaInformation } : {})
  }
}

interface Owner {
  readonly batch?: number
  readonly section?: ChunkKind
  readonly problems: Array<PlanProblem>
}

/** Which written section a whole-plan problem is about: a day's batch, or the section that holds the field. */
const sectionsToRewrite = (problems: ReadonlyArray<PlanProblem>, batches: ReadonlyArray<ReadonlyArray<number>>, planSections: ReadonlyArray<ChunkKind>): Array<Owner> => {
  const owners = new Map<string, Owner>()
  for (const problem of problems) {
    const batch = problem.day === undefined ? -1 : batches.findIndex((days) => days.includes(problem.day!))
    const section: ChunkKind | undefined =
      batch >= 0
        ? undefined
        : problem.rule === "hotel-region"
          ? "stays"
          : problem.rule === "permit" || problem.rule === "festival" || problem.rule === "diet"
            ? "food"
            : problem.rule === "international-only"
              ? "overview"
              : undefined
    if (batch < 0 && (section === undefined || !planSections.includes(section))) continue
    const key = batch >= 0 ? `days-${batch}` : section!
    const owner = owners.get(key) ?? { ...(batch >= 0 ? { batch } : { section: section! }), problems: [] }
    owner.problems.push(problem)
    owners.set(key, owner)
  }
  return [...owners.values()]
}

/** Every problem the checks find, repaired or not, by rule and severity (the metrics' view of what writers get wrong). */
const countProblems = (problems: ReadonlyArray<PlanProblem>) =>
  Effect.forEach(
    problems,
    (p) => Metric.increment(Metric.tagged(Metric.tagged(planCheckProblems, "rule", p.rule), "severity", isHard(p) ? "hard" : "soft")),
    { discard: true }
  )

/**
 * Writes one itinerary: the route first, then everything else in parallel with the route as context.
 * Each chunk is validated against its schema and the plan checks as it arrives; a chunk that fails
 * is rewritten with the problems, at most `maxRepairs` times, and then the generation fails. The
 * assembled itinerary is checked once more as a whole before it is returned.
 */
export const writeItinerary = <R>(trip: Trip, options: WriteOptions<R>) =>
  Effect.gen(function* () {
    const writer = yield* ItineraryWriter
    const knowledge = yield* Knowledge
    // A bundled guide, or the live one (issue 41), grounded again if this process does not hold it.
    const { resolution, refusal } = yield* resolveTrip(trip)
    // No plan without verified places (ADR 0200): the request was refused before it was sold; one from an
    // older log, or a live destination Google cannot answer for now, fails here, before any writer is
    // asked, and its credits are released (never captured).
    if (resolution === undefined) return yield* Effect.fail(new GenerationFailure({ reason: refusal ?? notCoveredMessage(trip.destination) }))
    const grounding = groundingOf(resolution, knowledge)
    const repairs = yield* Ref.make(0)
    // Draft first: the knowledge base's plan at once, then the AI's days, one call a day, all at once.
    const wantsDraft = resolution !== undefined && writer.draftFirst === true && options.onDraft !== undefined && (trip.language ?? "en") === "en"
    const draft = wantsDraft ? checkedDraft(trip, resolution, grounding) : undefined
    const batches = draft ? draft.dailyItinerary.map((d) => [d.dayNumber]) : dayBatches(trip.duration, options.parallel)
    const planSections: ReadonlyArray<ChunkKind> = trip.destinationType === "international" ? ["overview", "stays", "food", "visa"] : ["overview", "stays", "food"]
    const total = draft ? 1 + batches.length : 1 + planSections.length + batches.length
    const done = yield* Ref.make(0)
    // One report at a time, so progress is recorded in the order it is counted (never 7 before 4).
    const reporting = yield* Effect.makeSemaphore(1)
    const finished = (task: Pick<ChunkTask, "kind" | "dayNumbers">) =>
      reporting.withPermits(1)(
        Ref.updateAndGet(done, (n) => n + 1).pipe(Effect.flatMap((n) => options.onSection({ done: n, total, section: sectionName(task) })))
      )

    const writeChecked = <K extends ChunkKind>(
      task: ChunkTask<K>,
      problemsOf: (chunk: ChunkOf[K]) => ReadonlyArray<PlanProblem>,
      rewrite?: ReadonlyArray<string>
    ) =>
      Effect.gen(function* () {
        const schema = chunkSchema(task.kind, trip.destinationType)
        let feedback: ReadonlyArray<string> | undefined = rewrite
        const candidates = resolution ? candidatesFor({ ...task, resolution, batches }) : undefined
        const grounded = candidates ? { ...task, candidates } : task
        for (let attempt = 0; ; attempt++) {
          const written = yield* writer.write(feedback ? { ...grounded, feedback } : grounded).pipe(
            Effect.withSpan("itinerary.writer.write", {
              attributes: { "safarnama.section": task.kind, "safarnama.days": task.dayNumbers?.join(",") ?? "", "safarnama.attempt": attempt }
            })
          )
          // Whatever the writer, its answer must match the schema (an adapter bug must not be saved).
          const valid = Schema.validateEither(schema)(written)
          const found = Either.isLeft(valid) ? [] : problemsOf(written)
          yield* countProblems(found)
          const messages = Either.isLeft(valid) ? [valid.left.message.slice(0, 500)] : found.filter(isHard).map((p) => p.message)
          if (messages.length === 0) {
            // A section rewritten for the whole plan's sake was counted when it was first written.
            if (rewrite === undefined) yield* finished(task)
            return written
          }
          if (attempt >= options.maxRepairs) {
            const what = Either.isLeft(valid) ? "did not match the itinerary format" : "failed the plan checks"
            return yield* Effect.fail(new GenerationFailure({ reason: `The ${sectionName(task).toLowerCase()} ${what}: ${messages.slice(0, 3).join("; ")}` }))
          }
          yield* Effect.logInfo(`plan checks: rewriting ${task.kind}${task.dayNumbers ? ` ${task.dayNumbers.join(",")}` : ""}`, messages)
          feedback = messages
          yield* Ref.update(repairs, (n) => n + 1)
        }
      })

    /**
     * The draft saved, then each day written by the writer (all at once) replacing the
     * draft's as it passes its checks; a day that fails after its repairs keeps the draft's. The whole plan
     * is then checked: days named by a problem are rewritten (within the repair bound) or put back to the
     * draft's, which passes, so the plan always ends checked. A plan of drafts only fails (nothing charged).
     */
    const fromDraft = (skeleton: ItineraryContent) =>
      Effect.gen(function* () {
        const onDays = options.onDaysWritten ?? (() => Effect.void)
        yield* options.onDraft!({ ...skeleton, draftDays: skeleton.dailyItinerary.map((d) => d.dayNumber) })
        yield* finished({ kind: "route" })
        const route = chunkOfItinerary(skeleton, { kind: "route" })
        const draftDay = new Map(skeleton.dailyItinerary.map((d) => [d.dayNumber, d]))
        const days = new Map(draftDay)
        const drafts = new Set(draftDay.keys())
        const assembled = (plan: ReadonlyMap<number, ItineraryContent["dailyItinerary"][number]>): ItineraryContent =>
          withActivityIds(markFacts({ ...skeleton, dailyItinerary: [...plan.values()].sort((a, b) => a.dayNumber - b.dayNumber) }, grounding, phrasesFor(trip)("checkHours")))
        const current = () => assembled(days)
        const sortedDrafts = () => [...drafts].sort((a, b) => a - b)
        // One change at a time, so each event's days and draft list are the plan as it then stands.
        const changing = yield* Effect.makeSemaphore(1)
        const change = (written: ReadonlyArray<ItineraryContent["dailyItinerary"][number]>, fromDraft: boolean) =>
          changing.withPermits(1)(
            Effect.gen(function* () {
              for (const day of written) {
                days.set(day.dayNumber, fromDraft ? draftDay.get(day.dayNumber)! : day)
                if (fromDraft) drafts.add(day.dayNumber)
                else drafts.delete(day.dayNumber)
              }
              const numbers = new Set(written.map((d) => d.dayNumber))
              const changed = current().dailyItinerary.filter((d) => numbers.has(d.dayNumber))
              // Kept as numbered, so a day's activity ids stay the same in every later event and in the plan.
              for (const day of changed) days.set(day.dayNumber, day)
              yield* onDays(changed, sortedDrafts())
            })
          )
        const writeDay = (dayNumbers: ReadonlyArray<number>, feedback?: ReadonlyArray<string>) =>
          writeChecked({ kind: "days", trip, route, dayNumbers }, (chunk) => daysProblems(chunk, dayNumbers, route, trip, grounding), feedback).pipe(
            Effect.matchEffect({
              onSuccess: (chunk) => change(chunk.days, false),
              onFailure: (e) =>
                Effect.logInfo(`plan checks: day ${dayNumbers.join(",")} keeps the draft's (${e.reason.slice(0, 300)})`).pipe(
                  Effect.zipRight(drafts.has(dayNumbers[0]!) ? Effect.void : change(dayNumbers.map((n) => draftDay.get(n)!), true)),
                  // A first attempt that failed still counts as a finished section for the progress bar.
                  Effect.zipRight(feedback === undefined ? finished({ kind: "days", dayNumbers }) : Effect.void)
                )
            })
          )
        // Every day at once (a trip has at most 30): the plan takes about as long as its longest day.
        yield* Effect.forEach(batches, (dayNumbers) => writeDay(dayNumbers), { concurrency: "unbounded", discard: true })
        for (let round = 0; ; round++) {
          const content = current()
          const problems = checkWholePlan(content, trip, grounding)
          yield* countProblems(problems)
          const hard = problems.filter(isHard)
          if (hard.length === 0) {
            if (drafts.size === draftDay.size) return yield* Effect.fail(new GenerationFailure({ reason: NO_AI_DAYS }))
            return {
              ...content,
              ...(drafts.size > 0 ? { draftDays: sortedDrafts() } : {}),
              planChecks: planChecksSummary({ content, trip, grounding, problems, repaired: yield* Ref.get(repairs) })
            }
          }
          // Days the problems name that the writer wrote (the draft's days passed together).
          const named = sectionsToRewrite(hard, batches, planSections).flatMap((o) => (o.batch === undefined ? [] : [o]))
          const aiOwners = named.filter((o) => !drafts.has(batches[o.batch!]![0]!))
          if (round >= options.maxRepairs || aiOwners.length === 0) {
            // Back to the draft: the days named; when the problems name only draft days (a place the AI's
            // day took from a draft day), the first written day whose draft clears some of them.
            const written = [...days.keys()].filter((n) => !drafts.has(n))
            const hardWithDraftOf = (n: number) => checkWholePlan(assembled(new Map(days).set(n, draftDay.get(n)!)), trip, grounding).filter(isHard).length
            const culprit = written.find((n) => hardWithDraftOf(n) < hard.length) ?? written[0]
            const back = aiOwners.length > 0 ? aiOwners.map((o) => batches[o.batch!]![0]!) : culprit === undefined ? [] : [culprit]
            // Only drafts left and still refused: cannot happen (the draft passed), but never loop on it.
            if (back.length === 0) return yield* Effect.fail(new GenerationFailure({ reason: `The itinerary failed the plan checks: ${describeProblems(hard.slice(0, 3))}` }))
            yield* Effect.logInfo("plan checks: days back to the draft's", hard.map((p) => p.message))
            yield* change(back.map((n) => draftDay.get(n)!), true)
            continue
          }
          yield* Effect.logInfo("plan checks: rewriting days of the whole plan", hard.map((p) => p.message))
          yield* Ref.update(repairs, (n) => n + aiOwners.length)
          yield* Effect.forEach(aiOwners, (o) => writeDay(batches[o.batch!]!, o.problems.map((p) => p.message)), { concurrency: "unbounded", discard: true })
        }
      })
    if (draft) return yield* fromDraft(draft)

    const route = yield* writeChecked({ kind: "route", trip }, (r) => routeProblems(r, trip, grounding))
    const [plan, dayChunks] = yield* Effect.all(
      [
        Effect.forEach(planSections, (kind) => writeChecked({ kind, trip, route }, (chunk) => (kind === "stays" ? staysProblems(chunk as ChunkOf["stays"]) : [])), {
          concurrency: "unbounded"
        }),
        Effect.forEach(batches, (dayNumbers) => writeChecked({ kind: "days", trip, route, dayNumbers }, (chunk) => daysProblems(chunk, dayNumbers, route, trip, grounding)), {
          concurrency: Math.max(1, options.parallel)
        })
      ],
      { concurrency: "unbounded" }
    ).pipe(Effect.mapError((e) => (e._tag === "WriterFailure" ? new GenerationFailure({ reason: e.reason }) : e)))

    const sectionsWritten = [...plan]
    const daysWritten = [...dayChunks]
    const sectionChecks = (kind: ChunkKind) => (chunk: ChunkOf[ChunkKind]) => (kind === "stays" ? staysProblems(chunk as ChunkOf["stays"]) : [])
    // The whole plan is checked once assembled (places repeated across days, hotels, permits, currency);
    // the sections its hard problems are about are rewritten with them, within the same repair bound.
    for (let round = 0; ; round++) {
      const content = markFacts(assemble(route, planSections, sectionsWritten, daysWritten), grounding, phrasesFor(trip)("checkHours"))
      const valid = Schema.validateEither(ItineraryContentSchema)(content)
      if (Either.isLeft(valid)) return yield* Effect.fail(new GenerationFailure({ reason: `The itinerary does not match its format: ${valid.left.message}` }))
      const problems = checkWholePlan(content, trip, grounding)
      yield* countProblems(problems)
      const hardProblems = problems.filter(isHard)
      if (hardProblems.length === 0) {
        const languageNotice = writer.languageNotice?.(trip)
        return {
          ...content,
          planChecks: planChecksSummary({ content, trip, grounding, problems, repaired: yield* Ref.get(repairs) }),
          ...(languageNotice ? { languageNotice } : {})
        }
      }
      const owners = sectionsToRewrite(hardProblems, batches, planSections)
      if (round >= options.maxRepairs || owners.length === 0) {
        return yield* Effect.fail(new GenerationFailure({ reason: `The itinerary failed the plan checks: ${describeProblems(hardProblems.slice(0, 3))}` }))
      }
      yield* Effect.logInfo("plan checks: rewriting sections of the whole plan", hardProblems.map((p) => p.message))
      yield* Ref.update(repairs, (n) => n + owners.length)
      for (const owner of owners) {
        const feedback = owner.problems.map((p) => p.message)
        if (owner.batch !== undefined) {
          const dayNumbers = batches[owner.batch]!
          daysWritten[owner.batch] = yield* writeChecked({ kind: "days", trip, route, dayNumbers }, (chunk) => daysProblems(chunk, dayNumbers, route, trip, grounding), feedback)
        } else {
          const index = planSections.indexOf(owner.section!)
          sectionsWritten[index] = yield* writeChecked({ kind: owner.section!, trip, route }, sectionChecks(owner.section!), feedback)
        }
      }
    }
  }).pipe(Effect.catchTag("WriterFailure", (e) => Effect.fail(new GenerationFailure({ reason: e.reason }))))
