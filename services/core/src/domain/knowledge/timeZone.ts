/**
 * A time zone as a traveller reads it, with the difference to India: "Asia/Bangkok (GMT+7; 1 h 30 min
 * ahead of India)". The offset is taken in the middle of the travel month, so summer time is right.
 */
export const timeZoneText = (zone: string, travelDates: string): string => {
  const parsed = Date.parse(`15 ${travelDates} 12:00 UTC`)
  const at = new Date(Number.isNaN(parsed) ? Date.now() : parsed)
  const offset = offsetMinutes(zone, at)
  if (offset === undefined) return zone
  const diff = offset - 330
  const sign = offset >= 0 ? "+" : "-"
  const abs = Math.abs(offset)
  const gmt = `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, "0")}` : ""}`
  const hours = Math.floor(Math.abs(diff) / 60)
  const minutes = Math.abs(diff) % 60
  const amount = [hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""].filter(Boolean).join(" ")
  return `${zone} (${gmt}; ${diff === 0 ? "same time as India" : `${amount} ${diff > 0 ? "ahead of" : "behind"} India`})`
}

/** Minutes east of UTC for a zone at an instant; undefined for an unknown zone. */
export const offsetMinutes = (zone: string, at: Date): number | undefined => {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "")
    if (!match) return name === "GMT" ? 0 : undefined
    return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
  } catch {
    return undefined
  }
}
