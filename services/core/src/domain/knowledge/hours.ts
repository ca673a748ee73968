import type { OpeningHours, Weekday } from "./schema.ts"

/** Minutes after midnight of 'HH:MM'. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(":").map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export const clock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/** A duration the itinerary format accepts exactly: '45 minutes', '2 hours', '1.5 hours' or '155 minutes'. */
export const durationText = (minutes: number): string => {
  if (minutes < 60 || minutes % 30 !== 0) return `${minutes} minutes`
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`
}

/** The days a place is closed, wherever the knowledge base records them. */
export const closedDaysOf = (place: { readonly hours?: OpeningHours; readonly closedOn?: ReadonlyArray<Weekday> }): ReadonlyArray<Weekday> => [
  ...(place.hours?.closedOn ?? []),
  ...(place.closedOn ?? [])
]

/** Whether a visit from `start` for `minutes` fits the opening hours (closing after midnight allowed). */
export const withinHours = (hours: OpeningHours, start: number, minutes: number): boolean => {
  const open = minutesOf(hours.open)
  let close = minutesOf(hours.close)
  if (close <= open) close += 24 * 60
  return start >= open && start + minutes <= close
}
