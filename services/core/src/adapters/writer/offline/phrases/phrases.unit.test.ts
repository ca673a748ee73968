import { readFileSync } from "node:fs"
import { ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { Trip } from "@safarnama/events/itineraries/events"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { tripTo } from "../../../../../test/tripVariants.ts"
import { groundingOf } from "../../../../domain/itineraries/groundedChecks.ts"
import { checkWholePlan } from "../../../../domain/itineraries/planCheckSummary.ts"
import { isHard } from "../../../../domain/itineraries/planChecks.ts"
import { describeLeg, type Leg } from "../../../../domain/knowledge/travel.ts"
import { bundledKnowledge } from "../../../knowledge/Knowledge.ts"
import { makeOfflineWriter, offlineItinerary } from "../OfflineWriter.ts"
import { readPhrases, sayIn, untranslatedGuideTextNotice } from "./phrases.ts"
import { legText, minutesText } from "../../../../domain/planner/wording.ts"

const file = JSON.parse(readFileSync(new URL("./offlinePhrases.json", import.meta.url), "utf8")) as Record<string, Record<string, string>>
const knowledge = bundledKnowledge()
const DEVANAGARI = /[\u0900-\u097F]/
const LATIN_WORD = /[A-Za-z]{3,}/

const hardProblems = (trip: Trip) => {
  const content = offlineItinerary(trip, knowledge)
  const resolution = knowledge.resolve(trip.destination, trip.destinationType)
  const valid = Schema.validateEither(ItineraryContent)(content)
  const problems = checkWholePlan(content, trip, groundingOf(resolution, knowledge))
  return { content, hard: [...(Either.isLeft(valid) ? [valid.left.message] : []), ...problems.filter(isHard).map((p) => p.message)] }
}

describe("the offline writer's phrase file", () => {
  it("loads: every language has every phrase, with the English phrase's placeholders", () => {
    expect(Either.isRight(readPhrases(file))).toBe(true)
  })

  it("refuses a missing phrase, an unknown one, an empty one and a placeholder the English lacks, naming each", () => {
    const { lunchAt: _, ...withoutLunch } = file.hi!
    const broken = { ...file, hi: { ...withoutLunch, dinnerAt: "{venue} में रात का भोजन", nearby: " ", extra: "x" } }
    const problems = Either.isLeft(readPhrases(broken)) ? Either.getLeft(readPhrases(broken)).pipe((o) => (o._tag === "Some" ? o.value : [])) : []
    expect(problems.join("\n")).toMatch(/hi\.lunchAt/)
    expect(problems.join("\n")).toMatch(/extra/)
    const placeholders = readPhrases({ ...file, hi: { ...file.hi, dinnerAt: "{venue} में रात का भोजन", nearby: " " } })
    expect(Either.isLeft(placeholders) && [...placeholders.left].sort()).toEqual([
      "hi.dinnerAt: has placeholders {venue} but the English has {place}",
      "hi.nearby: is empty"
    ])
  })

  it("in English says journeys word for word as the travel model does", () => {
    const legs: ReadonlyArray<Leg> = [
      { km: 2, minutes: 25, mode: "walk" },
      { km: 40, minutes: 60, mode: "road" },
      { km: 300, minutes: 150, mode: "rail" },
      { km: 1200, minutes: 300, mode: "flight" },
      { km: 30, minutes: 95, mode: "ferry" },
      { km: 8, minutes: 120, mode: "local" }
    ]
    for (const leg of legs) expect(legText(sayIn("en"), leg)).toBe(describeLeg(leg))
    expect(legText(sayIn("hi"), { minutes: 150, mode: "rail" })).toBe("ट्रेन से 2 घंटे 30 मिनट")
    expect([45, 60, 180].map((minutes) => minutesText(sayIn("hi"), minutes))).toEqual(["45 मिनट", "1 घंटा", "3 घंटे"])
  })
})

describe("the offline writer in Hindi", () => {
  // Rajasthan and Ladakh have permits or long journeys between regions; Bali and Dubai are abroad (visa).
  const destinations = ["Rajasthan", "Goa", "Ladakh", "Bali", "Dubai"]
  /** The writer's own activities (journeys and meals), found by their English titles in the same plan in English. */
  const OWN = /^(Arrive at|Travel from|Lunch (at|in)|Dinner (at|in)) /

  it.each(destinations)("%s: its own words are Hindi, the guide text stays English, and the plan passes every hard check", (name) => {
    const destination = knowledge.destinations.find((d) => d.name === name)!
    for (const variant of [0, 1, 2, 3, 4]) {
      const english = tripTo(destination.name, destination.type, 5, variant)
      const hindi: Trip = { ...english, language: "hi" }
      const { content, hard } = hardProblems(hindi)
      const label = `${destination.name}, variant ${variant}`
      expect(hard, label).toEqual([])
      const inEnglish = offlineItinerary(english, knowledge)
      // The plan is the same plan: same places at the same times, only the writer's words differ.
      expect(content.dailyItinerary.map((d) => d.activities.map((a) => [a.time, a.placeId, a.details.cost])), label).toEqual(
        inEnglish.dailyItinerary.map((d) => d.activities.map((a) => [a.time, a.placeId, a.details.cost]))
      )
      expect(content.costBreakdown).toEqual(inEnglish.costBreakdown)
      content.dailyItinerary.forEach((day, d) => {
        expect(day.theme, label).toMatch(DEVANAGARI)
        day.activities.forEach((a, i) => {
          if (OWN.test(inEnglish.dailyItinerary[d]!.activities[i]!.title)) expect(a.title, `${label}: ${a.title}`).toMatch(DEVANAGARI)
          expect(a.details.travelTime, `${label}: ${a.details.travelTime}`).toMatch(DEVANAGARI)
        })
      })
      // A sight's description starts with the knowledge base's English, unchanged (a note in the plan's language may follow).
      const sight = content.dailyItinerary.flatMap((d) => d.activities).find((a) => a.type !== "food" && a.type !== "transport" && a.type !== "rest" && a.placeId)!
      const known = knowledge.place(sight.placeId!)!.place
      expect("description" in known && sight.details.description.startsWith(known.description)).toBe(true)
      expect(sight.details.description).toMatch(LATIN_WORD)
      expect(content.travelTips.at(-1)?.category).toBe("इस योजना के बारे में")
      expect(inEnglish.dailyItinerary[0]!.theme).not.toMatch(DEVANAGARI)
    }
  })

  // Two plans a guide, each checked: over vitest's 5 s default on a busy 2-core machine.
  it("every destination: a Hindi plan of 3 and 10 days passes every hard check", { timeout: 120_000 }, () => {
    knowledge.destinations.forEach((destination, i) => {
      for (const duration of [3, 10]) {
        const trip: Trip = { ...tripTo(destination.name, destination.type, duration, i % 5), language: "hi" }
        expect(hardProblems(trip).hard, `${destination.name}, ${duration} days`).toEqual([])
      }
    })
  })

  it("says plainly, in Hindi, that the guide text stays English; an English plan says nothing", () => {
    const writer = makeOfflineWriter(knowledge)
    const trip = tripTo("Jaipur", "domestic", 3)
    expect(writer.languageNotice?.({ ...trip, language: "hi" })).toBe(untranslatedGuideTextNotice({ language: "hi" }))
    expect(untranslatedGuideTextNotice({ language: "hi" })).toMatch(/अंग्रेज़ी/)
    expect(writer.languageNotice?.({ ...trip, language: "en" })).toBeUndefined()
    expect(writer.languageNotice?.(trip)).toBeUndefined()
  })
})
