import { readFileSync } from "node:fs"
import { bundledKnowledge } from "../src/adapters/knowledge/Knowledge.ts"
import { planCheckPortFor } from "../src/app/itineraries/refineItinerary.ts"
import type { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { GenerationRequested, ItineraryEvent, Trip } from "@safarnama/events/itineraries/events"

/**
 * A finished itinerary to change in tests: the clean 3-day Goa plan of the plan-check suite (real
 * knowledge-base places, passing every hard check), as its events, and the whole-trip checks of its trip.
 */
const file = JSON.parse(readFileSync(new URL("./plans/clean-goa-3-days.json", import.meta.url), "utf8")) as { trip: Trip; content: ItineraryContent }

export const goaTrip: Trip = file.trip
/** The plan as stored before activities had ids. */
export const goaContentWithoutIds: ItineraryContent = file.content

export const OWNER = "user-1"
export const requested: GenerationRequested = {
  itineraryId: "00000000-0000-4000-8000-000000000001",
  userId: OWNER,
  tempId: "t-1",
  request: goaTrip,
  creditsReserved: 1,
  shareToken: "AAAAAAAAAAAAAAAAAAAAAA",
  requestedAt: "2027-01-01T00:00:00.000Z"
}

export const generatedGoa: ReadonlyArray<ItineraryEvent> = [
  { type: "GenerationRequested", data: requested },
  { type: "GenerationCompleted", data: { content: goaContentWithoutIds, writer: "offline" } }
]

export const goaChecks = planCheckPortFor(goaTrip, bundledKnowledge())
