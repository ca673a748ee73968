import { describe, expect, it } from "vitest"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { phrasesFor } from "./phrases/phrases.ts"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { hoursContextOf, minutesOf } from "../../../domain/knowledge/hours.ts"
import { scheduleDay } from "../../../domain/planner/scheduleDay.ts"
import { offlineItinerary } from "./OfflineWriter.ts"
import { checkDayGaps, checkPacing, groundingOf } from "../../../domain/itineraries/groundedChecks.ts"
import { sunriseMinutes } from "../../../domain/knowledge/sunrise.ts"

// A day whose sight cannot start before the afternoon (the Attari-Wagah Beating Retreat at 16:30) has
// lunch before it: after it, lunchtime is over (docs/adr/0190-full-days.md).
const amritsar = bundledKnowledge().destinations.find((d) => d.id === "amritsar")!
const attari = amritsar.regions.find((r) => r.id === "attari-wagah")!
const CEREMONY = "amritsar-beating-retreat-ceremony"

describe("a day whose sight waits for the afternoon", () => {
  it("has lunch before the 16:30 ceremony, not none", () => {
    const trip = { ...sampleTrip("Amritsar", "domestic", 3), dietaryRestrictions: "vegetarian" as const }
    const day = scheduleDay({
      trip,
      say: phrasesFor(trip),
      hours: hoursContextOf(amritsar, trip.travelDates),
      region: attari,
      dayNumber: 2,
      base: { ...attari.coordinates, name: "Attari" },
      used: new Set(attari.attractions.map((a) => a.id).filter((id) => id !== CEREMONY)),
      mealCost: { lunch: 400, dinner: 600 }
    })
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    const lunch = day.activities.find((a) => a.type === "food" && /^Lunch/.test(a.title))
    const ceremony = day.activities.find((a) => a.placeId === CEREMONY)
    expect(ceremony?.time, plan).toBe("16:30")
    expect(lunch, plan).toBeDefined()
    expect(minutesOf(lunch!.time)).toBeLessThan(minutesOf(ceremony!.time))
  })
})

// The last day's way home leaves when the day is done: with every sight and market of the region planned
// already, it leaves after check-out, not at 14:00 after a morning of nothing (the Mahabaleshwar finding).
const knowledge = bundledKnowledge()

/** One day of a guide's region for a trip, with a region-centre stay, and the day as lines for messages. */
const dayIn = (
  guide: (typeof knowledge.destinations)[number],
  region: (typeof knowledge.destinations)[number]["regions"][number],
  trip: ReturnType<typeof sampleTrip>,
  rest: { readonly dayNumber: number; readonly used: Set<string>; readonly baseName?: string; readonly laterDaysHere?: number }
) => {
  const day = scheduleDay({
    trip,
    say: phrasesFor(trip),
    hours: hoursContextOf(guide, trip.travelDates),
    region,
    dayNumber: rest.dayNumber,
    base: { ...region.coordinates, name: rest.baseName ?? region.name },
    used: rest.used,
    ...(rest.laterDaysHere === undefined ? {} : { laterDaysHere: rest.laterDaysHere }),
    mealCost: { lunch: 400, dinner: 600 }
  })
  return { day, plan: day.activities.map((a) => `${a.time} ${a.title}`).join("\n") }
}
const mahabaleshwar = knowledge.destinations.find((d) => d.id === "mahabaleshwar")!
const hillTown = mahabaleshwar.regions[0]!

describe("the last day with nothing left to see", () => {
  it("leaves for home after check-out, its lunch on the way, and has no empty morning", () => {
    const trip = sampleTrip("Mahabaleshwar", "domestic", 5)
    const used = new Set([...hillTown.attractions.map((a) => a.id), ...hillTown.markets.map((m) => `market:${m.name}`)])
    const goingHome = { title: "Journey home to Mumbai", from: hillTown.name, to: "Mumbai", leg: { mode: "road" as const, km: 240, minutes: 300 }, description: "By road." }
    const day = scheduleDay({
      trip,
      say: phrasesFor(trip),
      hours: hoursContextOf(mahabaleshwar, trip.travelDates),
      region: hillTown,
      dayNumber: 5,
      base: { ...hillTown.coordinates, name: hillTown.name },
      used,
      goingHome,
      mealCost: { lunch: 400, dinner: 600 }
    })
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    expect(day.activities.map((a) => a.title), plan).toEqual(["Journey home to Mumbai"])
    expect(day.activities[0]!.time).toBe("10:00")
    expect(checkDayGaps(day), plan).toEqual([])
  })
})

