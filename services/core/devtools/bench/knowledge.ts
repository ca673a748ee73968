import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { bundledKnowledge } from "../../src/adapters/knowledge/Knowledge.ts"
import { demandList, exchangeRates, KNOWLEDGE_DIR } from "../../src/adapters/knowledge/loadKnowledge.ts"
import { factStatuses } from "../../src/domain/knowledge/factStatus.ts"
import { offlineItinerary } from "../../src/adapters/writer/offline/OfflineWriter.ts"
import { checkWholePlan } from "../../src/domain/itineraries/planCheckSummary.ts"
import { isHard } from "../../src/domain/itineraries/planChecks.ts"
import { allPlaces } from "../../src/domain/knowledge/index.ts"
import { sampleTrip } from "../../src/cli/sampleTrip.ts"
import { checkDayGaps, groundingOf, REST_ACTIVITY } from "../../src/domain/itineraries/groundedChecks.ts"
import { parseBenchArgs, report } from "./args.ts"
import { dayQuality, hasLeisure, isMeal } from "./dayQuality.ts"

/** { fees: { sourced: 3 } } as { "fees.sourced": 3 }: one figure a field. */
const flat = (value: Record<string, unknown>, prefix = ""): Record<string, number> =>
  Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => (typeof v === "object" && v !== null ? Object.entries(flat(v as Record<string, unknown>, `${prefix}${key}.`)) : [[`${prefix}${key}`, v as number]]))
  )

/**
 * `npm run bench -- knowledge [--json]`: the knowledge base's coverage (destinations, places, share
 * with coordinates and with opening hours, sourced facts) and what the offline writer makes of it:
 * plans at 3, 7 and 14 days for every destination, the share that passes every hard check, the places
 * they name that are verified, and the time to compose and check one plan; long stays of 14 and 30 days
 * (days with nothing but meals, days with a gap, named free days). Targets: 60+ destinations,
 * 25+ places each, every place with coordinates, every offline plan passing. Then the days a traveller
 * would take (ADR 0190), at 3, 5 and 7 days for every destination and every diet: the must-sees planned
 * of those that fit, days with a gap of over 2 hours between 09:00 and 19:00, meals naming a dish the
 * diet rules out, food places beyond the repeat rule while their region holds others, and those repeated
 * for want of others (data to add), and the share of a vegetarian's lunches and dinners at a named place
 * (the guides below 80 % listed), for the showcase destinations and for all. Last, the demand list
 * (knowledge/reference/demand.json) planned from verified places, and the trips across several places.
 */
