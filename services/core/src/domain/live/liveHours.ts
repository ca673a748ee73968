import type { LiveOpeningPeriod, LiveWeekTime } from "./findings.ts"

/**
 * Google's opening periods (`regularOpeningHours.periods`, day 0 Sunday) as an OpenStreetMap
 * `opening_hours` text, the form every guide's hours take (schema.ts `Hours`): days with the same hours
 * are joined ("Tu-Su 10:00-18:00"), a period past midnight ends on the next day's clock ("18:00-02:00"),
 * rules for different days are additional ("Mo,Tu 09:00-17:00, Sa 10:00-14:00"),
 * a day with no period is closed. Undefined when Google gave no periods.
 */
const OSM_DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const
/** The order an OSM text lists days in: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const

const clock = (t: Pick<LiveWeekTime, "hour" | "minute">) => `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`

/** A period's span on its opening day's clock; a close at midnight is 24:00. */
const spanOf = (period: LiveOpeningPeriod & { readonly close: LiveWeekTime }): string => {
  const { open, close } = period
  const endsAtMidnight = close.hour === 0 && close.minute === 0 && close.day !== open.day
  return `${clock(open)}-${endsAtMidnight ? "24:00" : clock(close)}`
}

export const osmHoursOf = (periods: ReadonlyArray<LiveOpeningPeriod> | undefined): string | undefined => {
  if (periods === undefined || periods.length === 0) return undefined
  // Google's way of saying always open: one period opening Sunday 00:00 and never closing.
  if (periods.some((p) => p.close === undefined)) return "24/7"
  const byDay = new Map<number, Array<string>>()
  for (const p of [...periods].sort((a, b) => a.open.day - b.open.day || a.open.hour - b.open.hour || a.open.minute - b.open.minute)) {
    const day = ((p.open.day % 7) + 7) % 7
    byDay.set(day, [...(byDay.get(day) ?? []), spanOf(p as LiveOpeningPeriod & { readonly close: LiveWeekTime })])
  }
  const everyDay = WEEK.map((d) => byDay.get(d)?.join(",") ?? "")
  if (everyDay.every((spans) => spans === "00:00-24:00")) return "24/7"
  // Runs of consecutive days (Monday first) with the same spans.
  const rules: Array<string> = []
  for (let i = 0; i < WEEK.length; ) {
    const spans = everyDay[i]!
    let j = i
    while (j + 1 < WEEK.length && everyDay[j + 1] === spans) j++
    if (spans !== "") {
      const days = i === j ? OSM_DAYS[WEEK[i]!] : `${OSM_DAYS[WEEK[i]!]}${j === i + 1 ? "," : "-"}${OSM_DAYS[WEEK[j]!]}`
      rules.push(`${days} ${spans}`)
    }
    i = j + 1
  }
  // Joined as additional rules (","), not overriding ones (";"): a Tuesday open until 00:30 keeps its
  // half hour past midnight when Wednesday has rules of its own.
  return rules.length === 0 ? undefined : rules.join(", ")
}