// A day of a long stay with every sight and market of its region planned before is a named free day at
// the stay, without a hole: not lunch and dinner alone (issue 40, point 8).
describe("a day with nothing left to see", () => {
  it("is a named free day at the stay, the morning and the afternoon, with no stretch of over 2 hours empty", () => {
    const trip = sampleTrip("Mahabaleshwar", "domestic", 30)
    const used = new Set([...hillTown.attractions.map((a) => a.id), ...hillTown.markets.map((m) => `market:${m.name}`)])
    const day = scheduleDay({
      trip,
      say: phrasesFor(trip),
      hours: hoursContextOf(mahabaleshwar, trip.travelDates),
      region: hillTown,
      dayNumber: 20,
      base: { ...hillTown.coordinates, name: "Hotel Panorama" },
      used,
      laterDaysHere: 10,
      mealCost: { lunch: 400, dinner: 600 }
    })
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    expect(day.activities.map((a) => a.title), plan).toEqual(
      expect.arrayContaining(["Morning at leisure at Hotel Panorama", `Afternoon at leisure around ${hillTown.name}`])
    )
    expect(day.activities.filter((a) => a.type === "rest").every((a) => a.details.description.includes("a day of your own")), plan).toBe(true)
    expect(checkDayGaps(day), plan).toEqual([])
  })
})

// Sunrise sights are at the month's real sunrise (issue 40: "Sunrise boat ride on the Ganges" at 08:50 in
// December, when the sun rises at about 06:40), both when the planner plans them and when a plan is checked.
const varanasi = knowledge.destinations.find((d) => d.id === "varanasi")!
const ghats = varanasi.regions[0]!

describe("sunrise", () => {
  it("is computed for the place and month", () => {
    const december = sunriseMinutes(ghats.coordinates, varanasi.timeZone, "December 2026")!
    const june = sunriseMinutes(ghats.coordinates, varanasi.timeZone, "June 2027")!
    expect(december).toBeGreaterThanOrEqual(6 * 60 + 25)
    expect(december).toBeLessThanOrEqual(6 * 60 + 45)
    expect(june).toBeGreaterThanOrEqual(5 * 60)
    expect(june).toBeLessThanOrEqual(5 * 60 + 15)
    expect(sunriseMinutes({ lat: 69.65, lon: 18.95 }, "Europe/Oslo", "December 2027")).toBeUndefined()
  })

  it("fails a sunrise boat ride at 08:50 in December and passes one at 06:15", () => {
    const trip = { ...sampleTrip("Varanasi", "domestic", 3), travelDates: "December 2026" }
    const grounding = groundingOf(knowledge.resolve("Varanasi", "domestic"), knowledge)
    const dayAt = (time: string) => ({
      dayNumber: 1,
      theme: "Ghats",
      region: ghats.name,
      subArea: ghats.name,
      visitedAttractions: [],
      activities: [{ type: "sightseeing", title: "Sunrise boat ride on the Ganges", time, details: { location: "Dashashwamedh Ghat", distanceFromPrevious: "1 km", travelTime: "10 minutes", duration: "1.5 hours", cost: 300, description: "A boat along the ghats." } }]
    })
    expect(checkPacing(dayAt("08:50"), trip, grounding).map((p) => p.message).join(" ")).toMatch(/sunrise there in December 2026 is about 06:[2-4]\d/)
    expect(checkPacing(dayAt("06:15"), trip, grounding)).toEqual([])
  })

  it("plans each sunrise sight before the month's sunrise, in December and in June", () => {
    for (const travelDates of ["December 2026", "June 2027"]) {
      const trip = { ...sampleTrip("Varanasi", "domestic", 3), travelDates }
      const sunrise = sunriseMinutes(ghats.coordinates, varanasi.timeZone, travelDates)!
      const sunriseSights = ghats.attractions.filter((a) => a.bestTime === "sunrise")
      expect(sunriseSights.length).toBeGreaterThan(0)
      const day = scheduleDay({
        trip,
        say: phrasesFor(trip),
        hours: hoursContextOf(varanasi, trip.travelDates),
        region: ghats,
        dayNumber: 2,
        base: { ...ghats.coordinates, name: ghats.name },
        used: new Set(),
        mealCost: { lunch: 400, dinner: 600 }
      })
      const first = day.activities[0]!
      const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
      expect(sunriseSights.map((s) => s.id), plan).toContain(first.placeId)
      expect(minutesOf(first.time), plan).toBeLessThanOrEqual(sunrise)
      expect(minutesOf(first.time), plan).toBeGreaterThanOrEqual(sunrise - 60)
    }
  })
})

