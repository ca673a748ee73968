import type { Activity, CostBreakdown, ItineraryContent, ItineraryDay, RegionStop } from "@safarnama/events/contract/itinerary"
import { type Budget, budgetBands, type TripType } from "@safarnama/events/contract/options"

/**
 * Checks every itinerary must pass before it is saved, whichever writer wrote it (travellers complain
 * most about impossible timings and invented structure). Pure: each returns the problems it found.
 * `day` names the day a problem is about, so the pipeline can rewrite just that chunk.
 */

export type PlanRule =
  | "day-numbers"
  | "time-order"
  | "costs"
  | "route"
  | "international-only"
  | "budget-band"
  | "repeated-place"
  | "outside-region"
  | "travel-time"
  | "pacing"
  | "opening-hours"
  | "hotel-region"
  | "diet"
  | "permit"
  | "festival"
  | "unknown-place"
  | "unverified-place"
  | "closed-day"
  | "meal"
  | "season"
  | "food-repeat"
  | "day-gap"
  | "must-see"

/** Hard problems stop a plan (it is rewritten or the generation fails); soft ones are shown as warnings. */
export type Severity = "hard" | "soft"

export interface PlanProblem {
  readonly rule: PlanRule
  readonly message: string
  /** The day the problem is in, when it is about one day. */
  readonly day?: number
  /** Hard when absent. */
  readonly severity?: Severity
}

export const isHard = (p: PlanProblem): boolean => p.severity !== "soft"

export interface TripFacts {
  readonly destinationType: TripType
  readonly duration: number
  readonly budget: Budget
}

const problem = (rule: PlanRule, message: string, day?: number): PlanProblem => (day === undefined ? { rule, message } : { rule, message, day })

// ---- Day numbers ----------------------------------------------------------------------------------

/** The days are exactly `expected` (1..duration for a whole plan), each once, in order. */
export const checkDayNumbers = (days: ReadonlyArray<Pick<ItineraryDay, "dayNumber">>, expected: ReadonlyArray<number>): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  const got = days.map((d) => d.dayNumber)
  const wanted = new Set(expected)
  const seen = new Set<number>()
  for (const n of got) {
    if (!wanted.has(n)) problems.push(problem("day-numbers", `day ${n} is not one of the days ${describeDays(expected)}`, n))
    else if (seen.has(n)) problems.push(problem("day-numbers", `day ${n} appears twice`, n))
    seen.add(n)
  }
  for (const n of expected) if (!seen.has(n)) problems.push(problem("day-numbers", `day ${n} is missing`, n))
  if (problems.length === 0 && got.some((n, i) => i > 0 && n < got[i - 1]!)) {
    problems.push(problem("day-numbers", `days must be in order (${got.join(", ")})`, got[0]))
  }
  return problems
}

const describeDays = (days: ReadonlyArray<number>) =>
  days.length === 0 ? "(none)" : days.length === 1 ? String(days[0]) : `${Math.min(...days)}-${Math.max(...days)}`

// ---- Timings ---------------------------------------------------------------------------------------

/** Minutes after midnight of an 'HH:MM' time; undefined when it is not one. */
export const minutesOfClock = (time: string): number | undefined => {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined
}

/** Minutes of a duration text such as '2 hours', '1.5 hours' or '45 minutes'; undefined otherwise. */
export const minutesOfDuration = (text: string): number | undefined => {
  const match = /^(\d+(?:\.\d+)?) (hour|hours|minute|minutes)$/.exec(text)
  if (!match) return undefined
  const amount = Number(match[1])
  return Math.round(match[2]!.startsWith("hour") ? amount * 60 : amount)
}

const END_OF_DAY = 24 * 60

