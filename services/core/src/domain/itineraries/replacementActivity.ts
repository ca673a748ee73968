import type { Activity, ActivityDraft, Hotel } from "@safarnama/events/contract/itinerary"
import { durationText } from "../knowledge/hours.ts"
import { isAttraction, isStay, type PlaceEntry } from "../knowledge/index.ts"
import { roadSpeedOf } from "../knowledge/journeys.ts"
import { describeLeg, localLeg } from "../knowledge/travel.ts"

/**
 * Knowledge-base places as plan entries, for the owner's changes (docs/adr/0130-refine-itinerary.md):
 * a sight or experience in place of an activity, a stay as a region's hotel. The facts come from the
 * knowledge base (name, address, typical visit length and price), the time from the activity replaced.
 */

/**
 * The activity for a knowledge-base sight at the replaced activity's time. The way there is computed
 * from the stop before it when that stop is a known place; otherwise the replaced activity's is kept
 * (the travel-time check then judges it).
 */
export const activityForPlace = (entry: PlaceEntry, replaced: Activity, previous: PlaceEntry | undefined): ActivityDraft | undefined => {
  const place = entry.place
  if (!isAttraction(place)) return undefined
  const leg = previous ? localLeg(previous.place, place, entry.region.terrain, roadSpeedOf(entry.destination)) : undefined
  return {
    type: place.type,
    title: place.name,
    time: replaced.time,
    details: {
      location: place.address,
      distanceFromPrevious: leg ? `${leg.km} km` : replaced.details.distanceFromPrevious,
      travelTime: leg ? describeLeg(leg) : replaced.details.travelTime,
      duration: durationText(place.visitMinutes),
      cost: place.costInr,
      description: place.description
    },
    placeId: place.id
  }
}

/** A knowledge-base stay as a hotel option of the plan's region. */
export const hotelForStay = (entry: PlaceEntry, region: string): Hotel | undefined => {
  const place = entry.place
  if (!isStay(place)) return undefined
  return {
    name: place.name,
    pricePerNight: place.pricePerNightInr,
    // Not known: no rating is looked up (0 shows no stars).
    rating: 0,
    userRatingsTotal: 0,
    region,
    propertyType: place.propertyType,
    address: place.address,
    placeId: place.id
  }
}
