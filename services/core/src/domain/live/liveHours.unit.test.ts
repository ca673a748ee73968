import { describe, expect, it } from "vitest"
import { hoursTextProblem } from "../knowledge/openingHours.ts"
import { osmHoursOf } from "./liveHours.ts"

const at = (day: number, hour: number, minute = 0) => ({ day, hour, minute })
const daily = (days: ReadonlyArray<number>, open: number, close: number) => days.map((d) => ({ open: at(d, open), close: at(d, close) }))

describe("Google's opening periods as OSM opening_hours", () => {
  it("joins days of the same hours, Monday first, and leaves closed days out", () => {
    expect(osmHoursOf(daily([2, 3, 4, 5, 6, 0], 10, 18))).toBe("Tu-Su 10:00-18:00")
    expect(osmHoursOf(daily([1, 2, 3, 4, 5], 10, 17))).toBe("Mo-Fr 10:00-17:00")
    expect(osmHoursOf([...daily([1, 2], 9, 17), ...daily([6], 10, 14)])).toBe("Mo,Tu 09:00-17:00, Sa 10:00-14:00")
  })
  it("keeps a lunch break and a close past midnight on the opening day's clock", () => {
    const split = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [{ open: at(d, 12), close: at(d, 15) }, { open: at(d, 18), close: at(d, 22, 30) }])
    expect(osmHoursOf(split)).toBe("Mo-Su 12:00-15:00,18:00-22:30")
    const late = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ open: at(d, 11), close: at((d + 1) % 7, 0) }))
    expect(osmHoursOf(late)).toBe("Mo-Su 11:00-24:00")
    expect(osmHoursOf([{ open: at(5, 20), close: at(6, 2) }])).toBe("Fr 20:00-02:00")
  })
  it("keeps a night past midnight when the next day has hours of its own (a seed fast-check found)", () => {
    const text = osmHoursOf([{ open: at(3, 0), close: at(3, 1, 30) }, { open: at(2, 10), close: at(3, 0, 30) }])!
    expect(text).toBe("Tu 10:00-00:30, We 00:00-01:30")
    expect(hoursTextProblem(text, { lat: 47.9, lon: 106.9, countryCode: "mn" }, "Asia/Ulaanbaatar")).toBeUndefined()
  })
  it("reads Google's always-open period as 24/7, and no periods as unknown", () => {
    expect(osmHoursOf([{ open: at(0, 0) }])).toBe("24/7")
    expect(osmHoursOf(undefined)).toBeUndefined()
    expect(osmHoursOf([])).toBeUndefined()
  })
})
