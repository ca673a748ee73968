import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import { upcastItineraryEvent } from "@safarnama/events/itineraries/upcast"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { generatedGoa, goaChecks, goaContentWithoutIds, OWNER } from "../../../test/refineKit.ts"
import { fold } from "../Decider.ts"
import { type ItineraryCommand, type ItineraryState, itineraryDecider } from "./decider.ts"
import type { RefineChange } from "./refineDecider.ts"
import { compareRevisions, historyOf } from "./revisionViews.ts"

const AT = "2027-01-02T10:00:00.000Z"
const refine = (change: RefineChange, basedOn: number, userId = OWNER): ItineraryCommand => ({ type: "RefineItinerary", userId, basedOn, at: AT, change, checks: goaChecks })
const decide = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => itineraryDecider.decide(command, fold(itineraryDecider, history))
const accepted = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => {
  const decided = decide(history, command)
  if (Either.isLeft(decided)) throw new Error(`refused: ${decided.left._tag} ${JSON.stringify(decided.left)}`)
  return decided.right
}
const refused = (history: ReadonlyArray<ItineraryEvent>, command: ItineraryCommand) => {
  const decided = decide(history, command)
  if (Either.isRight(decided)) throw new Error(`accepted: ${JSON.stringify(decided.right.map((e) => e.type))}`)
  return decided.left
}
const current = (history: ReadonlyArray<ItineraryEvent>) => {
  const state = fold(itineraryDecider, history) as Exclude<ItineraryState, { status: "none" }>
  return state.revisions[state.revisions.length - 1]!
}
const activity = (history: ReadonlyArray<ItineraryEvent>, title: string) => {
  for (const day of current(history).content.dailyItinerary) {
    const found = day.activities.find((a) => a.title === title)
    if (found) return { day: day.dayNumber, ...found }
  }
  throw new Error(`no activity '${title}'`)
}

/** Day 1's dinner of the Goa plan, whichever place it is at. */
const firstDinner = () => activity(generatedGoa, current(generatedGoa).content.dailyItinerary[0]!.activities.findLast((a) => a.title.startsWith("Dinner at"))!.title)

describe("activity ids", () => {
  it("a plan stored without ids gets them when read, in reading order, the same every time; the log is not touched", () => {
    const stored = generatedGoa[1]!
    const first = upcastItineraryEvent(stored)
    const again = upcastItineraryEvent(stored)
    expect(first).toEqual(again)
    if (first.type !== "GenerationCompleted") throw new Error("unexpected")
    const count = goaContentWithoutIds.dailyItinerary.reduce((n, d) => n + d.activities.length, 0)
    expect(first.data.content.dailyItinerary.flatMap((d) => d.activities.map((a) => a.id))).toEqual(Array.from({ length: count }, (_, i) => `a${i + 1}`))
    expect(goaContentWithoutIds.dailyItinerary[0]!.activities[0]!.id).toBeUndefined()
  })

  it("a plan completed now is saved with its ids", () => {
    const [done] = accepted([generatedGoa[0]!], { type: "CompleteGeneration", content: goaContentWithoutIds, writer: "offline" })
    if (done?.type !== "GenerationCompleted") throw new Error("unexpected")
    const before = goaContentWithoutIds.dailyItinerary.slice(0, 2).reduce((n, d) => n + d.activities.length, 0)
    expect(done.data.content.dailyItinerary[2]!.activities[3]!.id).toBe(`a${before + 4}`)
  })
})

