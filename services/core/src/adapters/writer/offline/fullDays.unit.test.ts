import type { Activity } from "@safarnama/events/contract/itinerary"
import type { DietaryRestriction } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { describe, expect, it } from "vitest"
import { sampleTrip } from "../../../cli/sampleTrip.ts"
import { checkDayDiet, checkFoodRepeats, checkMustSees, checkSeasons, dayGaps, foodRepeats, groundingOf, LONGEST_GAP_MINUTES } from "../../../domain/itineraries/groundedChecks.ts"
import { checkWholePlan } from "../../../domain/itineraries/planCheckSummary.ts"
import { isHard } from "../../../domain/itineraries/planChecks.ts"
import { isMealFor } from "../../../domain/knowledge/meals.ts"
import { minutesOf } from "../../../domain/knowledge/hours.ts"
import { planRoute } from "../../../domain/knowledge/route.ts"
import { bundledKnowledge } from "../../knowledge/Knowledge.ts"
import { offlineItinerary } from "./OfflineWriter.ts"

// Days a traveller would take (docs/adr/0190-full-days.md): the must-sees, full days, meals the traveller
// can eat, evenings in the evening and the way home.
const knowledge = bundledKnowledge()
const planOf = (trip: Trip) => ({ content: offlineItinerary(trip, knowledge), grounding: groundingOf(knowledge.resolve(trip.destination, trip.destinationType), knowledge) })
const activities = (trip: Trip): ReadonlyArray<Activity> => planOf(trip).content.dailyItinerary.flatMap((d) => d.activities)

