import { Data, Effect, Either, Ref, Schema } from "effect"
import {
  type ChunkKind,
  type ChunkOf,
  type ChunkTask,
  chunkSchema,
  ItineraryWriter,
  type RouteChunk,
  sectionName
} from "../../adapters/writer/ItineraryWriter.ts"
import { type ItineraryContent, ItineraryContent as ItineraryContentSchema } from "../../contract/itinerary.ts"
import type { Trip } from "../../domain/itineraries/events.ts"
import {
  checkBudgetBand,
  checkCostBreakdown,
  checkDay,
  checkDayNumbers,
  checkItinerary,
  checkOtherCosts,
  checkRouteDays,
  describeProblems,
  type PlanProblem
} from "../../domain/itineraries/planChecks.ts"

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
}

/** The days split into about `parallel` batches of consecutive days, so a long trip takes about as long as a short one. */
export const dayBatches = (duration: number, parallel: number): ReadonlyArray<ReadonlyArray<number>> => {
  const size = Math.max(1, Math.ceil(duration / Math.max(1, parallel)))
  const batches: Array<Array<number>> = []
  for (let day = 1; day <= duration; day += size) {
    batches.push(Array.from({ length: Math.min(size, duration - day + 1) }, (_, i) => day + i))
  }
  return batches
}

const routeProblems = (route: RouteChunk, trip: Trip): Array<PlanProblem> => [
  ...checkRouteDays(route.regionSequence, trip.duration),
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

const daysProblems = (days: ChunkOf["days"], dayNumbers: ReadonlyArray<number>, route: RouteChunk): Array<PlanProblem> => [
  ...checkDayNumbers(days.days, dayNumbers),
  ...days.days.flatMap((day) => checkDay(day, route.regionSequence))
]

/**
 * Writes one itinerary: the route first, then everything else in parallel with the route as context.
 * Each chunk is validated against its schema and the plan checks as it arrives; a chunk that fails
 * is rewritten with the problems, at most `maxRepairs` times, and then the generation fails. The
 * assembled itinerary is checked once more as a whole before it is returned.
 */
export const writeItinerary = <R>(trip: Trip, options: WriteOptions<R>) =>
  Effect.gen(function* () {
    const writer = yield* ItineraryWriter
    const batches = dayBatches(trip.duration, options.parallel)
    const planSections: ReadonlyArray<ChunkKind> = trip.destinationType === "international" ? ["overview", "stays", "food", "visa"] : ["overview", "stays", "food"]
    const total = 1 + planSections.length + batches.length
    const done = yield* Ref.make(0)
    // One report at a time, so progress is recorded in the order it is counted (never 7 before 4).
    const reporting = yield* Effect.makeSemaphore(1)
    const finished = (task: Pick<ChunkTask, "kind" | "dayNumbers">) =>
      reporting.withPermits(1)(
        Ref.updateAndGet(done, (n) => n + 1).pipe(Effect.flatMap((n) => options.onSection({ done: n, total, section: sectionName(task) })))
      )

    const writeChecked = <K extends ChunkKind>(task: ChunkTask<K>, problemsOf: (chunk: ChunkOf[K]) => ReadonlyArray<PlanProblem>) =>
      Effect.gen(function* () {
        const schema = chunkSchema(task.kind, trip.destinationType)
        let feedback: ReadonlyArray<string> | undefined
        for (let attempt = 0; ; attempt++) {
          const written = yield* writer.write(feedback ? { ...task, feedback } : task)
          // Whatever the writer, its answer must match the schema (an adapter bug must not be saved).
          const valid = Schema.validateEither(schema)(written)
          const messages = Either.isLeft(valid) ? [valid.left.message.slice(0, 500)] : problemsOf(written).map((p) => p.message)
          if (messages.length === 0) {
            yield* finished(task)
            return written
          }
          if (attempt >= options.maxRepairs) {
            const what = Either.isLeft(valid) ? "did not match the itinerary format" : "failed the plan checks"
            return yield* Effect.fail(new GenerationFailure({ reason: `The ${sectionName(task).toLowerCase()} ${what}: ${messages.slice(0, 3).join("; ")}` }))
          }
          yield* Effect.logInfo(`plan checks: rewriting ${task.kind}${task.dayNumbers ? ` ${task.dayNumbers.join(",")}` : ""}`, messages)
          feedback = messages
        }
      })

    const route = yield* writeChecked({ kind: "route", trip }, (r) => routeProblems(r, trip))
    const [plan, dayChunks] = yield* Effect.all(
      [
        Effect.forEach(planSections, (kind) => writeChecked({ kind, trip, route }, (chunk) => (kind === "stays" ? staysProblems(chunk as ChunkOf["stays"]) : [])), {
          concurrency: "unbounded"
        }),
        Effect.forEach(batches, (dayNumbers) => writeChecked({ kind: "days", trip, route, dayNumbers }, (chunk) => daysProblems(chunk, dayNumbers, route)), {
          concurrency: Math.max(1, options.parallel)
        })
      ],
      { concurrency: "unbounded" }
    ).pipe(Effect.mapError((e) => (e._tag === "WriterFailure" ? new GenerationFailure({ reason: e.reason }) : e)))

    const section = <K extends ChunkKind>(kind: K) => plan[planSections.indexOf(kind)] as ChunkOf[K] | undefined
    const overview = section("overview")!
    const stays = section("stays")!
    const food = section("food")!
    const visa = section("visa")
    const content: ItineraryContent = {
      overview: overview.overview,
      geographicProgression: {
        regionSequence: route.regionSequence,
        optimizationStrategy: route.optimizationStrategy,
        accommodationStrategy: route.accommodationStrategy,
        transportationDetails: stays.transportationDetails
      },
      hotelRecommendations: stays.hotelRecommendations,
      dailyItinerary: dayChunks.flatMap((chunk) => chunk.days),
      costBreakdown: route.costBreakdown,
      foodRecommendations: food.foodRecommendations,
      shoppingInfo: food.shoppingInfo,
      travelTips: food.travelTips,
      ...(visa ? { visaInformation: visa.visaInformation } : {})
    }
    const valid = Schema.validateEither(ItineraryContentSchema)(content)
    if (Either.isLeft(valid)) return yield* Effect.fail(new GenerationFailure({ reason: `The itinerary does not match its format: ${valid.left.message}` }))
    const problems = checkItinerary(content, trip)
    if (problems.length > 0) return yield* Effect.fail(new GenerationFailure({ reason: `The itinerary failed the plan checks: ${describeProblems(problems.slice(0, 3))}` }))
    return content
  }).pipe(Effect.catchTag("WriterFailure", (e) => Effect.fail(new GenerationFailure({ reason: e.reason }))))
