import type { ItineraryDay } from "@safarnama/events/contract/itinerary"
import { interestsOfInstruction } from "../itineraries/instructionInterests.ts"
import { type DayInput, scheduleDay } from "./scheduleDay.ts"

/**
 * One day of a grounded plan written again (docs/adr/0130-refine-itinerary.md, "AI regeneration"):
 * never a sight of another day; other sights than the day has now when the region has them; the
 * interests the owner's instruction names first, and the sights of the ones it declines left out when
 * enough others remain.
 */

export interface Regenerating {
  readonly dayNumber: number
  /** Knowledge-base ids of the other days' places. */
  readonly avoid: ReadonlySet<string>
  /** Knowledge-base ids of the day's places now. */
  readonly current: ReadonlySet<string>
  readonly instruction?: string
  /** Writing one activity again: only sights that fit in this many minutes (its slot). */
  readonly maxVisitMinutes?: number
  /** The plan's route as it was made: the day is written again in its region (route.ts, routeOfPlan). */
  readonly route?: ReadonlyArray<{ readonly regionName: string; readonly daysSpent: ReadonlyArray<number> }>
}

/** What an interest the owner asked for is worth in km of extra travel: about a day trip within the region. */
const ASKED_INTEREST_WORTH_KM = 60

export const regeneratedDay = (input: Omit<DayInput, "used">, regenerating: Regenerating): ItineraryDay => {
  const { wanted, unwanted } = interestsOfInstruction(regenerating.instruction)
  const trip = wanted.length > 0 ? { ...input.trip, interests: wanted as typeof input.trip.interests } : input.trip
  const asked = wanted.length > 0 ? { interestWorthKm: ASKED_INTEREST_WORTH_KM } : {}
  const declined = input.region.attractions.filter((a) => !a.categories.some((c) => (unwanted as ReadonlyArray<string>).includes(c)))
  const liked = unwanted.length > 0 && declined.some((a) => !regenerating.avoid.has(a.id)) ? declined : input.region.attractions
  const max = regenerating.maxVisitMinutes
  const fitting = max === undefined ? liked : liked.filter((a) => a.visitMinutes <= max)
  const region = { ...input.region, attractions: fitting.some((a) => !regenerating.avoid.has(a.id)) ? fitting : liked }
  const sightIds = new Set(region.attractions.map((a) => a.id))
  const sights = (day: ItineraryDay) => day.activities.filter((a) => a.placeId !== undefined && sightIds.has(a.placeId)).length
  const fresh = scheduleDay({ ...input, ...asked, trip, region, used: new Set([...regenerating.avoid, ...regenerating.current]) })
  return sights(fresh) > 0 ? fresh : scheduleDay({ ...input, ...asked, trip, region, used: new Set(regenerating.avoid) })
}