/** Each day's activities start in time order, none starts before the previous one ends, none runs past midnight. */
export const checkTimings = (day: Pick<ItineraryDay, "dayNumber" | "activities">): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  let previous: { title: string; start: number; end: number } | undefined
  for (const activity of day.activities) {
    const start = minutesOfClock(activity.time)
    const length = minutesOfDuration(activity.details.duration)
    if (start === undefined || length === undefined) {
      problems.push(problem("time-order", `day ${day.dayNumber}: '${activity.title}' needs a time 'HH:MM' and a duration like '2 hours'`, day.dayNumber))
      continue
    }
    const end = start + length
    if (end > END_OF_DAY) problems.push(problem("time-order", `day ${day.dayNumber}: '${activity.title}' runs past midnight`, day.dayNumber))
    if (previous && start < previous.start) {
      problems.push(problem("time-order", `day ${day.dayNumber}: '${activity.title}' at ${activity.time} comes before '${previous.title}'`, day.dayNumber))
    } else if (previous && start < previous.end) {
      problems.push(
        problem("time-order", `day ${day.dayNumber}: '${activity.title}' at ${activity.time} starts before '${previous.title}' ends`, day.dayNumber)
      )
    }
    previous = { title: activity.title, start, end }
  }
  return problems
}

// ---- Costs ----------------------------------------------------------------------------------------

const isRupees = (n: number) => Number.isFinite(n) && n >= 0

/** Costs are non-negative amounts in INR and the total is the sum of its parts. */
export const checkCostBreakdown = (costs: CostBreakdown): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  for (const [part, amount] of Object.entries(costs)) {
    if (!isRupees(amount)) problems.push(problem("costs", `costBreakdown.${part} must be a non-negative amount in INR, got ${amount}`))
  }
  const sum = costs.accommodation + costs.food + costs.activities
  if (costs.total !== sum) {
    problems.push(problem("costs", `costBreakdown.total is ${costs.total} but accommodation + food + activities is ${sum}`))
  }
  return problems
}

export const checkActivityCosts = (day: Pick<ItineraryDay, "dayNumber" | "activities">): Array<PlanProblem> =>
  day.activities
    .filter((a: Activity) => !isRupees(a.details.cost))
    .map((a) => problem("costs", `day ${day.dayNumber}: '${a.title}' costs ${a.details.cost}, not a non-negative INR amount`, day.dayNumber))

export const checkOtherCosts = (content: Pick<ItineraryContent, "hotelRecommendations" | "geographicProgression">): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  for (const hotel of content.hotelRecommendations.options) {
    if (!isRupees(hotel.pricePerNight)) problems.push(problem("costs", `hotel '${hotel.name}' costs ${hotel.pricePerNight} a night`))
  }
  const transport = content.geographicProgression.transportationDetails
  for (const option of transport.privateTransport) {
    if (!isRupees(option.rentalCost) || !isRupees(option.fuelCost)) problems.push(problem("costs", `transport '${option.availableType}' has a negative cost`))
  }
  for (const transfer of [transport.airportTransfer.public, transport.airportTransfer.private]) {
    if (!isRupees(transfer.approximateCost)) problems.push(problem("costs", `an airport transfer costs ${transfer.approximateCost}`))
  }
  return problems
}

// ---- Route ----------------------------------------------------------------------------------------

const sameRegion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Every day 1..duration is spent in exactly one region of the route. */
export const checkRouteDays = (route: ReadonlyArray<RegionStop>, duration: number): Array<PlanProblem> => {
  const problems: Array<PlanProblem> = []
  const owner = new Map<number, string>()
  for (const stop of route) {
    for (const day of stop.daysSpent) {
      if (!Number.isInteger(day) || day < 1 || day > duration) {
        problems.push(problem("route", `region '${stop.regionName}' lists day ${day}, outside 1-${duration}`))
      } else if (owner.has(day)) {
        problems.push(problem("route", `day ${day} is in both '${owner.get(day)}' and '${stop.regionName}'`))
      } else owner.set(day, stop.regionName)
    }
  }
  for (let day = 1; day <= duration; day++) if (!owner.has(day)) problems.push(problem("route", `day ${day} is in no region of the route`))
  return problems
}