describe("the days of an offline plan", () => {
  // 189 plans each: seconds on a busy 2-core machine, past vitest's 5 s default.
  it.each(["vegetarian", "vegan", "halal", "gluten-free"] as const)("never names a dish a %s diet rules out, and says why any must-see is left out", { timeout: 120_000 }, (diet: DietaryRestriction) => {
    for (const destination of knowledge.destinations) {
      for (const duration of [3, 5, 7]) {
        const trip = { ...sampleTrip(destination.name, destination.type, duration), dietaryRestrictions: diet }
        const { content, grounding } = planOf(trip)
        const label = `${destination.name}, ${duration} days, ${diet}`
        expect(content.dailyItinerary.flatMap((d) => checkDayDiet(d, trip, grounding)).map((p) => p.message), label).toEqual([])
        expect(checkMustSees(content, trip, grounding).map((p) => p.message), label).toEqual([])
      }
    }
  })

  // Issue 40, point 8: "Day 30 of a 30-day Goa plan has nothing in it". A long stay shares its regions'
  // sights out over its days, and a day past them is a named free day, never lunch and dinner alone.
  it("leaves no day of a 30-day plan with nothing but meals, in any destination", { timeout: 120_000 }, () => {
    for (const destination of knowledge.destinations) {
      const { content } = planOf(sampleTrip(destination.name, destination.type, 30))
      const empty = content.dailyItinerary.filter((d) => d.activities.every((a) => /^(Lunch|Dinner)\b/.test(a.title))).map((d) => d.dayNumber)
      expect(empty, destination.name).toEqual([])
    }
    const goa = planOf(sampleTrip("Goa", "domestic", 30)).content.dailyItinerary
    expect(goa).toHaveLength(30)
    for (const day of goa) expect(day.activities.some((a) => a.type !== "food"), `Goa day ${day.dayNumber}`).toBe(true)
  })

  it("plans Jaipur's must-sees, full days and the way home", () => {
    const trip = { ...sampleTrip("Jaipur", "domestic", 3), dietaryRestrictions: "vegetarian" as const }
    const { content } = planOf(trip)
    const titles = content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.title))
    for (const mustSee of ["Amber Fort", "Hawa Mahal", "City Palace Jaipur"]) expect(titles).toContain(mustSee)
    for (const day of content.dailyItinerary) expect(dayGaps(day).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES), `day ${day.dayNumber}`).toEqual([])
    const last = content.dailyItinerary.at(-1)!.activities.at(-1)!
    expect(last.title).toBe("Journey home to Mumbai")
    expect(last.details.description).toMatch(/Book it separately/)
  })

  // "Mumbai to Yamunotri by train": a town with neither an airport nor a station is reached through the
  // hub and the guide's journey from it, both ways; a town with its own airport is flown to.
  it("comes to a town without an airport or a station through the hub, and goes home the same way", () => {
    const charDham = planOf({ ...sampleTrip("Char Dham", "domestic", 7), travelDates: "May 2027" }).content.dailyItinerary
    const [fromHome, onward] = charDham[0]!.activities
    expect(fromHome!.details.location).toBe("Mumbai to Jolly Grant Airport, Dehradun (DED)")
    expect(fromHome!.details.travelTime).toBe("by air")
    // The drive up takes the day (GMVN: Dehradun at 7, Janki Chatti at 17:30): the flight is the day before.
    expect(fromHome!.details.description).toMatch(/arrive the day before, stay the night near Jolly Grant Airport/)
    expect(onward!.details.travelTime).toBe("10 h 30 min by road")
    expect(minutesOf(onward!.time)).toBeLessThan(8 * 60)
    const home = charDham.at(-1)!.activities.at(-1)!
    expect(home.details.description).toMatch(/^From Badrinath back to Jolly Grant Airport, Dehradun \(DED\), 11 hours by road, then about \d+ km by air to Mumbai/)
    const udaipur = planOf(sampleTrip("Udaipur", "domestic", 3)).content.dailyItinerary
    expect(udaipur[0]!.activities[0]!.details.location).toBe("Mumbai to Udaipur")
    expect(udaipur[0]!.activities[0]!.details.travelTime).toMatch(/by air$/)
    expect(udaipur.at(-1)!.activities.at(-1)!.details.description).toMatch(/^From Udaipur to Mumbai: about \d+ km by air/)
  })

  // Char Dham in March: the four temples are shut for the winter, Badrinath's town with them, and its
  // kitchens at the shrines are closed. A shrine with nothing open is no stop; the others plan what is open.
  it("leaves out a place with nothing open in the travel month, and kitchens that open only with the temple", () => {
    const trip = sampleTrip("Char Dham", "domestic", 7)
    const { content, grounding } = planOf(trip)
    expect(content.geographicProgression.regionSequence.map((s) => s.regionName)).not.toContain("Badrinath")
    expect(content.travelTips.map((t) => t.tip)).toContain(
      "Badrinath is left out: nothing there is open in March 2027. Its sights are seen in May, June, July, August, September, October, November."
    )
    const kitchens = content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.type === "food" && a.placeId !== undefined)
    expect(kitchens.length).toBeGreaterThan(0)
    for (const meal of kitchens) expect(meal.title).not.toMatch(/Food stalls by Yamunotri Temple|Dhabas at Janki Chatti|temple path, Gangotri|, Kedarnath$/)
    expect(content.dailyItinerary.flatMap((d) => checkSeasons(d, trip, grounding))).toEqual([])
    // In May the temples are open, and so is Badrinath.
    const may = planOf({ ...trip, travelDates: "May 2027" }).content
    expect(may.geographicProgression.regionSequence.map((s) => s.regionName)).toContain("Badrinath")
  })

  // A vegan's day at Bhairon Ghati ended at 16:40 with "Dinner in Gangotri, nearby" at 19:30: a hole of
  // three hours, 100 km from the stay at Uttarkashi. With no place known for the diet, dinner is near the stay.
  it("has an unnamed dinner near the stay when the day ends far from it, the ride back first", () => {
    const day = planOf({ ...sampleTrip("Char Dham", "domestic", 7), dietaryRestrictions: "vegan" }).content.dailyItinerary[3]!
    const plan = day.activities.map((a) => `${a.time} ${a.title} ${a.details.travelTime}`).join("\n")
    const dinner = day.activities.find((a) => a.title.startsWith("Dinner"))!
    expect(dinner.placeId, plan).toBeUndefined()
    expect(dinner.details.location, plan).toBe("Gangotri, near Hotels in Uttarkashi town")
    expect(dinner.details.travelTime, plan).toMatch(/^3 h \d+ min by car or taxi$/)
    expect(dayGaps(day).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES), plan).toEqual([])
  })

  // Char Dham's day 6 in March kept Deoria Tal's 4-hour trek for day 7, which drives 11 hours to Dehradun
  // after it and holds no such walk: day 6 had three empty hours, and day 7 left at 10:00 with nothing.
  it("plans on the day before what the last day cannot hold before its way home", () => {
    const days = planOf(sampleTrip("Char Dham", "domestic", 7)).content.dailyItinerary
    const titles = (n: number) => days[n - 1]!.activities.map((a) => a.title)
    expect(titles(6), titles(6).join(" | ")).toContain("Deoria Tal trek from Sari")
    expect(dayGaps(days[5]!).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES)).toEqual([])
    // Sariska's afternoon safari waited for a last day that leaves before its 14:00 start.
    const sariska = planOf(sampleTrip("Neemrana and Alwar", "domestic", 7)).content.dailyItinerary
    expect(sariska[5]!.activities.map((a) => a.title)).toContain("Sariska tiger safari by canter")
  })

  // Neemrana, 5 days: Bhangarh, 29 km from the stay at Sariska's gate, waited for the safari's 3.5 hours at
  // dawn to leave a later day the time, and was left out; a sunrise must-see takes none of a later day's hours.
  // The Fort-Palace's day visit is its buffet lunch: on the arrival day the traveller eats there, and sees it.
  it("goes for a far must-see when the near one is at sunrise, and sees the Fort-Palace over its lunch", () => {
    const days = planOf(sampleTrip("Neemrana and Alwar", "domestic", 5)).content.dailyItinerary
    const titles = days.flatMap((d) => d.activities.map((a) => a.title))
    expect(titles).toContain("Bhangarh Fort")
    expect(titles).toContain("Sariska tiger safari by gypsy")
    const first = days[0]!.activities.map((a) => a.title)
    expect(first).toContain("Neemrana Fort-Palace (day visit with lunch)")
    expect(first.filter((t) => t.startsWith("Lunch"))).toEqual([])
  })

  // A sunrise must-see came first on a day whose sights start after a journey: Cappadocia's balloon flew at
  // 14:35 on the arrival day, and Girivalam's 4-hour walk at 11:00 pushed lunch, the midday rest and the
  // ashram (shut from 12:30) out of Tiruvannamalai's day. It now waits for a sunrise, the others first.
  it("plans an arrival day's must-sees before its sunrise one, which waits for a sunrise", () => {
    const turkey = planOf(sampleTrip("Turkey", "international", 5)).content.dailyItinerary
    const balloon = turkey.flatMap((d) => d.activities).find((a) => a.title === "Hot-air balloon flight over Cappadocia")
    expect(balloon?.time).toMatch(/^0[5-6]:/)
    const days = planOf(sampleTrip("Vellore, Tiruvannamalai and Yelagiri", "domestic", 3)).content.dailyItinerary
    const all = days.flatMap((d) => d.activities)
    expect(all.map((a) => a.title)).toEqual(
      expect.arrayContaining(["Sri Ramanasramam (Ramana Maharshi's ashram)", "Arunachaleswarar Temple (Annamalaiyar Temple), Tiruvannamalai"])
    )
    expect(all.find((a) => a.title === "Girivalam: the 14 km walk round Arunachala")?.time).toMatch(/^0[5-6]:/)
  })

  // Tiruvannamalai's 5-day stay kept Gingee Fort's 3.5 hours, 37 km out, as the last day's sight; that day
  // leaves for Chennai at 14:00 and cannot hold it, so day 4 took the rest and day 5 left at 10:00 with nothing.
  it("keeps for the last day a sight its morning can hold", () => {
    const days = planOf(sampleTrip("Vellore, Tiruvannamalai and Yelagiri", "domestic", 5)).content.dailyItinerary
    const last = days[days.length - 1]!.activities
    expect(last[0]!.type, last.map((a) => a.title).join(" | ")).not.toBe("transport")
  })

  // Hungary in 3 days by the designed share: Budapest 2, the Danube Bend only the last day, which goes home
  // at 14:00, so Visegrád and Esztergom were left out. A day moved to the Bend from Budapest plans them.
  it("gives a stop whose must-sees its days cannot hold a day of the stay beside it", () => {
    const trip = sampleTrip("Hungary", "international", 3)
    const resolution = knowledge.resolve(trip.destination, trip.destinationType)!
    expect(planRoute(resolution, trip).stops.map((s) => [s.region.name, s.days])).toEqual([["Budapest", [1, 2]], ["Danube Bend", [3]]])
    const { content } = planOf(trip)
    expect(content.geographicProgression.regionSequence.map((s) => [s.regionName, s.daysSpent])).toEqual([["Budapest", [1]], ["Danube Bend", [2, 3]]])
    const titles = content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.title))
    for (const mustSee of ["Visegrád Citadel (Fellegvár)", "Esztergom Basilica", "Hungarian Parliament Building (guided tour)", "Buda Castle (Royal Palace) and Castle Hill"]) expect(titles).toContain(mustSee)
    // A share that plans no more keeps the designed route: two parks in 3 days hold two safaris either way
    // (Bandhavgarh 2 and Kanha 1 is tried and ties), so Bandhavgarh 1 and Kanha 2 stay.
    const parksGuide = knowledge.destinations.find((d) => d.id === "kanha-bandhavgarh")!
    const parks = sampleTrip(parksGuide.name, parksGuide.type, 3)
    const parksResolution = knowledge.resolve(parks.destination, parks.destinationType)!
    const designed = planRoute(parksResolution, parks).stops.map((s) => [s.region.name, s.days])
    expect(designed).toEqual([["Bandhavgarh", [1]], ["Kanha", [2, 3]]])
    expect(planOf(parks).content.geographicProgression.regionSequence.map((s) => [s.regionName, s.daysSpent])).toEqual(designed)
  })

  // The helicopter from Katra was both the journey to Bhawan and a sight: a plan flew up, then took it again
  // from Bhawan on the last morning.
  it("goes up to Bhawan once, by the journey, not again as a sight", () => {
    const days = planOf(sampleTrip("Vaishno Devi", "domestic", 3)).content.dailyItinerary
    const up = days.flatMap((d) => d.activities).filter((a) => /Katra to (Bhawan|Sanjichhat)|Banganga to Bhawan/.test(a.title))
    expect(up.map((a) => a.title)).toEqual(["Travel from Katra to Bhawan and the trek"])
  })

  // Sri Lanka's must-see train was a sight of Ella while the plan drove there from Kandy; Ananuri, on the
  // road to Kazbegi, was 55 km behind the stay. A journey that carries its sight plans it, once.
  it("rides the Kandy to Ella train as the journey, and stops at Ananuri on the road to Kazbegi", () => {
    const lanka = { ...sampleTrip("Sri Lanka", "international", 7), dietaryRestrictions: "vegetarian" as const }
    const { content, grounding } = planOf(lanka)
    const train = content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.placeId === "sri-lanka-kandy-ella-train")
    expect(train.map((a) => [a.type, a.title, a.details.duration])).toEqual([["transport", "Kandy to Ella scenic train", "460 minutes"]])
    expect(checkWholePlan(content, lanka, grounding).filter(isHard).map((p) => p.message)).toEqual([])
    const georgia = sampleTrip("Georgia", "international", 5)
    const plan = planOf(georgia)
    const ananuri = plan.content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.placeId === "georgia-ananuri-fortress")
    expect(ananuri.map((a) => [a.type, a.title, a.details.duration])).toEqual([["transport", "Travel from Mtskheta to Kazbegi (Stepantsminda) and the Georgian Military Road via Ananuri Fortress", "4 hours"]])
    expect(ananuri[0]!.details.description).toMatch(/On the way, a stop at Ananuri Fortress \(about 1 hour\)/)
    expect(checkWholePlan(plan.content, georgia, plan.grounding).filter(isHard).map((p) => p.message)).toEqual([])
  })

  it("says a must-see whose meal is against the diet is left out for that, not for want of time", () => {
    const tips = planOf({ ...sampleTrip("Dubai", "international", 5), dietaryRestrictions: "vegan" }).content.travelTips.map((t) => t.tip)
    expect(tips).toContain(
      "Desert safari with dune bashing and BBQ dinner (Downtown Dubai) is left out: its meal is part of it, and we know of none that suits a vegan diet. Ask the operator before you book it."
    )
  })

  it("plans Dubai's desert safari with the operator's pick-up, and a sunrise balloon ride does not take its hours", () => {
    // The safari lies 36 km out in the desert, beyond a day's spread of sights; its operator collects
    // travellers from their hotels, so a day plans it from wherever the day is.
    for (const diet of ["none", "vegetarian", "halal"] as const) {
      const trip = { ...sampleTrip("Dubai", "international", 5), dietaryRestrictions: diet }
      const safari = activities(trip).find((a) => a.title === "Desert safari with dune bashing and BBQ dinner")
      expect(safari, diet).toBeDefined()
      expect(safari!.details.description).toMatch(/The operator collects you from your stay and brings you back\./)
      expect(checkWholePlan(planOf(trip).content, trip, { destination: planOf(trip).grounding.destination!, place: knowledge.place }).filter(isHard)).toEqual([])
    }
  })

  it("has lunch near a far morning sight, not none, and plans the afternoon near the stay again", () => {
    // Hobbiton from Rotorua: Rotorua's restaurants were over two hours back, so the day had no lunch.
    const rotorua = planOf({ ...sampleTrip("New Zealand", "international", 7), dietaryRestrictions: "vegetarian" }).content.dailyItinerary
    const hobbitonDay = rotorua.find((d) => d.activities.some((a) => a.title === "Hobbiton Movie Set tour"))!
    expect(hobbitonDay.activities.some((a) => /^Lunch\b/.test(a.title))).toBe(true)
    // Rhine Falls from Zurich in the morning: the afternoon was time at leisure at the hotel.
    const zurich = planOf({ ...sampleTrip("Switzerland", "international", 7), dietaryRestrictions: "vegetarian" }).content.dailyItinerary
    const rhineDay = zurich.find((d) => d.activities.some((a) => a.title === "Rhine Falls and Schloss Laufen"))!
    expect(rhineDay.activities.map((a) => a.title).filter((t) => /^Time at leisure/.test(t))).toEqual([])
    expect(dayGaps(rhineDay).filter((g) => g.to - g.from > LONGEST_GAP_MINUTES)).toEqual([])
  })

  it("waits for a must-see that opens later, and meets a boat's departure on the quarter hour", () => {
    // Dilwara's temples open to visitors at noon: tried at 08:05 and again only before the evening, they
    // were never planned. Periyar's boats leave at 07:30, 09:30, 11:15, 13:45 and 15:30 for 90 minutes:
    // starts stepped by 15 minutes from 08:35 never met one.
    for (const duration of [3, 5]) {
      const abu = activities({ ...sampleTrip("Mount Abu", "domestic", duration), dietaryRestrictions: "vegetarian" })
      const dilwara = abu.find((a) => a.title === "Dilwara Jain Temples")
      expect(dilwara, `${duration} days`).toBeDefined()
      expect(minutesOf(dilwara!.time)).toBeGreaterThanOrEqual(12 * 60)
    }
    const periyar = activities(sampleTrip("Kerala", "domestic", 7)).find((a) => a.title === "Periyar Lake boat safari")
    expect(periyar).toBeDefined()
    expect(["07:30", "09:30", "11:15", "13:45", "15:30"]).toContain(periyar!.time)
  })

  it("stays on a day trip for its evening must-see and dinner, going back after them: Haridwar's aarti from Rishikesh", () => {
    // The day trip went back to Rishikesh at 16:50, before the 18:00 Ganga Aarti at Har Ki Pauri, the
    // reason to go to Haridwar; Haridwar is under an hour away, so travellers stay for it and dine there.
    const day = planOf(sampleTrip("Rishikesh", "domestic", 5)).content.dailyItinerary.find((d) => d.region === "Haridwar")
    expect(day).toBeDefined()
    const titles = day!.activities.map((a) => a.title)
    const aarti = titles.indexOf("Ganga Aarti at Har Ki Pauri")
    const dinner = titles.findIndex((t) => /^Dinner\b/.test(t))
    const back = titles.indexOf("Back to Rishikesh")
    expect(day!.activities[aarti]?.time).toBe("18:00")
    expect(aarti).toBeLessThan(dinner)
    expect(dinner).toBeLessThan(back)
    expect(back).toBe(titles.length - 1)
    expect(minutesOf(day!.activities[back]!.time)).toBeLessThanOrEqual(22 * 60)
  })

  it("starts a show at its show time, and nightlife after dinner", () => {
    const udaipur = activities({ ...sampleTrip("Udaipur", "domestic", 3), interests: ["culture"] })
    const show = udaipur.find((a) => a.title === "Bagore ki Haveli Dharohar show")
    expect(show?.time).toBe("19:00")
    const bangkok = planOf({ ...sampleTrip("Bangkok", "international", 4), interests: ["nightlife", "landmarks"] }).content
    const nights = bangkok.dailyItinerary.flatMap((d) => d.activities.filter((a) => a.type === "nightlife").map((a) => ({ a, day: d })))
    expect(nights.length).toBeGreaterThan(0)
    for (const { a, day } of nights) {
      expect(minutesOf(a.time), a.title).toBeGreaterThanOrEqual(20 * 60)
      const dinner = day.activities.find((x) => x.type === "food" && /^Dinner/.test(x.title))
      if (dinner) expect(minutesOf(dinner.time)).toBeLessThan(minutesOf(a.time))
    }
  })

  it("shows what a vegetarian eats at a place known for meat: Ambrai's vegetarian dishes, not its laal maas", () => {
    const meals = activities({ ...sampleTrip("Udaipur", "domestic", 5), dietaryRestrictions: "vegetarian" }).filter((a) => a.type === "food")
    const ambrai = meals.find((a) => a.title.includes("Ambrai"))
    expect(ambrai).toBeDefined()
    expect(ambrai!.details.description).not.toMatch(/maas/i)
    for (const meal of meals) expect(meal.details.description).not.toMatch(/\b(maas|chicken|mutton|fish)\b/i)
  })

  it("writes a Jaipur trip about Jaipur, not about Rajasthan: overview, landmarks, stays and tips", () => {
    const { content } = planOf({ ...sampleTrip("Jaipur", "domestic", 3) })
    const about = JSON.stringify([content.overview.description, content.overview.highlights, content.overview.geography.landmarks, content.geographicProgression.accommodationStrategy, content.travelTips.map((t) => t.tip)])
    expect(content.overview.description).toMatch(/^Jaipur, in Rajasthan, is best known for Amber Fort/)
    for (const elsewhere of ["Jodhpur", "Jaisalmer", "Udaipur", "Mehrangarh", "Sam", "India's largest state"]) expect(about, elsewhere).not.toMatch(new RegExp(`\\b${elsewhere}\\b`))
    // A tour of the state is still written about the state.
    expect(planOf({ ...sampleTrip("Rajasthan", "domestic", 7) }).content.overview.description).toMatch(/largest state/)
  })

  it("rests at the stay through a hot month's afternoon, from the guide's monthly highs, and not in a cool month", () => {
    const may = { ...sampleTrip("Delhi", "domestic", 3), travelDates: "May 2027" }
    const { content, grounding } = planOf(may)
    const rests = content.dailyItinerary.flatMap((d) => d.activities).filter((a) => a.type === "rest")
    expect(rests.length).toBeGreaterThan(0)
    for (const rest of rests) {
      expect(rest.details.description).toMatch(/May 2027 afternoons in New Delhi average 40°C/)
      expect(minutesOf(rest.time)).toBeGreaterThanOrEqual(13 * 60)
      expect(rest.placeId && grounding.place(rest.placeId)?.place.kind).toBe("stay")
    }
    expect(checkWholePlan(content, may, grounding).filter(isHard)).toEqual([])
    const january = activities({ ...sampleTrip("Delhi", "domestic", 3), travelDates: "January 2027" })
    expect(january.filter((a) => a.type === "rest")).toEqual([])
  })

  it("warns about a repeated table only while the region holds another place for the diet", () => {
    const trip = sampleTrip("Jaipur", "domestic", 3)
    const { content, grounding } = planOf(trip)
    const lunches = (placeId: string, name: string) =>
      content.dailyItinerary.map((day) => ({
        ...day,
        activities: day.activities.map((a) => (a.type === "food" && a.title.startsWith("Lunch") ? { ...a, title: `Lunch at ${name}`, placeId } : a))
      }))
    const jaipur = grounding.destination!.regions.find((r) => r.id === "jaipur")!
    const table = jaipur.food.find((f) => f.meal === "meal")!
    expect(checkFoodRepeats(lunches(table.id, table.name), 3, grounding, "none").map((p) => p.rule)).toContain("food-repeat")
    // A region whose only place for the diet is this one has to repeat it: named, but no warning.
    const regions = knowledge.destinations.flatMap((d) => d.regions.map((r) => ({ d, r })))
    const only = regions
      .map(({ d, r }) => ({ d, r, places: r.food.filter((f) => isMealFor(f, "vegetarian")) }))
      .find((x) => x.places.length === 1 && x.r.attractions.length > 0)!
    const alone = only.places[0]!
    const lonely = groundingOf(knowledge.resolve(only.d.name, only.d.type), knowledge)
    const days = [1, 2, 3].map((dayNumber) => ({ dayNumber, theme: "", region: only.r.name, subArea: only.r.name, visitedAttractions: [], activities: [{ type: "food", title: `Lunch at ${alone.name}`, time: "12:30", details: { location: alone.address, distanceFromPrevious: "1 km", travelTime: "5 minutes on foot", duration: "1 hour", cost: 300, description: "" }, placeId: alone.id }] }))
    expect(foodRepeats(days, 3, lonely, "vegetarian").map((u) => u.regionHoldsOthers)).toEqual([false])
    expect(checkFoodRepeats(days, 3, lonely, "vegetarian")).toEqual([])
  })
})
