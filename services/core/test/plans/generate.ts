// Writes the plan-check fixtures of this folder (npx tsx services/core/test/plans/generate.ts): clean plans
// from the offline writer, including trips real travellers make (a round trip, a rest day, a late dinner),
// and corrupted plans with one violation each, named after the rule that must catch it. The fixtures are
// committed; regenerate them only on purpose (the knowledge base or the writer changed).
import { hoursContextOf, visitWeek } from "../../src/domain/knowledge/hours.ts"
import { writeFileSync } from "node:fs"
import { bundledKnowledge } from "../../src/adapters/knowledge/Knowledge.ts"
import { offlineItinerary } from "../../src/adapters/writer/offline/OfflineWriter.ts"
import type { Activity, ItineraryContent, ItineraryDay } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { sampleTrip } from "../../src/cli/sampleTrip.ts"

const knowledge = bundledKnowledge()
const here = new URL("./", import.meta.url)
const trip = (destination: string, type: Trip["destinationType"], duration: number, extra: Partial<Trip> = {}): Trip => ({
  ...sampleTrip(destination, type, duration),
  travelDates: "March 2027",
  ...extra
})
const write = (name: string, t: Trip, content: ItineraryContent | Plan, expect: ReadonlyArray<string>, about: string) =>
  writeFileSync(new URL(`${name}.json`, here), `${JSON.stringify({ about, expect, trip: t, content }, null, 2)}\n`)
type DeepMutable<T> = T extends ReadonlyArray<infer U> ? Array<DeepMutable<U>> : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T
type Plan = DeepMutable<ItineraryContent>
const clone = <A>(a: A): DeepMutable<A> => structuredClone(a) as DeepMutable<A>
const sights = (day: DeepMutable<ItineraryDay>) => day.activities.filter((a) => a.placeId && a.type !== "food" && a.type !== "transport")

// ---- Clean plans --------------------------------------------------------------------------------------
const ladakh = trip("Leh-Ladakh", "domestic", 5, { interests: ["nature", "adventure"] })
write("clean-ladakh-5-days", ladakh, offlineItinerary(ladakh, knowledge), [], "Ladakh, 5 days (the trip the placeholder writer used to fail)")
const paris = trip("Paris", "international", 4)
write("clean-france-4-days", paris, offlineItinerary(paris, knowledge), [], "Paris, 4 days")
const japan = trip("Japan", "international", 7, { dietaryRestrictions: "vegetarian" })
write("clean-japan-7-days-vegetarian", japan, offlineItinerary(japan, knowledge), [], "Japan, 7 days, vegetarian")
const goa = trip("Goa", "domestic", 3, { travelStyle: "relaxed" })
const goaPlan = offlineItinerary(goa, knowledge)
write("clean-goa-3-days", goa, goaPlan, [], "Goa, 3 days, relaxed")

// A round trip: Delhi, Agra, and back to Delhi for the flight home (a region visited twice).
const delhi = trip("Delhi", "domestic", 5)
const delhiPlan = clone(offlineItinerary(delhi, knowledge))
const [firstStop, secondStop] = delhiPlan.geographicProgression.regionSequence
delhiPlan.geographicProgression.regionSequence = [
  { ...firstStop!, daysSpent: [1, 2] },
  { ...secondStop!, daysSpent: [3, 4] },
  { ...firstStop!, daysSpent: [5], distanceFromPrevious: "10 km", reasonForSequencing: "Back where the trip began, for the flight home." }
]
delhiPlan.dailyItinerary = delhiPlan.dailyItinerary.map((d) =>
  d.dayNumber === 5 ? { ...d, region: firstStop!.regionName, activities: d.activities.filter((a) => a.type === "food" && !a.placeId), visitedAttractions: [] } : d
)
for (const day of delhiPlan.dailyItinerary) {
  day.region = delhiPlan.geographicProgression.regionSequence.find((s) => s.daysSpent.includes(day.dayNumber))!.regionName
}
write("clean-round-trip", delhi, delhiPlan, [], "A round trip that ends in the region where it began")

// A rest day: nothing planned but meals; and a late flight that makes a late dinner.
const restPlan = clone(goaPlan)
restPlan.dailyItinerary[1] = { ...restPlan.dailyItinerary[1]!, theme: "Rest day", activities: restPlan.dailyItinerary[1]!.activities.filter((a) => a.type === "food"), visitedAttractions: [] }
const lastDay = restPlan.dailyItinerary[2]!
const dinner = lastDay.activities.findLast((a) => a.type === "food")!
lastDay.activities = [...lastDay.activities.filter((a) => a !== dinner), { ...dinner, time: "22:30", details: { ...dinner.details, duration: "1 hour" } }]
write("clean-rest-day-and-late-dinner", goa, restPlan, [], "A rest day, and a late dinner after a late arrival")