/** A day happens in the region the route puts it in. */
export const checkDayRegion = (day: Pick<ItineraryDay, "dayNumber" | "region">, route: ReadonlyArray<RegionStop>): Array<PlanProblem> => {
  // A round trip visits a region twice: the day may belong to any stop of that name.
  const stops = route.filter((s) => sameRegion(s.regionName, day.region))
  const stop = stops.find((s) => s.daysSpent.includes(day.dayNumber)) ?? stops[0]
  if (stop === undefined) {
    return [problem("route", `day ${day.dayNumber} is in '${day.region}', which is not a region of the route (${route.map((s) => s.regionName).join(", ")})`, day.dayNumber)]
  }
  if (!stop.daysSpent.includes(day.dayNumber)) {
    const planned = route.find((s) => s.daysSpent.includes(day.dayNumber))
    return [problem("route", `day ${day.dayNumber} is in '${day.region}' but the route puts it in '${planned?.regionName ?? "no region"}'`, day.dayNumber)]
  }
  return []
}

// ---- International-only data ---------------------------------------------------------------------

/**
 * Visa, time zone and currency belong to international trips only; an international trip has visa
 * guidance and a time zone (its currency is checked where the knowledge base knows it: groundedChecks).
 */
export const checkInternationalOnly = (
  content: { readonly overview: Pick<ItineraryContent["overview"], "timeZone" | "currency">; readonly visaInformation?: unknown },
  destinationType: TripType
): Array<PlanProblem> => {
  if (destinationType === "international") {
    return [
      ...(content.visaInformation === undefined ? [problem("international-only", "an international trip needs visa information")] : []),
      ...(content.overview.timeZone === undefined ? [problem("international-only", "an international trip needs overview.timeZone")] : []),
    ]
  }
  const problems: Array<PlanProblem> = []
  if (content.visaInformation !== undefined) problems.push(problem("international-only", "visa information is for international trips only"))
  if (content.overview.timeZone !== undefined) problems.push(problem("international-only", "overview.timeZone is for international trips only"))
  if (content.overview.currency !== undefined) problems.push(problem("international-only", "overview.currency is for international trips only"))
  return problems
}

// ---- Budget ----------------------------------------------------------------------------------------

/** Per-person spend a day (accommodation, food, activities; transport excluded) in rupees. */
export const spendPerDay = (costs: CostBreakdown, duration: number): number => costs.total / duration

/** The spend a day lies inside the spec's band for the chosen budget and trip type (section 9). */
export const checkBudgetBand = (costs: CostBreakdown, trip: TripFacts): Array<PlanProblem> => {
  const band = budgetBands[trip.destinationType][trip.budget]
  const perDay = spendPerDay(costs, trip.duration)
  const inside = perDay >= band.min && (band.max === undefined || perDay <= band.max)
  if (inside) return []
  const range = band.max === undefined ? `at least ₹${band.min}` : `₹${band.min}-${band.max}`
  return [
    problem(
      "budget-band",
      `a ${trip.budget} ${trip.destinationType} trip spends ${range} per person per day, but costBreakdown.total ${costs.total} over ${trip.duration} days is ₹${Math.round(perDay)} a day`
    )
  ]
}

// ---- The whole itinerary ---------------------------------------------------------------------------

export const checkDay = (day: ItineraryDay, route: ReadonlyArray<RegionStop>): Array<PlanProblem> => [
  ...checkTimings(day),
  ...checkActivityCosts(day),
  ...checkDayRegion(day, route)
]

/** Every check over a complete itinerary; empty when it may be saved. */
export const checkItinerary = (content: ItineraryContent, trip: TripFacts): Array<PlanProblem> => {
  const route = content.geographicProgression.regionSequence
  return [
    ...checkDayNumbers(content.dailyItinerary, Array.from({ length: trip.duration }, (_, i) => i + 1)),
    ...checkRouteDays(route, trip.duration),
    ...content.dailyItinerary.flatMap((day) => checkDay(day, route)),
    ...checkCostBreakdown(content.costBreakdown),
    ...checkOtherCosts(content),
    ...checkInternationalOnly(content, trip.destinationType),
    ...checkBudgetBand(content.costBreakdown, trip)
  ]
}

export const describeProblems = (problems: ReadonlyArray<PlanProblem>): string => problems.map((p) => p.message).join("; ")
