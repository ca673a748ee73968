// Model-based test of the trip form. The model is spec sections 4 and 5 ("Trip form", submit rules)
// reduced to what decides a submit: logged in, destination, interests, type, a long trip (3 credits)
// or a short one (1), the balance (1 or 10 credits) and whether a generation runs. Every shortest path
// to every model state is replayed on the real form machine, which must agree on fields, message and
// what the submit did (open login, open purchase, or send the request).
import { describe, expect, it } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { createTripFormHarness, type TripFormHarness } from "./testing/tripFormHarness"
import { tripFormMessages } from "./tripForm.machine"

type Effect = "none" | "login" | "purchase" | "submitted"
interface Expected {
  loggedIn: boolean
  destination: boolean
  interests: boolean
  international: boolean
  longTrip: boolean
  rich: boolean
  generating: boolean
  error: string | null
  effect: Effect
}

const quiet = { error: null, effect: "none" as Effect }

const specModel = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | "TYPE_DESTINATION"
        | "CLEAR_DESTINATION"
        | "PICK_INTERNATIONAL_PLACE"
        | "PICK_INTEREST"
        | "UNPICK_INTEREST"
        | "SWITCH_TYPE"
        | "PLAN_LONG_TRIP"
        | "PLAN_SHORT_TRIP"
        | "BUY_CREDITS"
        | "GENERATION_STARTS"
        | "GENERATION_ENDS"
        | "LOG_OUT"
        | "SUBMIT"
    }
  }
}).createMachine({
  id: "spec",
  initial: "editing",
  context: {
    loggedIn: true,
    destination: false,
    interests: false,
    international: false,
    longTrip: false,
    rich: false,
    generating: false,
    ...quiet
  },
  states: {
    editing: {
      on: {
        TYPE_DESTINATION: { actions: assign({ destination: true, ...quiet }) },
        CLEAR_DESTINATION: { actions: assign({ destination: false, ...quiet }) },
        // The picker switches the type; a switch clears the interests.
        PICK_INTERNATIONAL_PLACE: {
          actions: assign(({ context }) => ({
            destination: true,
            international: true,
            interests: context.international ? context.interests : false,
            ...quiet
          }))
        },
        PICK_INTEREST: { actions: assign({ interests: true, ...quiet }) },
        UNPICK_INTEREST: { actions: assign({ interests: false, ...quiet }) },
        SWITCH_TYPE: { actions: assign(({ context }) => ({ international: !context.international, interests: false, ...quiet })) },
        PLAN_LONG_TRIP: { actions: assign({ longTrip: true, ...quiet }) },
        PLAN_SHORT_TRIP: { actions: assign({ longTrip: false, ...quiet }) },
        // Session and generation changes keep a message, except that enough credits clear the credits one.
        BUY_CREDITS: {
          actions: assign(({ context }) => ({
            rich: true,
            effect: "none" as Effect,
            error: context.error?.startsWith("You need") ? null : context.error
          }))
        },
        GENERATION_STARTS: { actions: assign({ generating: true, effect: "none" }) },
        GENERATION_ENDS: { actions: assign({ generating: false, effect: "none" }) },
        LOG_OUT: { actions: assign({ loggedIn: false, effect: "none" }) },
        SUBMIT: [
          { guard: ({ context }) => !context.loggedIn, actions: assign({ effect: "login" }) },
          { guard: ({ context }) => context.generating, actions: assign({ effect: "none" }) },
          {
            guard: ({ context }) => !context.destination,
            actions: assign({ effect: "none", error: tripFormMessages.missingDestination })
          },
          {
            guard: ({ context }) => !context.interests,
            actions: assign({ effect: "none", error: tripFormMessages.missingInterests })
          },
          {
            guard: ({ context }) => !context.rich && context.longTrip,
            actions: assign({ effect: "purchase", error: tripFormMessages.needCredits(3) })
          },
          { target: "submitted", actions: assign({ effect: "submitted" }) }
        ]
      }
    },
    submitted: { type: "final" }
  }
})

type SpecSnapshot = SnapshotFrom<typeof specModel>