// ---- One violation each --------------------------------------------------------------------------------
const bad = (name: string, t: Trip, base: ItineraryContent, rule: string, about: string, change: (c: Plan) => void) => {
  const content = clone(base)
  change(content)
  write(`bad-${name}`, t, content, [rule], about)
}
const japanPlan = offlineItinerary(japan, knowledge)
const ladakhPlan = offlineItinerary(ladakh, knowledge)
const parisPlan = offlineItinerary(paris, knowledge)

bad("repeated-place", goa, goaPlan, "repeated-place", "Day 3 visits day 2's first sight again", (c) => {
  const again = sights(c.dailyItinerary[1]!)[0]!
  const target = sights(c.dailyItinerary[2]!)[0]!
  Object.assign(target, { title: again.title, placeId: again.placeId, type: again.type, details: { ...target.details, location: again.details.location } })
})
bad("outside-region-osaka-day-of-tokyo-places", japan, japanPlan, "outside-region", "A Kyoto or Osaka day that visits a Tokyo place", (c) => {
  const used = new Set(c.dailyItinerary.flatMap((d) => d.activities.map((a) => a.placeId)))
  const tokyoSight = knowledge.destinations.find((d) => d.id === "japan")!.regions[0]!.attractions.find((a) => a.bestTime !== "evening" && !used.has(a.id))!
  const day = c.dailyItinerary.find((d, i) => d.region === "Kyoto" && c.dailyItinerary[i - 1]?.region === "Kyoto" && sights(d).length > 0)!
  const target = sights(day)[0]!
  Object.assign(target, { title: tokyoSight.name, placeId: tokyoSight.id, details: { ...target.details, location: tokyoSight.address } })
})
bad("travel-time-4-hour-drive-in-2.5-hours", ladakh, ladakhPlan, "travel-time", "The mountain drive to the next region given a 2.5-hour slot", (c) => {
  const day = c.dailyItinerary.find((d, i) => i > 0 && d.region !== c.dailyItinerary[i - 1]!.region)!
  const transfer = day.activities.find((a) => a.type === "transport")!
  Object.assign(transfer, { details: { ...transfer.details, travelTime: "2.5 hours", duration: "2.5 hours" } })
})
bad("travel-time-slot-shorter-than-its-own-estimate", goa, goaPlan, "travel-time", "A transfer whose own text says 4-5 h, in a 2.5-hour slot", (c) => {
  const transfer = c.dailyItinerary[0]!.activities.find((a) => a.type === "transport")!
  Object.assign(transfer, { details: { ...transfer.details, travelTime: "Car 4-5 h", duration: "2.5 hours" } })
})
bad("pacing-before-dawn", goa, goaPlan, "pacing", "A museum visit at 04:00", (c) => {
  const day = c.dailyItinerary[1]!
  const first = sights(day)[0]!
  first.time = "04:00"
  day.activities.sort((a, b) => a.time.localeCompare(b.time))
})
bad("pacing-too-many-hours", { ...goa, travelStyle: "relaxed" }, goaPlan, "pacing", "Eleven hours of sights on a relaxed day", (c) => {
  const day = c.dailyItinerary[1]!
  const pool = knowledge.destinations.find((d) => d.id === "goa")!.regions.flatMap((r) => r.attractions).filter((a) => a.bestTime !== "evening" && a.hours.status === "unknown")
  const used = new Set(c.dailyItinerary.flatMap((d) => d.activities.map((a) => a.placeId)))
  const region = day.region
  const local = pool.filter((a) => !used.has(a.id) && knowledge.place(a.id)!.region.name === region).slice(0, 6)
  let at = 7 * 60
  const added: Array<Activity> = local.map((a) => {
    const activity: Activity = {
      type: a.type,
      title: a.name,
      time: `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`,
      details: { location: a.address, distanceFromPrevious: "5 km", travelTime: "20 minutes", duration: "2 hours", cost: a.costInr, description: a.description },
      placeId: a.id
    }
    at += 150
    return activity
  })
  day.activities = added
  day.visitedAttractions = added.map((a) => a.title)
})
// A sight with known hours, visited an hour before its last closing time for two hours: open on no day.
const lateVisit = (osm: string) => {
  const close = /(\d\d):(\d\d)$/.exec(osm)
  return close ? `${String(Number(close[1]) - 1).padStart(2, "0")}:${close[2]}` : undefined
}
const hoursPlace = knowledge.destinations
  .flatMap((d) => d.regions.flatMap((r) => r.attractions.map((a) => ({ d, r, a, time: a.hours.osm ? lateVisit(a.hours.osm) : undefined }))))
  .filter(({ d }) => d.id === "japan")
  .find(({ d, a, time }) => {
    if (time === undefined || time < "10:00") return false
    const week = visitWeek(a, hoursContextOf(d, japan.travelDates), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), 120)
    return week !== undefined && week.open.length === 0 && week.unknown.length === 0
  })!
