import { describe, expect, it } from "vitest"
import { closedDaysOf, hoursContextOf, visitWeek } from "./hours.ts"
import { hoursTextProblem, openingsOfWeek, stateIn } from "./openingHours.ts"

/** A visit on 2026-12-07 (the week's first day), as the writers and checks evaluate it: the week's openings, then arithmetic. */
const visitOn7December = (osm: string, place: { lat: number; lon: number }, timeZone: string, start: number, minutes: number) =>
  stateIn(openingsOfWeek(osm, place, timeZone, "2026-12-07"), start, minutes)

const agra = { lat: 27.1751, lon: 78.0421 }
const inAgra = hoursContextOf({ timeZone: "Asia/Kolkata" }, "December 2026")
const taj = { ...agra, hours: { status: "sourced" as const, osm: "Sa-Th 06:00-18:30; Fr off", source: "https://example.org", asOf: "2026-11" } }

describe("opening hours, with the opening_hours library", () => {
  it("a visit fits six days of the week and not the closing day", () => {
    expect(visitWeek(taj, inAgra, 10 * 60, 120)).toEqual({ open: ["Mon", "Tue", "Wed", "Thu", "Sat", "Sun"], closed: ["Fri"], unknown: [] })
    expect(closedDaysOf(taj, inAgra)).toEqual(["Fri"])
  })

  it("a visit that runs past closing time fits no day", () => {
    expect(visitWeek(taj, inAgra, 17 * 60 + 30, 120)?.open).toEqual([])
  })

  it("reads the destination's wall clock, whatever the server's time zone", () => {
    const before = process.env.TZ
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
        process.env.TZ = zone
        expect(visitOn7December("Mo-Su 09:00-17:00", agra, "Asia/Kolkata", 9 * 60, 60)).toBe("open")
        expect(visitOn7December("Mo-Su 09:00-17:00", agra, "Asia/Kolkata", 8 * 60, 60)).toBe("closed")
      }
    } finally {
      process.env.TZ = before
    }
  })

  it("works out sunrise at the place: Agra's December sunrise is about 07:00", () => {
    const at = (minutes: number) => visitOn7December("sunrise-sunset", agra, "Asia/Kolkata", minutes, 30)
    expect(at(6 * 60 + 15)).toBe("closed")
    expect(at(7 * 60 + 30)).toBe("open")
  })

  it("applies seasonal hours in the travel month", () => {
    const museum = { ...agra, hours: { status: "estimated" as const, osm: "Apr-Sep: Mo-Su 08:00-19:00; Oct-Mar: Mo-Su 09:00-17:00", how: "test" } }
    expect(visitWeek(museum, hoursContextOf({ timeZone: "Asia/Kolkata" }, "June 2027"), 17 * 60 + 30, 60)?.open).toHaveLength(7)
    expect(visitWeek(museum, hoursContextOf({ timeZone: "Asia/Kolkata" }, "January 2027"), 17 * 60 + 30, 60)?.open).toEqual([])
  })

  it("days known closed with hours unknown otherwise are unknown, not open", () => {
    const place = { ...agra, hours: { status: "estimated" as const, osm: "Mo-Th,Sa,Su unknown; Fr off", how: "closing day only" } }
    expect(visitWeek(place, inAgra, 10 * 60, 60)).toEqual({ open: [], closed: ["Fri"], unknown: ["Mon", "Tue", "Wed", "Thu", "Sat", "Sun"] })
    expect(visitWeek({ ...agra, hours: { status: "unknown" as const } }, inAgra, 10 * 60, 60)).toBeUndefined()
  })

  it("refuses text the library cannot read, and public holidays without a calendar", () => {
    expect(hoursTextProblem("daily nine to five", agra, "Asia/Kolkata")).toMatch(/opening_hours/)
    expect(hoursTextProblem("Mo-Su 09:00-17:00; PH off", agra, "Asia/Kolkata")).toBeDefined()
    expect(hoursTextProblem("Mo-Su 09:00-17:00; PH off", { lat: 48.86, lon: 2.34, countryCode: "fr" }, "Europe/Paris")).toBeUndefined()
  })
})