function perform(h: TripFormHarness, type: string): unknown {
  const send = h.actor.send.bind(h.actor)
  const { fields, credits } = h.context
  switch (type) {
    case "TYPE_DESTINATION":
      return send({ type: "DESTINATION_CHANGED", value: "Goa" })
    case "CLEAR_DESTINATION":
      return send({ type: "DESTINATION_CHANGED", value: "   " })
    case "PICK_INTERNATIONAL_PLACE":
      return send({ type: "DESTINATION_PICKED", value: "Kyoto, Japan", tripType: "international" })
    case "PICK_INTEREST":
      return send({ type: "INTEREST_TOGGLED", id: fields.destinationType === "domestic" ? "temples" : "nightlife" })
    case "UNPICK_INTEREST":
      for (const id of fields.interests) send({ type: "INTEREST_TOGGLED", id })
      return
    case "SWITCH_TYPE":
      return send({ type: "TYPE_CHANGED", value: fields.destinationType === "domestic" ? "international" : "domestic" })
    case "PLAN_LONG_TRIP":
      // 15 days need 3 credits: typed, then nudged by the stepper.
      send({ type: "DURATION_TYPED", value: "14" })
      return send({ type: "DURATION_INCREMENTED" })
    case "PLAN_SHORT_TRIP":
      send({ type: "DURATION_TYPED", value: "8" })
      return send({ type: "DURATION_DECREMENTED" })
    case "BUY_CREDITS":
      return send({ type: "SESSION_CHANGED", loggedIn: h.context.loggedIn, credits: 10 })
    case "GENERATION_STARTS":
      return send({ type: "GENERATING_CHANGED", generating: true })
    case "GENERATION_ENDS":
      return send({ type: "GENERATING_CHANGED", generating: false })
    case "LOG_OUT":
      return send({ type: "SESSION_CHANGED", loggedIn: false, credits })
    case "SUBMIT":
      return send({ type: "SUBMIT" })
  }
}

interface Counts {
  logins: number
  purchases: number
  submits: number
}
const countsOf = (h: TripFormHarness): Counts => ({ logins: h.logins, purchases: h.purchases, submits: h.submits.length })

function expectFormToMatch(h: TripFormHarness, before: Counts, expected: SpecSnapshot): void {
  const { context } = expected
  const { fields, error } = h.context
  expect({
    state: h.actor.getSnapshot().value,
    destination: fields.destination.trim() !== "",
    interests: fields.interests.length > 0,
    international: fields.destinationType === "international",
    longTrip: fields.duration === 15,
    visaStatus: fields.visaStatus,
    error
  }).toEqual({
    state: expected.value,
    destination: context.destination,
    interests: context.interests,
    international: context.international,
    longTrip: context.longTrip,
    visaStatus: context.international ? "no" : "not-required",
    error: context.error
  })
  expect([3, 7, 15]).toContain(fields.duration)
  const now = countsOf(h)
  expect({
    logins: now.logins - before.logins,
    purchases: now.purchases - before.purchases,
    submits: now.submits - before.submits
  }).toEqual({
    logins: context.effect === "login" ? 1 : 0,
    purchases: context.effect === "purchase" ? 1 : 0,
    submits: context.effect === "submitted" ? 1 : 0
  })
  if (context.effect === "submitted") {
    const request = h.submits.at(-1)!
    expect(request.destination).not.toBe("")
    expect(request.interests.length).toBeGreaterThan(0)
    expect(request.travelDates).toBe("March 2026")
  }
}

const model = createTestModel(specModel)
const paths = model.getShortestPaths()
/** Every state a path passes through is checked, not only where it ends (paths that are prefixes of others are merged). */
const visited = paths.flatMap((path) => path.steps.map((step) => step.state))

describe("trip form against its spec model", () => {
  it("reaches every message and every submit outcome", () => {
    const errors = new Set(visited.map((state) => state.context.error))
    expect(errors).toEqual(
      new Set([null, tripFormMessages.missingDestination, tripFormMessages.missingInterests, tripFormMessages.needCredits(3)])
    )
    const effects = new Set(visited.map((state) => state.context.effect))
    expect(effects).toEqual(new Set(["none", "login", "purchase", "submitted"]))
  })

  it(`agrees on every path (${paths.length} paths through ${new Set(visited.map((s) => JSON.stringify(s.context))).size} states)`, async () => {
    for (const path of paths) {
      const h = createTripFormHarness()
      let before = countsOf(h)
      await path.test({
        events: new Proxy({} as Record<string, () => void>, {
          get: (_, type: string) => () => {
            before = countsOf(h)
            perform(h, type)
          }
        }),
        states: { "*": (state) => expectFormToMatch(h, before, state) }
      })
      h.actor.stop()
    }
  }, 120_000)
})