bad("opening-hours", japan, japanPlan, "opening-hours", `${hoursPlace.a.name} visited after it closes`, (c) => {
  const day = c.dailyItinerary.find((d) => d.region === hoursPlace.r.name && sights(d).length > 0)!
  const target = sights(day).at(-1)!
  Object.assign(target, { title: hoursPlace.a.name, placeId: hoursPlace.a.id, time: hoursPlace.time!, details: { ...target.details, location: hoursPlace.a.address, duration: "2 hours" } })
  day.activities = day.activities.filter((a) => a === target || a.time < target.time).sort((x, y) => x.time.localeCompare(y.time))
})
bad("hotel-region", goa, goaPlan, "hotel-region", "A hotel in a region the route never visits", (c) => {
  c.hotelRecommendations.options[0] = { ...c.hotelRecommendations.options[0]!, region: "Hampi" }
})
const vegGoa = { ...goa, dietaryRestrictions: "vegetarian" as const }
bad("diet-vegetarian-at-a-fish-place", vegGoa, offlineItinerary(vegGoa, knowledge), "diet", "A vegetarian trip's lunch at a place not known for vegetarian food", (c) => {
  const nonVeg = knowledge.destinations.find((d) => d.id === "goa")!.regions.flatMap((r) => r.food).find((f) => !f.diets.includes("vegetarian"))!
  const day = c.dailyItinerary[0]!
  const lunch = day.activities.find((a) => a.type === "food")!
  Object.assign(lunch, { title: `Lunch at ${nonVeg.name}`, placeId: nonVeg.id, details: { ...lunch.details, location: nonVeg.address } })
})
bad("international-only-visa-on-domestic", goa, goaPlan, "international-only", "A domestic trip with a visa section", (c) => {
  c.visaInformation = clone(parisPlan.visaInformation!)
})
bad("international-only-no-time-zone", paris, parisPlan, "international-only", "An international trip without its time zone", (c) => {
  delete (c.overview as { timeZone?: string }).timeZone
})
bad("international-only-no-currency", paris, parisPlan, "international-only", "An international trip without its currency", (c) => {
  delete (c.overview as { currency?: unknown }).currency
})
bad("permit-missing", ladakh, ladakhPlan, "permit", "Ladakh without its permit note", (c) => {
  c.travelTips = c.travelTips.filter((t) => !/permit/i.test(`${t.category} ${t.tip}`))
})
bad("unknown-place-id", goa, goaPlan, "unknown-place", "A place id that is not in the knowledge base", (c) => {
  sights(c.dailyItinerary[0]!)[0]!.placeId = "goa-no-such-place"
})
bad("day-numbers", goa, goaPlan, "day-numbers", "Day 2 missing", (c) => {
  c.dailyItinerary = c.dailyItinerary.filter((d) => d.dayNumber !== 2)
})
bad("time-order", goa, goaPlan, "time-order", "Two activities overlapping", (c) => {
  const day = c.dailyItinerary[1]!
  day.activities[1] = { ...day.activities[1]!, time: day.activities[0]!.time }
})
bad("costs", goa, goaPlan, "costs", "A total that is not the sum of its parts", (c) => {
  c.costBreakdown = { ...c.costBreakdown, total: c.costBreakdown.total + 1000 }
})
bad("route", goa, goaPlan, "route", "A day the route never places", (c) => {
  c.geographicProgression.regionSequence = c.geographicProgression.regionSequence.map((s) => ({ ...s, daysSpent: s.daysSpent.filter((d) => d !== 3) }))
})
bad("budget-band", goa, goaPlan, "budget-band", "A mid-range trip costing a luxury trip's spend", (c) => {
  const extra = 40_000
  c.costBreakdown = { ...c.costBreakdown, accommodation: c.costBreakdown.accommodation + extra, total: c.costBreakdown.total + extra }
})

