import type { Trip } from "@safarnama/events/itineraries/events"
import type { CarriedSight } from "../knowledge/journeys.ts"
import type { Attraction, Destination } from "../knowledge/schema.ts"
import type { Arrival } from "./dayInput.ts"
import { whyNoDayHolds } from "./mustSees.ts"
import { closingNote } from "./sights.ts"
import { minutesText } from "./wording.ts"
import type { Say } from "./words.ts"

/**
 * Sights a journey carries (docs/adr/0190-full-days.md): the Kandy to Ella train is a journey and the
 * must-see of Ella at once; the Georgian Military Road stops at Ananuri on the way to Kazbegi. A trip
 * that travels that way has seen the sight, so the journey takes it when the trip still wants it.
 */

const attractionOf = (destination: Destination, id: string): Attraction | undefined =>
  destination.regions.flatMap((r) => r.attractions).find((a) => a.id === id)

/**
 * Whether the trip still plans a sight: not yet in the plan, in season and for the diet. A journey that
 * is the sight holds it whatever a day could, so "longer than a day" does not rule it out.
 */
export const wantsSight =
  (destination: Destination, trip: Trip, used: ReadonlySet<string>) =>
  (id: string): boolean => {
    const sight = attractionOf(destination, id)
    if (sight === undefined || used.has(id)) return false
    const why = whyNoDayHolds(sight, trip)
    return why === undefined || why === "mustSeeLongerThanADay"
  }

/**
 * The journey's slot as the sight it carries: titled by the sight (or "via" its stop), told in its words,
 * named by its place id, and (for a stop) long enough for the visit.
 */
export const withCarriedSight = (say: Say, destination: Destination, arrival: Arrival, carries: CarriedSight | undefined, from: string, to: string): Arrival => {
  const sight = carries && attractionOf(destination, carries.id)
  if (carries === undefined || sight === undefined) return arrival
  const hours = closingNote(say, sight, [])
  if (!carries.stop) return { ...arrival, title: sight.name, description: `${arrival.description} ${sight.description}${hours}`, placeId: sight.id }
  return {
    ...arrival,
    title: say("travelFromToVia", { from, to, place: sight.name }),
    description: `${arrival.description}${say("journeyStop", { place: sight.name, duration: minutesText(say, sight.visitMinutes), description: sight.description })}${hours}`,
    placeId: sight.id,
    stopMinutes: sight.visitMinutes
  }
}