describe("changing a finished itinerary", () => {
  it("removing an activity is revision 2, made on revision 1, with the plan after it and its cost taken off", () => {
    const dinner = firstDinner()
    const [event] = accepted(generatedGoa, refine({ type: "removeActivity", activityId: dinner.id! }, 1))
    if (event?.type !== "ActivityRemoved") throw new Error(`unexpected ${event?.type}`)
    expect(event.data).toMatchObject({ revision: 2, basedOn: 1, by: OWNER, at: AT, dayNumber: 1, activityId: dinner.id, title: dinner.title })
    expect(event.data.content.dailyItinerary[0]!.activities.map((a) => a.title)).not.toContain(dinner.title)
    const before = current(generatedGoa).content.costBreakdown
    expect(event.data.content.costBreakdown).toEqual({ ...before, food: before.food - dinner.details.cost, total: before.total - dinner.details.cost })
    expect(event.data.content.planChecks?.passed.length).toBeGreaterThan(0)
  })

  it("a change made on an older revision is refused as stale, naming both revisions", () => {
    const history = [...generatedGoa, ...accepted(generatedGoa, refine({ type: "addNote", dayNumber: 1, text: "Book the taxi" }, 1))]
    expect(refused(history, refine({ type: "addNote", dayNumber: 2, text: "Carry water" }, 1))).toMatchObject({ _tag: "StaleRevision", basedOn: 1, current: 2 })
  })

  it("someone else's itinerary is not found; one still generating is not ready", () => {
    expect(refused(generatedGoa, refine({ type: "addNote", dayNumber: 1, text: "x" }, 1, "user-2"))._tag).toBe("ItineraryNotFound")
    expect(refused([generatedGoa[0]!], refine({ type: "addNote", dayNumber: 1, text: "x" }, 1))._tag).toBe("ItineraryNotReady")
  })

  it("an unknown day, activity, region or revision is named", () => {
    expect(refused(generatedGoa, refine({ type: "addNote", dayNumber: 9, text: "x" }, 1))).toMatchObject({ _tag: "UnknownDay", dayNumber: 9 })
    expect(refused(generatedGoa, refine({ type: "removeActivity", activityId: "a99" }, 1))).toMatchObject({ _tag: "UnknownActivity", activityId: "a99" })
    expect(refused(generatedGoa, refine({ type: "moveActivity", activityId: "a1", toDay: 4, time: "10:00" }, 1))).toMatchObject({ _tag: "UnknownDay", dayNumber: 4 })
    expect(refused(generatedGoa, refine({ type: "restoreRevision", revision: 5 }, 1))).toMatchObject({ _tag: "UnknownRevision", revision: 5 })
  })

  it("a move that makes two activities overlap is refused with the check's reason, and nothing is appended", () => {
    const museum = activity(generatedGoa, "Goa State Museum")
    // Ten minutes into the day's next long visit: it starts before that one ends.
    const day = current(generatedGoa).content.dailyItinerary[museum.day - 1]!
    const walk = day.activities.find((a) => a.time > museum.time && a.type !== "food" && /hour/.test(a.details.duration))!
    const [hours, minutes] = walk.time.split(":").map(Number) as [number, number]
    const during = `${String(hours).padStart(2, "0")}:${String(minutes + 10).padStart(2, "0")}`
    const refusal = refused(generatedGoa, refine({ type: "moveActivity", activityId: museum.id!, toDay: museum.day, time: during }, 1))
    expect(refusal._tag).toBe("ChangeBreaksPlan")
    expect(JSON.stringify(refusal)).toContain(`starts before '${walk.title}' ends`)
  })

  it("a replacement that repeats a place of another day is refused; a fresh one gets a new id", () => {
    const chapel = activity(generatedGoa, "Chapel of St. Sebastian")
    const museum = activity(generatedGoa, "Goa State Museum")
    const repeat = refused(generatedGoa, refine({ type: "replaceActivity", activityId: chapel.id!, source: "knowledge-base", replacement: { ...museum, time: chapel.time } }, 1))
    expect(repeat._tag).toBe("ChangeBreaksPlan")
    const { id: _id, ...draft } = chapel
    const [event] = accepted(generatedGoa, refine({ type: "replaceActivity", activityId: chapel.id!, source: "knowledge-base", replacement: { ...draft, details: { ...draft.details, cost: 100 } } }, 1))
    if (event?.type !== "ActivityReplaced") throw new Error("unexpected")
    expect(event.data.replacement.id).toBe(`a${current(generatedGoa).content.dailyItinerary.reduce((n, d) => n + d.activities.length, 0) + 1}`)
    expect(event.data.content.costBreakdown.activities).toBe(100)
  })

  it("moving an activity to another time keeps its id and re-sorts the day", () => {
    // Day 1's dinner, half an hour later: still after everything before it.
    const dinner = firstDinner()
    const [hours, minutes] = dinner.time.split(":").map(Number) as [number, number]
    const later = `${String(hours + (minutes >= 30 ? 1 : 0)).padStart(2, "0")}:${String((minutes + 30) % 60).padStart(2, "0")}`
    const [event] = accepted(generatedGoa, refine({ type: "moveActivity", activityId: dinner.id!, toDay: 1, time: later }, 1))
    if (event?.type !== "ActivityMoved") throw new Error("unexpected")
    expect(event.data).toMatchObject({ fromDay: 1, toDay: 1, fromTime: dinner.time, toTime: later })
    expect(event.data.content.dailyItinerary[0]!.activities.find((a) => a.id === dinner.id)?.time).toBe(later)
  })

  it("choosing another hotel for a region puts it first there and moves the accommodation cost", () => {
    const [event] = accepted(generatedGoa, refine({ type: "chooseHotel", region: "North Goa", hotel: current(generatedGoa).content.hotelRecommendations.options[2]! }, 1))
    if (event?.type !== "HotelChosen") throw new Error("unexpected")
    expect(event.data.content.hotelRecommendations.options.map((h) => h.name)).toEqual(["Panjim Inn", "Casa Anjuna", "Calangute Residency (GTDC)"])
    // 1 night in North Goa, a couple sharing a room: (6500 - 3500) / 2.
    expect(event.data.content.costBreakdown.accommodation).toBe(6750 + 1500)
    expect(refused(generatedGoa, refine({ type: "chooseHotel", region: "Mars", hotel: current(generatedGoa).content.hotelRecommendations.options[0]! }, 1))._tag).toBe("UnknownRegion")
  })

  it("restoring an earlier revision is itself a new revision with that revision's plan; restoring the current one does nothing", () => {
    const dinner = firstDinner()
    const removed = [...generatedGoa, ...accepted(generatedGoa, refine({ type: "removeActivity", activityId: dinner.id! }, 1))]
    const [restore] = accepted(removed, refine({ type: "restoreRevision", revision: 1 }, 2))
    if (restore?.type !== "RevisionRestored") throw new Error("unexpected")
    expect(restore.data).toMatchObject({ revision: 3, basedOn: 2, restored: 1 })
    expect(restore.data.content.dailyItinerary).toEqual(current(generatedGoa).content.dailyItinerary)
    expect(decide(removed, refine({ type: "restoreRevision", revision: 2 }, 2))).toEqual(Either.right([]))
  })

  it("a change drops the cached PDF, and a PDF rendered from a replaced revision is not recorded", () => {
    const withPdf = [...generatedGoa, ...accepted(generatedGoa, { type: "RecordPdf", pdfUrl: "/api/itinerary/pdf/x.pdf", revision: 1 })]
    const changed = [...withPdf, ...accepted(withPdf, refine({ type: "addNote", dayNumber: 1, text: "Book the taxi" }, 1))]
    const state = fold(itineraryDecider, changed) as Exclude<ItineraryState, { status: "none" }>
    expect(state.pdfUrl).toBeUndefined()
    expect(refused(changed, { type: "RecordPdf", pdfUrl: "/api/itinerary/pdf/y.pdf", revision: 1 })._tag).toBe("StaleRevision")
    expect(accepted(changed, { type: "RecordPdf", pdfUrl: "/api/itinerary/pdf/y.pdf", revision: 2 })).toHaveLength(1)
  })
})

