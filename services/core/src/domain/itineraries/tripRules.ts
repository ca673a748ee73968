import type { TripRequest } from "@safarnama/events/contract/itinerary"
import { DEFAULT_PLAN_LANGUAGE, defaultVisaStatus, type PlanLanguage, yearChoices } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"

/**
 * The request rules that depend on today (spec section 5): travel dates are '{Month} {Year}' with the
 * year among the current one and the next two. The schema has already checked the shape.
 */
export const travelDatesProblem = (travelDates: string, now: Date): string | undefined => {
  const year = Number(travelDates.split(" ")[1])
  const choices = yearChoices(now)
  return choices.includes(year) ? undefined : `Travel dates must be in ${choices.slice(0, -1).join(", ")} or ${choices[choices.length - 1]}`
}

/**
 * The trip the writer gets: origin defaults to the traveller's saved location, visa status to the trip
 * type's, the plan's language to English (stored, so the event says which language was asked for).
 */
export const tripOf = (request: TripRequest, savedLocation: string | null | undefined): Trip => {
  const { origin, visaStatus, language, ...rest } = request
  return {
    ...rest,
    origin: origin && origin.length > 0 ? origin : (savedLocation ?? "").trim(),
    visaStatus: visaStatus ?? defaultVisaStatus(request.destinationType),
    language: language ?? DEFAULT_PLAN_LANGUAGE
  }
}

/** The language a stored trip is written in: English for trips requested before the choice existed. */
export const planLanguageOf = (trip: { readonly language?: PlanLanguage | undefined }): PlanLanguage => trip.language ?? DEFAULT_PLAN_LANGUAGE
