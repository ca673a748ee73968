import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import type { RegenerationTargetData } from "@safarnama/events/itineraries/regenerationEvents"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { generatedGoa, goaChecks, OWNER, requested } from "../../../test/refineKit.ts"
import { offlineDayFor } from "../../../test/regenerationKit.ts"
import { fold } from "../Decider.ts"
import { type ItineraryCommand, type ItineraryState, itineraryDecider } from "./decider.ts"
import { interestsOfInstruction } from "./instructionInterests.ts"
import { allowanceOf } from "./regenerationDecider.ts"
import { historyOf } from "./revisionViews.ts"

const AT = "2027-01-02T10:00:00.000Z"
type Ready = Exclude<ItineraryState, { status: "none" }>
const stateOf = (history: ReadonlyArray<ItineraryEvent>) => fold(itineraryDecider, history) as Ready
const decide = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => itineraryDecider.decide(command, fold(itineraryDecider, history))
const accepted = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => {
  const decided = decide(history, command)
  if (Either.isLeft(decided)) throw new Error(`refused: ${decided.left._tag} ${JSON.stringify(decided.left)}`)
  return [...history, ...decided.right]
}
const refused = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => {
  const decided = decide(history, command)
  if (Either.isRight(decided)) throw new Error(`accepted: ${JSON.stringify(decided.right.map((e) => e.type))}`)
  return decided.left
}
const current = (history: ReadonlyArray<ItineraryEvent>) => stateOf(history).revisions.at(-1)!
/** New activities are numbered after the plan's highest id (a1..aN in reading order). */
const activityCount = current(generatedGoa).content.dailyItinerary.reduce((n, d) => n + d.activities.length, 0)
const request = (target: RegenerationTargetData, basedOn?: number, userId = OWNER): ItineraryCommand => ({ type: "RequestRegeneration", userId, basedOn: basedOn ?? 0, target, at: AT })
const ask = (history: ReadonlyArray<ItineraryEvent>, target: RegenerationTargetData) => accepted(history, request(target, current(history).revision))
const lastId = (history: ReadonlyArray<ItineraryEvent>) => stateOf(history).regenerations.at(-1)!.id
const completeDay = (history: ReadonlyArray<ItineraryEvent>, dayNumber: number, instruction?: string): ItineraryCommand => ({
  type: "CompleteRegeneration",
  regenerationId: lastId(history),
  written: { _tag: "day", day: offlineDayFor(current(history).content, dayNumber, instruction) },
  at: AT,
  checks: goaChecks
})