describe("history and compare", () => {
  it("lists who changed what and when, newest first, and compares two revisions day by day", () => {
    const dinner = firstDinner()
    const plan = current(generatedGoa).content
    const lunch = { day: 2, ...plan.dailyItinerary[1]!.activities.find((a) => a.title.startsWith("Lunch at"))! }
    const noted = plan.dailyItinerary[2]!.activities.find((a) => a.placeId !== undefined && a.type !== "food" && a.type !== "transport")!
    // Half an hour later, still before the next stop starts.
    const [hours, minutes] = lunch.time.split(":").map(Number) as [number, number]
    const later = `${String(hours + (minutes >= 30 ? 1 : 0)).padStart(2, "0")}:${String((minutes + 30) % 60).padStart(2, "0")}`
    let history = [...generatedGoa]
    history = [...history, ...accepted(history, refine({ type: "removeActivity", activityId: dinner.id! }, 1))]
    history = [...history, ...accepted(history, refine({ type: "moveActivity", activityId: lunch.id!, toDay: 2, time: later }, 2))]
    history = [...history, ...accepted(history, refine({ type: "addNote", dayNumber: 3, activityId: noted.id!, text: "Cash only" }, 3))]
    const state = fold(itineraryDecider, history) as Exclude<ItineraryState, { status: "none" }>
    expect(historyOf(state.revisions, OWNER, "2027-01-01T00:01:00.000Z")).toEqual([
      { revision: 4, kind: "NoteAdded", summary: `Added a note to '${noted.title}' on day 3`, by: "you", at: AT },
      { revision: 3, kind: "ActivityMoved", summary: `Moved '${lunch.title}' on day 2 from ${lunch.time} to ${later}`, by: "you", at: AT },
      { revision: 2, kind: "ActivityRemoved", summary: `Removed '${dinner.title}' from day 1`, by: "you", at: AT },
      { revision: 1, kind: "GenerationCompleted", summary: "Plan generated", by: "Safarnama", at: "2027-01-01T00:01:00.000Z" }
    ])
    const comparison = compareRevisions(state.revisions[0]!, state.revisions[3]!)
    expect(comparison.days).toEqual([
      { dayNumber: 1, changed: true, added: [], removed: [{ id: dinner.id, title: dinner.title, time: dinner.time }], retimed: [], notesChanged: false },
      { dayNumber: 2, changed: true, added: [], removed: [], retimed: [{ id: lunch.id, title: lunch.title, fromTime: lunch.time, toTime: later, fromDay: 2 }], notesChanged: false },
      { dayNumber: 3, changed: true, added: [], removed: [], retimed: [], notesChanged: true }
    ])
    expect(comparison.costs.to.total).toBe(comparison.costs.from.total - dinner.details.cost)
  })
})
