import {
  CostBreakdown,
  DayDraft,
  FoodRecommendation,
  HotelRecommendations,
  Overview,
  RegionStop,
  ShoppingInfo,
  TransportationDetails,
  TravelTip,
  VisaInformation
} from "@safarnama/events/contract/itinerary"
import type { TripType } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Context, Data, type Effect, Schema } from "effect"

/**
 * The itinerary writer port. An itinerary is written in chunks so a long trip takes about as long as
 * a short one: first the route (regions with their days and distances, and the costs), then, in
 * parallel with the route as context, the overview, stays and transport, food/shopping/tips, visa
 * (international) and the days in batches. Every adapter returns schema-valid chunks.
 */

export type ChunkKind = "route" | "overview" | "stays" | "food" | "visa" | "days"

export const RouteChunk = Schema.Struct({
  regionSequence: Schema.Array(RegionStop),
  optimizationStrategy: Schema.String,
  accommodationStrategy: Schema.String,
  costBreakdown: CostBreakdown
})
export type RouteChunk = typeof RouteChunk.Type

const { timeZone: _timeZone, currency: _currency, ...overviewFields } = Overview.fields
/** Domestic: no time zone or currency (international only). */
export const DomesticOverviewChunk = Schema.Struct({ overview: Schema.Struct(overviewFields) })
export const InternationalOverviewChunk = Schema.Struct({ overview: Overview })
export type OverviewChunk = { readonly overview: Overview }

export const StaysChunk = Schema.Struct({ hotelRecommendations: HotelRecommendations, transportationDetails: TransportationDetails })
export type StaysChunk = typeof StaysChunk.Type

export const FoodChunk = Schema.Struct({
  foodRecommendations: Schema.Array(FoodRecommendation),
  shoppingInfo: ShoppingInfo,
  travelTips: Schema.Array(TravelTip)
})
export type FoodChunk = typeof FoodChunk.Type

export const VisaChunk = Schema.Struct({ visaInformation: VisaInformation })
export type VisaChunk = typeof VisaChunk.Type

export const DaysChunk = Schema.Struct({ days: Schema.Array(DayDraft) })
export type DaysChunk = typeof DaysChunk.Type

export interface ChunkOf {
  readonly route: RouteChunk
  readonly overview: OverviewChunk
  readonly stays: StaysChunk
  readonly food: FoodChunk
  readonly visa: VisaChunk
  readonly days: DaysChunk
}

/** The schema a chunk's answer must match (structured outputs and validation). */
export const chunkSchema = <K extends ChunkKind>(kind: K, tripType: TripType): Schema.Schema<ChunkOf[K], unknown> => {
  const schemas: { readonly [k in ChunkKind]: Schema.Schema.AnyNoContext } = {
    route: RouteChunk,
    overview: tripType === "international" ? InternationalOverviewChunk : DomesticOverviewChunk,
    stays: StaysChunk,
    food: FoodChunk,
    visa: VisaChunk,
    days: DaysChunk
  }
  return schemas[kind] as unknown as Schema.Schema<ChunkOf[K], unknown>
}

export interface ChunkTask<K extends ChunkKind = ChunkKind> {
  readonly kind: K
  readonly trip: Trip
  /** The route, as context for every chunk after it. */
  readonly route?: RouteChunk
  /** For a days chunk: which days to write. */
  readonly dayNumbers?: ReadonlyArray<number>
  /** Problems of the previous answer for this chunk, when it is being rewritten. */
  readonly feedback?: ReadonlyArray<string>
  /**
   * A days chunk of one day written again for a finished plan (docs/adr/0130-refine-itinerary.md, "AI
   * regeneration"): what the owner asked for, and the places the day must never include (the other days').
   */
  readonly regenerate?: RegenerateDay
  /** Knowledge-base places and facts to choose from; absent when we do not cover the destination. */
  readonly candidates?: {
    readonly destination: string
    readonly lines: ReadonlyArray<string>
    readonly facts: ReadonlyArray<string>
  }
}

/** A place of the plan, as a regenerated day is told to avoid it. */
export interface PlaceRef {
  readonly title: string
  readonly placeId?: string
}

export interface RegenerateDay {
  /** The owner's words ("more beaches, fewer temples"), at most 200 characters. */
  readonly instruction?: string
  /** Places of the rest of the plan: never repeated. */
  readonly avoid: ReadonlyArray<PlaceRef>
  /** The day's places as it is now: better not repeated (the owner asked for something else), allowed when nothing else fits. */
  readonly current: ReadonlyArray<PlaceRef>
  /** Writing one activity again: the one replaced (its title and time slot); the day written gives the suggestion. */
  readonly activity?: {
    readonly title: string
    readonly time: string
    /** Minutes until the day's next activity starts (absent for the day's last): the suggestion must fit in them. */
    readonly minutes?: number
  }
  /**
   * Only the activities that start in this part of the day ('HH:MM', from inclusive, until exclusive):
   * the two halves of a day are written at once by two calls, so a day takes half as long to stream.
   */
  readonly part?: { readonly from?: string; readonly until?: string }
}

/** The writer could not deliver a valid chunk (service down, refused, rate-limited, invalid twice, too slow). */
export class WriterFailure extends Data.TaggedError("WriterFailure")<{ readonly reason: string }> {}

export interface ItineraryWriterPort {
  /** As reported in the adapters record. */
  readonly name: string
  readonly write: <K extends ChunkKind>(task: ChunkTask<K>) => Effect.Effect<ChunkOf[K], WriterFailure>
  /**
   * What the plan says at its top, in the trip's language, when this writer leaves some of the plan's
   * text in English (the offline writer's guide text in a Hindi plan); undefined when it writes it all.
   */
  readonly languageNotice?: (trip: Trip) => string | undefined
  /**
   * A writer worth waiting for (the AI): a covered destination's plan is first saved as the knowledge
   * base's draft, and this writer writes only the days (docs/adr/0180-draft-first-generation.md).
   */
  readonly draftFirst?: boolean
}

export class ItineraryWriter extends Context.Tag("ItineraryWriter")<ItineraryWriter, ItineraryWriterPort>() {}

/** Human names of the sections, as the progress events report them. */
export const sectionName = (task: Pick<ChunkTask, "kind" | "dayNumbers">): string => {
  switch (task.kind) {
    case "route":
      return "Journey plan and costs"
    case "overview":
      return "Destination overview"
    case "stays":
      return "Hotels and transport"
    case "food":
      return "Food, shopping and tips"
    case "visa":
      return "Visa information"
    case "days": {
      const days = task.dayNumbers ?? []
      return days.length <= 1 ? `Day ${days[0] ?? ""}` : `Days ${days[0]}-${days[days.length - 1]}`
    }
  }
}