describe("requesting a regeneration", () => {
  it("the first is one of the 5 included: nothing reserved, an id the credits ledger can hold, on the current revision", () => {
    const history = ask(generatedGoa, { _tag: "day", dayNumber: 2, instruction: "more beaches" })
    expect(history.at(-1)).toEqual({
      type: "RegenerationRequested",
      data: { regenerationId: `${requested.itineraryId}-r1`, userId: OWNER, basedOn: 1, target: { _tag: "day", dayNumber: 2, instruction: "more beaches" }, creditsReserved: 0, requestedAt: AT }
    })
    expect(allowanceOf(stateOf(history).regenerations)).toEqual({ included: 5, used: 1, nextCost: 0 })
  })

  it("is refused for someone else's itinerary (as not found), on a stale revision, while another runs, and for a day or activity the plan has not", () => {
    expect(refused(generatedGoa, request({ _tag: "day", dayNumber: 1 }, 1, "stranger"))._tag).toBe("ItineraryNotFound")
    expect(refused(generatedGoa, request({ _tag: "day", dayNumber: 1 }, 2))).toMatchObject({ _tag: "StaleRevision", basedOn: 2, current: 1 })
    expect(refused(generatedGoa, request({ _tag: "day", dayNumber: 4 }, 1))).toMatchObject({ _tag: "UnknownDay", dayNumber: 4 })
    expect(refused(generatedGoa, request({ _tag: "activity", activityId: "a99" }, 1))).toMatchObject({ _tag: "UnknownActivity", activityId: "a99" })
    const running = ask(generatedGoa, { _tag: "day", dayNumber: 1 })
    expect(refused(running, request({ _tag: "day", dayNumber: 2 }, 1))._tag).toBe("RegenerationRunning")
    expect(refused([generatedGoa[0]!], request({ _tag: "day", dayNumber: 1 }, 1))._tag).toBe("ItineraryNotReady")
  })

  it("the 6th costs 1 credit; a failed one does not count (a failure costs nothing, not even an included turn)", () => {
    let history = generatedGoa
    history = ask(history, { _tag: "day", dayNumber: 1 })
    history = accepted(history, { type: "FailRegeneration", regenerationId: lastId(history), reason: "writer down" })
    for (const dayNumber of [1, 2, 3, 1, 2]) {
      history = ask(history, { _tag: "day", dayNumber })
      expect(stateOf(history).regenerations.at(-1)!.cost).toBe(0)
      history = accepted(history, completeDay(history, dayNumber))
    }
    expect(allowanceOf(stateOf(history).regenerations)).toEqual({ included: 5, used: 5, nextCost: 1 })
    history = ask(history, { _tag: "day", dayNumber: 3 })
    expect(history.at(-1)).toMatchObject({ type: "RegenerationRequested", data: { regenerationId: `${requested.itineraryId}-r7`, creditsReserved: 1 } })
  })
})