// ---- Scope, journeys, meals, seasons, places named without ids (docs/adr/0150-scope-and-journeys.md) ----
const goaPlaces = knowledge.destinations.find((d) => d.id === "goa")!.regions
const tokyo = trip("Tokyo", "international", 4)
const tokyoPlan = offlineItinerary(tokyo, knowledge)
write("clean-tokyo-4-days", tokyo, tokyoPlan, [], "Tokyo, 4 days: planned around Tokyo, no tour of Japan")
const rajasthan = trip("Rajasthan", "domestic", 7, { transportation: "public" })
const rajasthanPlan = offlineItinerary(rajasthan, knowledge)
write("clean-rajasthan-7-days-by-train-and-bus", rajasthan, rajasthanPlan, [], "Rajasthan by public transport: the journeys table's trains and buses, with their real times")
const rangePlan = clone(goaPlan)
const airportTransfer = rangePlan.dailyItinerary[0]!.activities.find((a) => a.type === "transport" && /Arrive/.test(a.title))!
Object.assign(airportTransfer, { details: { ...airportTransfer.details, travelTime: "Car 1-1.5 h", duration: "1 hour" } })
write("clean-car-range-in-a-1-hour-slot", goa, rangePlan, [], "A transfer said as 'Car 1-1.5 h' in a 1-hour slot: a range is held to its lower end")
const istanbul = trip("Istanbul", "international", 3)
const istanbulPlan = offlineItinerary(istanbul, knowledge)
const sweets = knowledge.destinations.find((d) => d.id === "turkey")!.regions[0]!.food.filter((f) => f.meal === "sweets")
bad("meal-dinner-at-a-baklava-shop", istanbul, istanbulPlan, "meal", "Dinner at a baklava shop", (c) => {
  const dinner = c.dailyItinerary[0]!.activities.findLast((a) => a.type === "food")!
  Object.assign(dinner, { title: `Dinner at ${sweets[0]!.name}`, placeId: sweets[0]!.id, details: { ...dinner.details, location: sweets[0]!.address } })
})
bad("meal-dinner-at-a-baklava-shop-named-without-id", istanbul, istanbulPlan, "meal", "Dinner at a baklava shop, named without a place id", (c) => {
  const dinner = c.dailyItinerary[1]!.activities.findLast((a) => a.type === "food")!
  Object.assign(dinner, { title: `Dinner at ${sweets[1]!.name}`, placeId: undefined, details: { ...dinner.details, location: sweets[1]!.address } })
})
const spiceTour = goaPlaces.flatMap((r) => r.attractions).find((a) => a.replacesMeal === "lunch")!
bad("meal-lunch-on-top-of-a-lunch-tour", goa, goaPlan, "meal", `${spiceTour.name} (a lunch) and a lunch the same day`, (c) => {
  const day = c.dailyItinerary[1]!
  const first = sights(day)[0]!
  Object.assign(first, { title: spiceTour.name, placeId: spiceTour.id, type: spiceTour.type, time: "10:00", details: { ...first.details, location: spiceTour.address, duration: "2 hours" } })
  day.activities.sort((a, b) => a.time.localeCompare(b.time))
})
const monsoonGoa = { ...goa, travelDates: "July 2027" }
const boatTrip = goaPlaces.flatMap((r) => r.attractions).find((a) => a.months && !a.months.includes(7) && knowledge.place(a.id)!.region.name === "North Goa")!
bad("season-boat-trip-in-the-monsoon", monsoonGoa, goaPlan, "season", `${boatTrip.name} (${boatTrip.months!.join(", ")}) in July`, (c) => {
  const day = c.dailyItinerary.find((d) => d.region === "North Goa" && sights(d).length > 0)!
  const target = sights(day)[0]!
  Object.assign(target, { title: boatTrip.name, placeId: boatTrip.id, type: boatTrip.type, details: { ...target.details, location: boatTrip.address } })
})
bad("unknown-place-of-another-country-named-without-id", goa, goaPlan, "unknown-place", "A Goa day that visits Sri Lanka's Galle Fort (no place id)", (c) => {
  const target = sights(c.dailyItinerary[1]!)[0]!
  Object.assign(target, { title: "Galle Fort", placeId: undefined, details: { ...target.details, location: "Galle" } })
})
bad("repeated-place-named-without-id", goa, goaPlan, "repeated-place", "Day 3 visits day 2's first sight again, by its name only", (c) => {
  const again = sights(c.dailyItinerary[1]!)[0]!
  const target = sights(c.dailyItinerary[2]!)[0]!
  Object.assign(target, { title: again.title, placeId: undefined, type: again.type, details: { ...target.details, location: again.details.location } })
})
bad("diet-named-without-id", vegGoa, offlineItinerary(vegGoa, knowledge), "diet", "A vegetarian trip's dinner at a fish place, named without a place id", (c) => {
  const fish = goaPlaces.flatMap((r) => r.food).find((f) => f.focus === "seafood" && !f.diets.includes("vegetarian"))!
  const dinner = c.dailyItinerary[0]!.activities.findLast((a) => a.type === "food")!
  Object.assign(dinner, { title: `Dinner at ${fish.name}`, placeId: undefined, details: { ...dinner.details, location: fish.address } })
})
bad("route-tokyo-becomes-a-tour", tokyo, tokyoPlan, "route", "Tokyo, 4 days, with days 3-4 in Hakone", (c) => {
  c.geographicProgression.regionSequence = [
    { ...c.geographicProgression.regionSequence[0]!, daysSpent: [1, 2] },
    { regionName: "Hakone", daysSpent: [3, 4], distanceFromPrevious: "89 km from Tokyo, 2 hours by train", reasonForSequencing: "Hot springs and views of Fuji." }
  ]
  for (const day of c.dailyItinerary) if (day.dayNumber >= 3) day.region = "Hakone"
})