// Back at the base after a day trip, an empty stretch before dinner is free time at one of the base's
// markets: the day-trip region may have none (Karla and Bhaja, from Lonavala).
const lonavala = knowledge.destinations.find((d) => d.id === "lonavala")!
const [lonavalaBase, karla] = [lonavala.regions.find((r) => r.id === "lonavala-khandala")!, lonavala.regions.find((r) => r.id === "lonavala-karla-maval")!]

describe("a day trip that ends in the afternoon", () => {
  it("fills the stretch back at the base with free time at the base's market", () => {
    const trip = sampleTrip("Lonavala", "domestic", 5)
    const kept = karla.attractions.find((a) => a.name.startsWith("Karla Caves"))!
    const leg = { mode: "road" as const, km: 12, minutes: 25 }
    const day = scheduleDay({
      trip,
      say: phrasesFor(trip),
      hours: hoursContextOf(lonavala, trip.travelDates),
      region: karla,
      dayNumber: 3,
      base: { ...lonavalaBase.coordinates, name: lonavalaBase.name },
      arrival: { title: "Day trip to Karla", from: lonavalaBase.name, to: karla.name, leg, description: "By road." },
      returnTo: { title: "Back to Lonavala", from: karla.name, to: lonavalaBase.name, leg, description: "By road." },
      dinnerRegion: lonavalaBase,
      used: new Set([...karla.attractions.filter((a) => a !== kept).map((a) => a.id), ...lonavalaBase.attractions.map((a) => a.id)]),
      mealCost: { lunch: 400, dinner: 600 }
    })
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    const back = day.activities.findIndex((a) => a.title === "Back to Lonavala")
    const free = day.activities.findIndex((a) => a.title === `Free time at ${lonavalaBase.markets[0]!.name}`)
    expect(free, plan).toBeGreaterThan(back)
    const backAt = minutesOf(day.activities[back]!.time)
    expect(checkDayGaps(day).filter((p) => Number(/from (\d\d):/.exec(p.message)?.[1]) * 60 >= backAt), plan).toEqual([])
  })
})

// A dinner experience after lunch (Old Delhi's evening food walk): lunch no longer rules it out, and it
// is the day's dinner, not beside one.
const delhi = knowledge.destinations.find((d) => d.id === "delhi")!
const oldDelhi = delhi.regions.find((r) => r.id === "old-delhi")!
const FOOD_WALK = "delhi-old-delhi-food-walk"

describe("a dinner experience", () => {
  it("follows lunch and stands for dinner", () => {
    const trip = { ...sampleTrip("Delhi", "domestic", 4), dietaryRestrictions: "vegetarian" as const }
    // Sights before and after lunch: the walk's turn comes once lunch is over.
    const daytime = oldDelhi.attractions.filter((a) => a.demand?.mustSee === true && a.bestTime !== "evening").map((a) => a.id)
    const { day, plan } = dayIn(delhi, oldDelhi, trip, { dayNumber: 2, used: new Set(oldDelhi.attractions.map((a) => a.id).filter((id) => id !== FOOD_WALK && !daytime.includes(id))) })
    const lunch = day.activities.find((a) => a.type === "food" && /^Lunch/.test(a.title))
    const walk = day.activities.find((a) => a.placeId === FOOD_WALK)
    expect(walk, plan).toBeDefined()
    expect(minutesOf(lunch!.time), plan).toBeLessThan(minutesOf(walk!.time))
    expect(day.activities.some((a) => a.type === "food" && /^Dinner/.test(a.title)), plan).toBe(false)
  })
})