describe("completing a regeneration", () => {
  it("a day: the next revision, the other days as they were, new ids after the highest, never another day's place; the history says what and why", () => {
    const asked = ask(generatedGoa, { _tag: "day", dayNumber: 2, instruction: "more beaches, fewer temples" })
    const before = current(asked).content
    const history = accepted(asked, completeDay(asked, 2, "more beaches, fewer temples"))
    const made = history.at(-1)!
    expect(made).toMatchObject({ type: "DayRegenerated", data: { revision: 2, basedOn: 1, by: OWNER, dayNumber: 2, instruction: "more beaches, fewer temples", regenerationId: lastId(asked) } })
    const after = current(history).content
    expect(after.dailyItinerary[0]).toEqual(before.dailyItinerary[0])
    expect(after.dailyItinerary[2]).toEqual(before.dailyItinerary[2])
    expect(after.dailyItinerary[1]!.activities.map((a) => a.id)).toEqual(after.dailyItinerary[1]!.activities.map((_, i) => `a${activityCount + 1 + i}`))
    const others = new Set([...after.dailyItinerary[0]!.activities, ...after.dailyItinerary[2]!.activities].flatMap((a) => (a.placeId && a.type !== "food" ? [a.placeId] : [])))
    expect(after.dailyItinerary[1]!.activities.filter((a) => a.placeId && a.type !== "food" && others.has(a.placeId))).toEqual([])
    expect(after.costBreakdown.total).toBe(after.costBreakdown.accommodation + after.costBreakdown.food + after.costBreakdown.activities)
    expect(stateOf(history).regenerations.at(-1)).toMatchObject({ status: "completed", revision: 2 })
    expect(historyOf(stateOf(history).revisions, OWNER, AT)[0]).toMatchObject({ kind: "DayRegenerated", summary: "Regenerated day 2 (more beaches, fewer temples)", by: "you" })
  })

  it("a day that repeats another day's place is refused with the place named (the runner rewrites it, or fails it)", () => {
    const asked = ask(generatedGoa, { _tag: "day", dayNumber: 2 })
    const day3 = current(asked).content.dailyItinerary[2]!
    const rejection = refused(asked, { type: "CompleteRegeneration", regenerationId: lastId(asked), written: { _tag: "day", day: { ...day3, dayNumber: 2 } }, at: AT, checks: goaChecks })
    expect(rejection._tag).toBe("RegenerationBreaksPlan")
    expect((rejection as { problems: ReadonlyArray<string> }).problems[0]).toMatch(/^day 2: '.+' is already in another day of the plan$/)
  })

  it("an activity: a new id in the same time slot, the rest untouched; a suggestion that breaks the slot is refused with the reason", () => {
    // A sight of day 3 (not its journeys, its meals or its free time at a market, which has no place).
    const target = current(generatedGoa).content.dailyItinerary[2]!.activities.find((a) => a.placeId !== undefined && a.type !== "food" && a.type !== "transport")!
    const asked = ask(generatedGoa, { _tag: "activity", activityId: target.id! })
    const suggestions = offlineDayFor(current(asked).content, 3).activities.filter((a) => a.type !== "food" && a.type !== "transport" && a.placeId !== target.placeId)
    const complete = (activity: (typeof suggestions)[number]): ItineraryCommand => ({ type: "CompleteRegeneration", regenerationId: lastId(asked), written: { _tag: "activity", activity }, at: AT, checks: goaChecks })
    // The runner tries the writer's suggestions in turn, as here: the first that keeps the plan whole wins.
    const outcomes = suggestions.map((activity) => ({ activity, decided: decide(asked, complete(activity)) }))
    const fits = outcomes.find((o) => Either.isRight(o.decided))!
    const history = accepted(asked, complete(fits.activity))
    expect(history.at(-1)).toMatchObject({ type: "ActivityRegenerated", data: { revision: 2, activityId: target.id, title: target.title, replacement: { id: `a${activityCount + 1}`, time: target.time, title: fits.activity.title } } })
    const after = current(history).content
    expect(after.dailyItinerary.slice(0, 2)).toEqual(current(asked).content.dailyItinerary.slice(0, 2))
    expect(historyOf(stateOf(history).revisions, OWNER, AT)[0]!.summary).toBe(`Regenerated '${target.title}' on day 3 as '${fits.activity.title}'`)
    for (const o of outcomes.filter((o) => Either.isLeft(o.decided))) expect(o.decided).toMatchObject({ left: { _tag: "RegenerationBreaksPlan" } })
  })

  it("is refused once the owner changed the plan meanwhile (stale), and a regeneration ends exactly once", () => {
    const asked = ask(generatedGoa, { _tag: "day", dayNumber: 1 })
    const noted = accepted(asked, { type: "RefineItinerary", userId: OWNER, basedOn: 1, at: AT, change: { type: "addNote", dayNumber: 3, text: "Carry cash" }, checks: goaChecks })
    expect(refused(noted, completeDay(noted, 1))).toMatchObject({ _tag: "StaleRevision", basedOn: 1, current: 2 })
    const failed = accepted(noted, { type: "FailRegeneration", regenerationId: lastId(noted), reason: "stale" })
    expect(stateOf(failed).regenerations.at(-1)).toMatchObject({ status: "failed", reason: "stale" })
    expect(refused(failed, { type: "FailRegeneration", regenerationId: lastId(noted), reason: "again" })._tag).toBe("RegenerationNotRunning")
    expect(refused(failed, { type: "RecordRegenerationProgress", regenerationId: lastId(noted), done: 1, total: 3, section: "x", attempt: 1 })._tag).toBe("RegenerationNotRunning")
  })
})

describe("an instruction for the offline writer", () => {
  it("names wanted and unwanted interests, singular or plural, clause by clause", () => {
    expect(interestsOfInstruction("more beaches, fewer temples")).toEqual({ wanted: ["beaches"], unwanted: ["temples"] })
    expect(interestsOfInstruction("a beach day and no shopping")).toEqual({ wanted: ["beaches"], unwanted: ["shopping"] })
    expect(interestsOfInstruction("slower please")).toEqual({ wanted: [], unwanted: [] })
    expect(interestsOfInstruction(undefined)).toEqual({ wanted: [], unwanted: [] })
  })
})