// ---- Days a traveller would take (docs/adr/0190-full-days.md) -------------------------------------------
const vegJaipur = trip("Jaipur", "domestic", 3, { dietaryRestrictions: "vegetarian" })
const vegJaipurPlan = offlineItinerary(vegJaipur, knowledge)
write("clean-jaipur-3-days-vegetarian", vegJaipur, vegJaipurPlan, [], "Jaipur, 3 days, vegetarian: Amber Fort, Hawa Mahal and City Palace, full days, a different table each meal, home on day 3")
const vegUdaipur = trip("Udaipur", "domestic", 3, { dietaryRestrictions: "vegetarian" })
const ambrai = knowledge.destinations.find((d) => d.id === "rajasthan")!.regions.flatMap((r) => r.food).find((f) => f.name === "Ambrai Restaurant")!
bad("diet-vegetarian-meal-names-laal-maas", vegUdaipur, offlineItinerary(vegUdaipur, knowledge), "diet", "A vegetarian's lunch at Ambrai (which serves vegetarians) that names its laal maas", (c) => {
  const lunch = c.dailyItinerary[1]!.activities.find((a) => a.type === "food")!
  Object.assign(lunch, { title: `Lunch at ${ambrai.name}`, placeId: ambrai.id, details: { ...lunch.details, location: ambrai.address, description: `${ambrai.type}: ${ambrai.specialty}.` } })
})
bad("food-repeat-the-same-table-every-lunch", vegJaipur, vegJaipurPlan, "food-repeat", "Three lunches at the same place on a 3-day trip", (c) => {
  const lunches = c.dailyItinerary.flatMap((d) => d.activities.filter((a) => a.type === "food" && /^Lunch/.test(a.title)))
  const first = lunches[0]!
  for (const lunch of lunches) Object.assign(lunch, { title: first.title, placeId: first.placeId, details: { ...lunch.details, location: first.details.location, description: first.details.description } })
})
bad("day-gap-an-empty-afternoon", vegJaipur, vegJaipurPlan, "day-gap", "Day 2 ends its sights with lunch; nothing until dinner", (c) => {
  const day = c.dailyItinerary[1]!
  const lunch = day.activities.find((a) => a.type === "food")!
  day.activities = day.activities.filter((a) => a.type === "food" || a.time < lunch.time)
  day.visitedAttractions = day.activities.filter((a) => a.type !== "food").map((a) => a.title)
})
const amber = knowledge.destinations.find((d) => d.id === "rajasthan")!.regions.flatMap((r) => r.attractions).find((a) => a.name === "Amber Fort")!
bad("must-see-amber-fort-left-out-unsaid", vegJaipur, vegJaipurPlan, "must-see", "A Jaipur plan without Amber Fort that does not say why", (c) => {
  for (const day of c.dailyItinerary) {
    day.activities = day.activities.filter((a) => a.placeId !== amber.id)
    day.visitedAttractions = day.visitedAttractions.filter((name) => name !== amber.name)
  }
  c.travelTips = c.travelTips.filter((t) => !t.tip.includes(amber.name))
})
console.log("fixtures written")