export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const loadStart = performance.now()
  const knowledge = bundledKnowledge()
  const loadMs = performance.now() - loadStart
  const bytes = readdirSync(KNOWLEDGE_DIR)
    .filter((f) => f.endsWith(".json"))
    .reduce((sum, f) => sum + readFileSync(join(KNOWLEDGE_DIR, f)).length, 0)
  const destinations = knowledge.destinations
  const places = destinations.flatMap(allPlaces)
  const perDestination = destinations.map((d) => allPlaces(d).length).sort((a, b) => a - b)
  report(options.json, {
    name: "knowledge-facts",
    ...flat(factStatuses(destinations, [...exchangeRates().values()]))
  })
  report(options.json, {
    name: "knowledge-coverage",
    destinations: destinations.length,
    domestic: destinations.filter((d) => d.type === "domestic").length,
    international: destinations.filter((d) => d.type === "international").length,
    regions: destinations.reduce((n, d) => n + d.regions.length, 0),
    places: places.length,
    attractions: places.filter((p) => p.kind === "attraction" || p.kind === "experience").length,
    foodPlaces: places.filter((p) => p.kind === "food").length,
    stays: places.filter((p) => p.kind === "stay").length,
    placesPerDestinationMin: perDestination[0],
    placesPerDestinationMedian: perDestination[Math.floor(perDestination.length / 2)],
    shareWithCoordinates: places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon)).length / places.length,
    destinationsWithPermits: destinations.filter((d) => d.permits.length > 0).length,
    festivals: destinations.reduce((n, d) => n + d.festivals.length, 0),
    destinationsWithFestivals: destinations.filter((d) => d.festivals.length > 0).length,
    fileBytes: bytes,
    loadMs: Math.round(loadMs)
  })

  let plans = 0
  let passing = 0
  let named = 0
  let verified = 0
  const times: Array<number> = []
  for (const destination of destinations) {
    for (const duration of [3, 7, 14]) {
      const trip = sampleTrip(destination.name, destination.type, duration)
      const start = performance.now()
      const content = offlineItinerary(trip, knowledge)
      const problems = checkWholePlan(content, trip, { destination, place: knowledge.place })
      times.push(performance.now() - start)
      plans++
      if (!problems.some(isHard)) passing++
      const activities = content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.type !== "transport")
      named += activities.length
      verified += activities.filter((a) => a.placeId && knowledge.place(a.placeId)).length
    }
  }
  times.sort((a, b) => a - b)
  report(options.json, {
    name: "knowledge-offline-plans",
    plans,
    passingEveryHardCheck: passing,
    shareVerifiedActivities: Math.round((verified / named) * 1000) / 1000,
    composeAndCheckMsP50: Math.round(times[Math.floor(times.length / 2)]! * 100) / 100,
    composeAndCheckMsMax: Math.round(times[times.length - 1]! * 100) / 100
  })
  // Long stays (issue 40, point 8): 14 and 30 days in every destination, days with nothing but meals
  // (none, when a day past the guide's sights is a named free day) and days with a gap of over 2 hours.
  const long = { plans: 0, days: 0, daysWithNothingPlanned: 0, daysWithGap: 0, daysWithLeisure: 0, freeDays: 0 }
  for (const destination of destinations) {
    for (const duration of [14, 30]) {
      const content = offlineItinerary(sampleTrip(destination.name, destination.type, duration), knowledge)
      long.plans++
      for (const day of content.dailyItinerary) {
        long.days++
        if (day.activities.every((a) => a.type === "food" && a.placeId === undefined) || day.activities.every(isMeal)) long.daysWithNothingPlanned++
        if (checkDayGaps(day).length > 0) long.daysWithGap++
        if (hasLeisure(day)) long.daysWithLeisure++
        if (day.activities.some((a) => a.type === REST_ACTIVITY) && day.activities.every((a) => a.type === REST_ACTIVITY || a.type === "food")) long.freeDays++
      }
    }
  }
  report(options.json, { name: "knowledge-long-stays", ...long })
  for (const [name, ids] of [["knowledge-days-showcase", SHOWCASE], ["knowledge-days-all", destinations.map((d) => d.id)]] as const) {
    const totals = { plans: 0, days: 0, daysWithGap: 0, daysWithLeisure: 0, mustSeesFitting: 0, mustSeesPlanned: 0, mealsNamingDishAgainstDiet: 0, foodPlacesRepeatedBeyondRule: 0, foodPlacesRepeatedForWantOfOthers: 0, vegetarianMeals: 0, vegetarianMealsNamed: 0 }
    // Issue 39: a vegetarian's lunches and dinners at a named place, by guide (below 80 % is data to add).
    const vegetarianShort: Array<string> = []
    for (const destination of destinations.filter((d) => ids.includes(d.id))) {
      const vegetarian = { meals: 0, named: 0 }
      for (const duration of [3, 5, 7]) {
        for (const diet of DIETS) {
          const trip = { ...sampleTrip(destination.name, destination.type, duration), dietaryRestrictions: diet }
          const content = offlineItinerary(trip, knowledge)
          const quality = dayQuality(content, trip, groundingOf(knowledge.resolve(trip.destination, trip.destinationType), knowledge))
          totals.plans++
          totals.days += quality.days
          totals.daysWithGap += quality.daysWithGap
          totals.daysWithLeisure += quality.daysWithLeisure
          totals.mustSeesFitting += quality.mustSeesFitting
          totals.mustSeesPlanned += quality.mustSeesPlanned
          totals.mealsNamingDishAgainstDiet += quality.dishAgainstDiet.length
          totals.foodPlacesRepeatedBeyondRule += quality.foodRepeats.length
          totals.foodPlacesRepeatedForWantOfOthers += quality.foodRepeatsForWantOfOthers
          if (diet === "vegetarian") {
            vegetarian.meals += quality.meals
            vegetarian.named += quality.mealsNamed
          }
        }
      }
      totals.vegetarianMeals += vegetarian.meals
      totals.vegetarianMealsNamed += vegetarian.named
      if (vegetarian.named < VEGETARIAN_NAMED_TARGET * vegetarian.meals) vegetarianShort.push(`${destination.id} ${Math.round((vegetarian.named / vegetarian.meals) * 100)}%`)
    }
    report(options.json, {
      name,
      ...totals,
      shareMustSeesPlanned: Math.round((totals.mustSeesPlanned / Math.max(1, totals.mustSeesFitting)) * 1000) / 1000,
      shareDaysWithGap: Math.round((totals.daysWithGap / Math.max(1, totals.days)) * 1000) / 1000,
      shareVegetarianMealsNamed: Math.round((totals.vegetarianMealsNamed / Math.max(1, totals.vegetarianMeals)) * 1000) / 1000,
      guidesBelowVegetarianTarget: vegetarianShort.length
    })
    if (!options.json && vegetarianShort.length > 0) console.log(`  vegetarian meals named below ${VEGETARIAN_NAMED_TARGET * 100}%: ${vegetarianShort.join(", ")}`)
  }
  // The demand list (knowledge/reference/demand.json): how many are planned from verified places, a
  // 3-day plan of each passing every hard check; the rest are the guides still to write (issue 39).
  const demand = demandList().destinations
  const plannedFromPlaces = (destination: string, type: "domestic" | "international", duration: number) => {
    const resolution = knowledge.resolve(destination, type)
    if (resolution === undefined) return { covered: false, passing: false, across: false }
    const trip = sampleTrip(destination, type, duration)
    const content = offlineItinerary(trip, knowledge)
    const passing = !checkWholePlan(content, trip, groundingOf(resolution, knowledge)).some(isHard)
    const guides = new Set(content.dailyItinerary.map((d) => knowledge.destinations.find((g) => g.regions.some((r) => r.name === d.region))?.id))
    return { covered: true, passing, across: resolution.across !== undefined && (guides.size > 1 || content.geographicProgression.regionSequence.length > 1) }
  }
  const demandPlans = demand.map((d) => ({ d, ...plannedFromPlaces(d.name, d.type, 3) }))
  report(options.json, {
    name: "knowledge-demand",
    destinations: demand.length,
    lists: demandList().lists.length,
    plannedFromVerifiedPlaces: demandPlans.filter((p) => p.covered && p.passing).length,
    domesticPlanned: demandPlans.filter((p) => p.covered && p.passing && p.d.type === "domestic").length,
    internationalPlanned: demandPlans.filter((p) => p.covered && p.passing && p.d.type === "international").length,
    notYet: demandPlans.filter((p) => !p.covered).length
  })
  if (!options.json) console.log(`  not yet: ${demandPlans.filter((p) => !p.covered).map((p) => p.d.name).join(", ")}`)
  const acrossPlans = ACROSS_EXAMPLES.map(([destination, type, duration]) => plannedFromPlaces(destination, type, duration))
  report(options.json, {
    name: "knowledge-across",
    examples: ACROSS_EXAMPLES.length,
    plannedAcrossTheirPlaces: acrossPlans.filter((p) => p.covered && p.passing && p.across).length,
    notYet: acrossPlans.filter((p) => !p.covered).length
  })
}

/**
 * The trips across several places that issue 38 measured (docs/adr/0210-trips-across-places.md).
 */
const ACROSS_EXAMPLES: ReadonlyArray<readonly [string, "domestic" | "international", number]> = [
  ["Golden Triangle", "domestic", 5],
  ["Delhi, Agra and Jaipur", "domestic", 5],
  ["Paris, Switzerland and Italy", "international", 10],
  ["Europe", "international", 10],
  ["Kerala and Goa", "domestic", 7],
  ["Singapore and Malaysia", "international", 6],
  ["South India", "domestic", 9],
  ["North East India", "domestic", 8],
  ["Rajasthan and Agra", "domestic", 8],
  ["Char Dham", "domestic", 10]
]

/** The destinations the landing page shows (web/src/landing/destinations.ts). */
const SHOWCASE = ["rajasthan", "kerala", "himachal-pradesh", "goa", "lakshadweep", "varanasi", "switzerland", "bali", "japan", "maldives", "dubai", "new-zealand"]
const DIETS = ["none", "vegetarian", "vegan", "halal", "gluten-free"] as const
/** Issue 39: a vegetarian gets a named lunch and dinner on at least 80 % of meals. */
const VEGETARIAN_NAMED_TARGET = 0.8
