import { Schema } from "effect"

/**
 * What Safarnama can plan for a destination a traveller typed or picked, before they pay (issue "Every
 * trip a traveller names is planned from real places, or not sold"; docs/adr/0200-no-sale-without-places.md):
 * the guide that covers it, with its regions and how many verified places each holds, or "not yet",
 * with the covered destinations nearest to it, and whether it is a trip of the other type ("Goa" picked
 * as international).
 */
export const CoveredRegion = Schema.Struct({ name: Schema.String, places: Schema.Int })
export const CoveredGuide = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  destinationType: Schema.Literal("domestic", "international"),
  country: Schema.String,
  /** The region the traveller named (Udaipur of Rajasthan): the trip is planned there. */
  focusRegion: Schema.optional(Schema.String),
  regions: Schema.Array(CoveredRegion),
  /** Attractions, places to eat and stays of the guide, each known to our knowledge base. */
  places: Schema.Int,
  /**
   * "google-maps": a guide built from Google Maps Platform for a destination no bundled guide covers
   * (docs/adr/0260-live-grounding.md); every place of it is one Google returned. Absent for a bundled guide.
   */
  source: Schema.optional(Schema.Literal("google-maps"))
})
export type CoveredGuide = typeof CoveredGuide.Type

/**
 * A trip across several places (docs/adr/0210-trips-across-places.md): a list the traveller typed
 * ("Delhi, Agra and Jaipur"), a well-known circuit ("Golden Triangle") or a part of the world
 * ("South India"), with the guides it is planned from in order. An area's guides are chosen for the days.
 */
export const CoveredTrip = Schema.Struct({
  kind: Schema.Literal("list", "circuit", "area"),
  name: Schema.String,
  guides: Schema.Array(CoveredGuide),
  /** An area: the plan takes as many of its guides as the days hold, about three days each. */
  chosenForDays: Schema.Boolean,
  /** Where the circuit or the area is defined (a circuit's order, an area's states or countries). */
  source: Schema.optional(Schema.String)
})
export type CoveredTrip = typeof CoveredTrip.Type

export const CoverageResponse = Schema.Struct({
  destination: Schema.String,
  destinationType: Schema.Literal("domestic", "international"),
  covered: Schema.Boolean,
  /** The guide the trip is planned from, when covered by one guide. */
  guide: Schema.optional(CoveredGuide),
  /** The guides of a trip across several places, when covered so. */
  across: Schema.optional(CoveredTrip),
  /** Not covered as asked, but covered as a trip of the other type ("Goa" is domestic). */
  otherType: Schema.optional(CoveredGuide),
  /** Why it is not covered, when the live source found it but cannot plan it now (too few places, Google unavailable). */
  reason: Schema.optional(Schema.String),
  /** Covered destinations near it (same state or country), when it is not covered. */
  nearest: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, destinationType: Schema.Literal("domestic", "international") }))
})
export type CoverageResponse = typeof CoverageResponse.Type

/** The answer to a generation for a destination we cannot plan from verified places (nothing reserved, nothing saved). */
export const notCoveredMessage = (destination: string): string =>
  `We can't plan ${destination.trim()} from verified places yet, so no credits were used. Choose one of the destinations we cover.`
/** The answer when the destination is covered as a trip of the other type. */
export const otherTypeMessage = (destination: string, type: "domestic" | "international"): string =>
  `${destination.trim()} is ${type === "domestic" ? "in India: choose Domestic" : "abroad: choose International"} to plan it.`

/** The live source (Google Maps Platform) could not answer: nothing was reserved, try again later. */
export const liveUnavailableMessage = (destination: string): string =>
  `We couldn't reach our map source to plan ${destination.trim()} just now, so no credits were used. Please try again in a few minutes.`
/** Today's budget of calls to the live source is spent: new destinations are planned again tomorrow (UTC). */
export const liveBudgetSpentMessage = (destination: string): string =>
  `We can't plan new destinations such as ${destination.trim()} any more today, so no credits were used. Please try again tomorrow, or choose one of the destinations we cover.`
/** The live source found the destination, but not enough of it to plan from: `why` says what is missing. */
export const liveRefusedMessage = (destination: string, why: string): string =>
  `We can't plan ${destination.trim()} from verified places yet: ${why.trim().replace(/\.$/, "")}. No credits were used.`