// A day whose region has one sight left and no market: the afternoon after it is named time at leisure at
// the stay, saying why, not a hole (ADR 0190); the ride to the stay and on to dinner are kept.
describe("a day whose region runs out of sights", () => {
  it("names the rest of the afternoon as time at leisure at the stay", () => {
    const trip = sampleTrip("Mahabaleshwar", "domestic", 7)
    const kept = hillTown.attractions.find((a) => a.bestTime === "morning" && a.demand?.mustSee !== true)!
    const used = new Set([...hillTown.attractions.filter((a) => a !== kept).map((a) => a.id), ...hillTown.markets.map((m) => `market:${m.name}`)])
    const { day, plan } = dayIn(mahabaleshwar, hillTown, trip, { dayNumber: 4, used, baseName: "Hotel Panorama", laterDaysHere: 3 })
    expect(day.activities.some((a) => a.placeId === kept.id), plan).toBe(true)
    const leisure = day.activities.filter((a) => a.title === "Time at leisure at Hotel Panorama")
    expect(leisure.length, plan).toBeGreaterThan(0)
    expect(leisure.every((a) => a.type === "rest" && a.details.description.startsWith(`Nothing more of ${hillTown.name} in our guide fits`)), plan).toBe(true)
    expect(checkDayGaps(day), plan).toEqual([])
    expect(checkPacing(day, trip, groundingOf(knowledge.resolve("Mahabaleshwar", "domestic"), knowledge)), plan).toEqual([])
  })
})

// A dawn ceremony with its own time before sunrise is at that time (Mahakaleshwar's Bhasma Aarti at
// 04:00), not left out because it precedes the half hour before sunrise the other sunrise sights keep.
const ujjainGuide = knowledge.destinations.find((d) => d.id === "ujjain")!
const ujjain = ujjainGuide.regions.find((r) => r.attractions.some((a) => a.id === "ujjain-bhasma-aarti"))!

describe("a dawn ceremony", () => {
  it("is planned at its own time before sunrise, and the day passes the pacing check", () => {
    const trip = sampleTrip("Ujjain", "domestic", 3)
    const { day, plan } = dayIn(ujjainGuide, ujjain, trip, { dayNumber: 2, used: new Set() })
    expect(day.activities[0], plan).toMatchObject({ placeId: "ujjain-bhasma-aarti", time: "04:00" })
    expect(checkPacing(day, trip, groundingOf(knowledge.resolve("Ujjain", "domestic"), knowledge)), plan).toEqual([])
  })
})

// Stretches a little over 2 hours the knowledge bench found, with the stay too far for time at leisure
// there to be worth the ride: the meal after is eaten sooner (Ooty's last day once, Kalhatti Falls done at
// 10:20, lunch at 12:30), and time at leisure at the stay from 45 minutes (a vegan's second afternoon at Yamunotri in March).
describe("a stretch just over 2 hours", () => {
  const planOf = (destination: string, type: "domestic" | "international", duration: number, diet: ReturnType<typeof sampleTrip>["dietaryRestrictions"] = "none") =>
    offlineItinerary({ ...sampleTrip(destination, type, duration), dietaryRestrictions: diet }, knowledge)
  it("moves lunch sooner, to no earlier than 12:00", () => {
    // Kasauli's fourth day for a vegan: Barog station done at 10:05, no kitchen known for the diet nearby.
    const day = planOf("Kasauli", "domestic", 7, "vegan").dailyItinerary[3]!
    const plan = day.activities.map((a) => `${a.time} ${a.title}`).join("\n")
    const lunch = day.activities.find((a) => a.title.startsWith("Lunch"))!
    expect(minutesOf(lunch.time), plan).toBeLessThan(12 * 60 + 30)
    expect(minutesOf(lunch.time), plan).toBeGreaterThanOrEqual(12 * 60)
    expect(checkDayGaps(day), plan).toEqual([])
  })
  it("names 45 minutes or more at the stay as time at leisure", () => {
    for (const [destination, type, duration, diet, dayNumber] of [["Char Dham", "domestic", 5, "vegan", 2], ["Kuwait", "international", 7, "none", 5]] as const) {
      const day = planOf(destination, type, duration, diet).dailyItinerary[dayNumber - 1]!
      const plan = day.activities.map((a) => `${a.time} ${a.title} ${a.details.duration}`).join("\n")
      expect(day.activities.some((a) => a.title.startsWith("Time at leisure at")), plan).toBe(true)
      expect(checkDayGaps(day), plan).toEqual([])
    }
  })
})
