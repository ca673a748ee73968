import { getTimes } from "suncalc"
import type { Coordinates } from "./schema.ts"
import { monthOfTravel } from "./meals.ts"

/**
 * Sunrise at a place in the travel month, in wall-clock minutes at the destination: a sunrise boat ride
 * in Varanasi is at 06:15 in December and at 05:00 in June, not at a fixed hour. Computed with the
 * maintained `suncalc` library for the 15th of the month (a month's sunrise moves by about half an hour
 * at most in India); undefined where the sun does not rise that day (polar night) or the month is unknown.
 */
export const sunriseMinutes = (at: Coordinates, timeZone: string, travelDates: string | undefined): number | undefined => {
  const month = travelDates ? monthOfTravel(travelDates) : undefined
  if (month === undefined) return undefined
  const year = Number(/\b(20\d\d)\b/.exec(travelDates ?? "")?.[1] ?? new Date().getUTCFullYear())
  // Local solar noon of the 15th, so that the sun times are those of that day at the place.
  const noon = new Date(Date.UTC(year, month - 1, 15, 12) - (at.lon / 15) * 3_600_000)
  const sunrise = getTimes(noon, at.lat, at.lon).sunrise
  if (sunrise === null || Number.isNaN(sunrise.getTime())) return undefined
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(sunrise)
  const part = (type: "hour" | "minute") => Number(parts.find((p) => p.type === type)?.value)
  return part("hour") * 60 + part("minute")
}

/** An activity named for the sunrise ("Sunrise boat ride", "सूर्योदय"): it is at sunrise or it is not one. */
export const saysSunrise = (title: string): boolean => /\bsunrise\b|(?<![\u0900-\u097F])सूर्योदय/i.test(title) && !/\bsunset\b|सूर्यास्त/i.test(title)

/** How long after sunrise a sunrise activity may start (the light is gone by then). */
export const SUNRISE_LATE_MINUTES = 30
