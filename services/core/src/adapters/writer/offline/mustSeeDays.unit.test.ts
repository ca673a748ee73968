import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { phrasesFor } from "./phrases/phrases.ts"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { hoursContextOf } from "../../../domain/knowledge/hours.ts"
import { scheduleDay } from "../../../domain/planner/scheduleDay.ts"
import type { Arrival } from "../../../domain/planner/dayInput.ts"

// Must-sees a day used to leave out although it could hold them (docs/adr/0190-full-days.md): an evening
// must-see on a day the flight home leaves before the evening, a must-see whose reopening a long museum
// took, a must-see further than a day's spread from the stay, and one a little beyond the day's spread on
// the region's last day.
const knowledge = bundledKnowledge()
const guide = (id: string) => knowledge.destinations.find((d) => d.id === id)!
const regionOf = (id: string, name: string) => guide(id).regions.find((r) => r.name.startsWith(name))!

const dayIn = (id: string, regionName: string, days: number, rest: { readonly goingHome?: Arrival; readonly laterDaysHere?: number }) => {
  const destination = guide(id)
  const region = regionOf(id, regionName)
  const trip = sampleTrip(destination.name, destination.type, days)
  const day = scheduleDay({
    trip,
    say: phrasesFor(trip),
    hours: hoursContextOf(destination, trip.travelDates),
    region,
    dayNumber: 2,
    base: { ...region.coordinates, name: region.name },
    used: new Set(),
    ...(rest.goingHome ? { goingHome: rest.goingHome } : {}),
    ...(rest.laterDaysHere === undefined ? {} : { laterDaysHere: rest.laterDaysHere }),
    mealCost: { lunch: 400, dinner: 600 }
  })
  return { ids: day.activities.flatMap((a) => (a.placeId ? [a.placeId] : [])), plan: day.activities.map((a) => `${a.time} ${a.title}`).join("\n") }
}
const flightHome = (minutes: number): Arrival => ({ title: "Journey home to Mumbai", from: "the stay", to: "Mumbai", leg: { mode: "flight", km: 620, minutes }, description: "By air." })

describe("must-sees a day can hold", () => {
  it("sees an evening must-see by day when the flight home leaves before the evening, and keeps a reopening must-see's hours", () => {
    const { ids, plan } = dayIn("hyderabad", "Hussain Sagar", 3, { goingHome: flightHome(215) })
    // Hussain Sagar's best light is the evening, but the lake and the Buddha are there all day; Birla
    // Mandir reopens at 15:00, and a 2.5-hour museum no longer takes that afternoon.
    const sagar = ids.find((id) => /hussain-sagar/.test(id))
    const mandir = ids.find((id) => /birla-mandir/.test(id))
    expect(sagar, plan).toBeDefined()
    expect(mandir, plan).toBeDefined()
  })
  it("keeps a show to its time: the harbour promenade's light show is the evening or not at all", () => {
    const { ids, plan } = dayIn("hong-kong", "Kowloon", 3, { goingHome: flightHome(580) })
    expect(ids.some((id) => /tsim-sha-tsui-promenade/.test(id)), plan).toBe(false)
  })
  it("goes for a must-see beyond the day's spread when a later day holds the short ones near the stay", () => {
    const lucerne = (laterDaysHere: number) => dayIn("switzerland", "Lucerne", 3, { laterDaysHere }).ids
    expect(lucerne(1).some((id) => /titlis/.test(id))).toBe(true)
    expect(lucerne(1).some((id) => /chapel-bridge/.test(id))).toBe(false)
    // With no later day in Lucerne, the day starts from the sights near the stay.
    expect(lucerne(0).some((id) => /chapel-bridge/.test(id))).toBe(true)
  })
  it("takes a must-see a little beyond the day's spread on the region's last day (Modhera's Sun Temple with Rani ki Vav)", () => {
    const modhera = (laterDaysHere: number) => dayIn("gujarat", "Patan", 5, { laterDaysHere }).ids
    expect(modhera(0).some((id) => /modhera/.test(id)), modhera(0).join(", ")).toBe(true)
    expect(modhera(0).some((id) => /rani-ki-vav/.test(id))).toBe(true)
  })
  it("stays with a near must-see too long for a later morning (Gergeti's three hours), whatever lies further", () => {
    const { ids, plan } = dayIn("georgia", "Kazbegi", 7, { laterDaysHere: 1 })
    expect(ids.some((id) => /gergeti/.test(id)), plan).toBe(true)
  })
})
