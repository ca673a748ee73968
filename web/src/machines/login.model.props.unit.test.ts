// Model-based test of the login flow. The model below is spec section 4 written as a small machine
// with no timers or requests (what `createTestModel` walks); the system under test is the real
// login machine with a stubbed phone-auth provider and fake timers. Every shortest path to every
// model state is replayed on the real machine, which must show the same step, fields and message.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import { createTestModel } from "xstate/graph"
import { PhoneAuthError } from "../auth/errors"
import { loginMessages } from "./login.machine"
import { flushPromises, type PendingCall } from "./testing/controllablePromises"
import { BRAND, createLoginHarness, type LoginHarness } from "./testing/loginHarness"

type Field = "empty" | "partial" | "complete"
interface Expected {
  phone: Field
  otp: Field
  name: boolean
  location: boolean
  token: boolean
  error: string | null
  /** The countdown as the model sees it: 30, 20, 10 or 0 (ten-second steps keep the graph small). */
  secondsLeft: number
}
const closedExpectation: Expected = {
  phone: "empty",
  otp: "empty",
  name: false,
  location: false,
  token: false,
  error: null,
  secondsLeft: 0
}

const specModel = setup({
  types: {
    context: {} as Expected,
    events: {} as {
      type:
        | "OPEN"
        | "CLOSE"
        | "TYPE_FULL_PHONE"
        | "TYPE_SHORT_PHONE"
        | "SEND"
        | "CODE_SENT"
        | "SEND_RATE_LIMITED"
        | "SEND_FAILED"
        | "BOT_CHECK_FAILED"
        | "TYPE_FULL_CODE"
        | "TYPE_PARTIAL_CODE"
        | "VERIFY"
        | "RESEND"
        | "TRY_DIFFERENT_NUMBER"
        | "RETURNING_USER_VERIFIED"
        | "NEW_USER_VERIFIED"
        | "VERIFIED_WITHOUT_TOKEN"
        | "CODE_REJECTED"
        | "VERIFY_RATE_LIMITED"
        | "TYPE_NAME"
        | "BLANK_NAME"
        | "TYPE_LOCATION"
        | "SAVE"
        | "PROFILE_SAVED"
        | "SAVE_UNAUTHORIZED"
        | "SAVE_REJECTED_WITH_REASON"
        | "SAVE_FAILED"
        | "TEN_SECONDS_PASS"
        | "COOLDOWN_ENDS"
    }
  },
  actions: {
    says: assign((_, params: { message: string }) => ({ error: params.message })),
    cooldownStarts: assign({ secondsLeft: 30, error: loginMessages.tooManyAttempts })
  },
  guards: {
    cooling: ({ context }) => context.secondsLeft > 0
  }
}).createMachine({
  id: "spec",
  initial: "closed",
  context: closedExpectation,
  states: {
    closed: { entry: assign(closedExpectation), on: { OPEN: "phone" } },
    phone: {
      on: {
        TYPE_FULL_PHONE: { actions: assign({ phone: "complete", error: null }) },
        TYPE_SHORT_PHONE: { actions: assign({ phone: "partial", error: null }) },
        SEND: [
          { guard: "cooling", actions: assign({ error: ({ context }) => loginMessages.waitBeforeRetry(context.secondsLeft) }) },
          { guard: ({ context }) => context.phone !== "complete", actions: { type: "says", params: { message: loginMessages.invalidPhone } } },
          { target: "sendingCode", actions: assign({ error: null }) }
        ]
      }
    },
    sendingCode: {
      on: {
        CODE_SENT: { target: "otp", actions: assign({ otp: "empty" }) },
        SEND_RATE_LIMITED: { target: "phone", actions: "cooldownStarts" },
        SEND_FAILED: { target: "phone", actions: { type: "says", params: { message: loginMessages.sendFailed } } },
        BOT_CHECK_FAILED: { target: "phone", actions: { type: "says", params: { message: loginMessages.verificationSetupFailed } } }
      }
    },
    otp: {
      on: {
        TYPE_FULL_CODE: { actions: assign({ otp: "complete", error: null }) },
        TYPE_PARTIAL_CODE: { actions: assign({ otp: "partial", error: null }) },
        VERIFY: [
          { guard: ({ context }) => context.otp !== "complete", actions: { type: "says", params: { message: loginMessages.invalidOtp } } },
          { target: "verifying", actions: assign({ error: null }) }
        ],
        RESEND: [
          { guard: "cooling", actions: assign({ error: ({ context }) => loginMessages.waitBeforeRetry(context.secondsLeft) }) },
          { target: "resendingCode", actions: assign({ error: null }) }
        ],
        TRY_DIFFERENT_NUMBER: { target: "phone", actions: assign({ otp: "empty", error: null }) }
      }
    },
    resendingCode: {
      on: {
        CODE_SENT: { target: "otp", actions: assign({ otp: "empty" }) },
        SEND_RATE_LIMITED: { target: "otp", actions: "cooldownStarts" },
        SEND_FAILED: { target: "otp", actions: { type: "says", params: { message: loginMessages.sendFailed } } }
      }
    },
    verifying: {
      on: {
        RETURNING_USER_VERIFIED: "closed",
        NEW_USER_VERIFIED: { target: "welcome", actions: assign({ token: true }) },
        VERIFIED_WITHOUT_TOKEN: "welcome",
        // A wrong code clears the boxes.
        CODE_REJECTED: { target: "otp", actions: assign({ otp: "empty", error: loginMessages.verifyFailed }) },
        VERIFY_RATE_LIMITED: { target: "otp", actions: [assign({ otp: "empty" }), "cooldownStarts"] }
      }
    },
    welcome: {
      on: {
        TYPE_NAME: { actions: assign({ name: true, error: null }) },
        BLANK_NAME: { actions: assign({ name: false, error: null }) },
        TYPE_LOCATION: { actions: assign({ location: true, error: null }) },
        SAVE: [
          { guard: ({ context }) => !context.name, actions: { type: "says", params: { message: loginMessages.missingName } } },
          { guard: ({ context }) => !context.location, actions: { type: "says", params: { message: loginMessages.missingLocation } } },
          { guard: ({ context }) => !context.token, actions: { type: "says", params: { message: loginMessages.missingToken } } },
          { target: "saving", actions: assign({ error: null }) }
        ]
      }
    },
    saving: {
      on: {
        PROFILE_SAVED: "closed",
        SAVE_UNAUTHORIZED: { target: "welcome", actions: { type: "says", params: { message: loginMessages.authExpired } } },
        SAVE_REJECTED_WITH_REASON: { target: "welcome", actions: { type: "says", params: { message: "Location is too long" } } },
        SAVE_FAILED: { target: "welcome", actions: { type: "says", params: { message: loginMessages.saveFailed } } }
      }
    }
  },
  // Closing works from every open step; time passes everywhere but only matters while cooling.
  on: {
    CLOSE: { target: ".closed" },
    TEN_SECONDS_PASS: {
      guard: "cooling",
      actions: assign({ secondsLeft: ({ context }) => (context.secondsLeft > 10 ? context.secondsLeft - 10 : 0) })
    },
    COOLDOWN_ENDS: { guard: "cooling", actions: assign({ secondsLeft: 0 }) }
  }
})

type SpecSnapshot = SnapshotFrom<typeof specModel>
type SpecEvent = SpecSnapshot extends { machine: { __TEvent: infer E } } ? E : { type: string }

const returningUser = {
  user: { id: "u1", phone: "+919876543210", name: "Asha", location: "Pune", credits: 2 },
  token: "t-returning"
}
const newUser = { user: { id: "u2", phone: "+919876543210", name: null, location: null, credits: 0 }, token: "t-new" }

function inFlight<I, O>(call: PendingCall<I, O> | undefined, what: string): PendingCall<I, O> {
  if (!call) throw new Error(`the model expects ${what} in flight, but the machine made no such request`)
  return call
}

/** How each model event is performed on the real machine, with what it must visibly cause. */
function perform(h: LoginHarness, type: string): void | Promise<void> {
  const send = (event: Parameters<typeof h.actor.send>[0]) => h.actor.send(event)
  const expectToast = (message: string) => expect(h.toasts.at(-1)).toBe(message)
  switch (type) {
    case "OPEN":
      return send({ type: "OPEN" })
    case "CLOSE":
      return send({ type: "CLOSE" })
    case "TYPE_FULL_PHONE":
      return send({ type: "PHONE_CHANGED", value: "98765 43210" })
    case "TYPE_SHORT_PHONE":
      return send({ type: "PHONE_CHANGED", value: "98765" })
    case "SEND":
    case "RESEND":
      return send({ type: "SEND_CODE" })
    case "CODE_SENT":
      inFlight(h.sendCode.pending, "a code request").resolve()
      return flushPromises().then(() => expectToast(loginMessages.codeSent))
    case "SEND_RATE_LIMITED":
      inFlight(h.sendCode.pending, "a code request").reject({ status: 429, message: "Too many requests" })
      return flushPromises()
    case "SEND_FAILED": {
      const resets = h.botCheckResets
      inFlight(h.sendCode.pending, "a code request").reject(new PhoneAuthError("send-failed"))
      return flushPromises().then(() => expect(h.botCheckResets).toBe(resets + 1))
    }
    case "BOT_CHECK_FAILED":
      inFlight(h.sendCode.pending, "a code request").reject(new PhoneAuthError("verification-setup-failed"))
      return flushPromises()
    case "TYPE_FULL_CODE":
      return send({ type: "OTP_CHANGED", boxes: ["1", "2", "3", "4", "5", "6"] })
    case "TYPE_PARTIAL_CODE":
      return send({ type: "OTP_CHANGED", boxes: ["1", "2", "3", "", "", ""] })
    case "VERIFY":
      return send({ type: "VERIFY_CODE" })
    case "TRY_DIFFERENT_NUMBER":
      return send({ type: "CHANGE_NUMBER" })
    case "RETURNING_USER_VERIFIED": {
      const closes = h.closeRequests
      inFlight(h.signIn.pending, "a sign-in").resolve(returningUser)
      return flushPromises().then(() => {
        expectToast(loginMessages.welcomeBack)
        expect(h.sessions.at(-1)).toEqual(returningUser)
        expect(h.closeRequests).toBe(closes + 1)
      })
    }
    case "NEW_USER_VERIFIED":
      inFlight(h.signIn.pending, "a sign-in").resolve(newUser)
      return flushPromises().then(() => expectToast(loginMessages.verified))
    case "VERIFIED_WITHOUT_TOKEN":
      inFlight(h.signIn.pending, "a sign-in").resolve({ ...newUser, token: "" })
      return flushPromises()
    case "CODE_REJECTED":
      inFlight(h.signIn.pending, "a sign-in").reject({ status: 400, message: "Invalid code" })
      return flushPromises()
    case "VERIFY_RATE_LIMITED":
      inFlight(h.signIn.pending, "a sign-in").reject({ code: "auth/too-many-requests" })
      return flushPromises()
    case "TYPE_NAME":
      return send({ type: "NAME_CHANGED", value: " Asha " })
    case "BLANK_NAME":
      return send({ type: "NAME_CHANGED", value: "   " })
    case "TYPE_LOCATION":
      return send({ type: "LOCATION_CHANGED", value: "Pune" })
    case "SAVE":
      return send({ type: "SAVE_PROFILE" })
    case "PROFILE_SAVED": {
      const closes = h.closeRequests
      const call = inFlight(h.saveProfile.pending, "a profile save")
      expect(call.input).toEqual({ name: "Asha", location: "Pune", token: "t-new" })
      call.resolve({ name: "Asha", location: "Pune", credits: 0 })
      return flushPromises().then(() => {
        expectToast(loginMessages.welcomeNew(BRAND))
        expect(h.closeRequests).toBe(closes + 1)
      })
    }
    case "SAVE_UNAUTHORIZED":
      inFlight(h.saveProfile.pending, "a profile save").reject({ status: 401, message: "Authentication required." })
      return flushPromises()
    case "SAVE_REJECTED_WITH_REASON":
      inFlight(h.saveProfile.pending, "a profile save").reject({ status: 422, tag: "InvalidProfile", message: "Location is too long" })
      return flushPromises()
    case "SAVE_FAILED":
      inFlight(h.saveProfile.pending, "a profile save").reject(new TypeError("Failed to fetch"))
      return flushPromises()
    case "TEN_SECONDS_PASS":
      return h.advance(10_000)
    case "COOLDOWN_ENDS":
      return h.advance(h.cooldownRemainingMs())
  }
}

const busyStates = { sendingCode: "sendCode", resendingCode: "sendCode", verifying: "signIn", saving: "saveProfile" } as const

function expectMachineToMatch(h: LoginHarness, expected: SpecSnapshot): void {
  const actual = h.actor.getSnapshot()
  const step = expected.value as string
  const { context } = actual
  const field = (value: string, complete: boolean): Field => (value === "" ? "empty" : complete ? "complete" : "partial")
  expect({
    step: actual.matches("closed") ? "closed" : Object.keys((actual.value as { open: { step: object } }).open.step)[0],
    phone: field(context.phone, context.phone.length === 10),
    otp: field(context.otp.join(""), context.otp.join("").length === 6),
    name: context.name.trim() !== "",
    location: context.location.trim() !== "",
    token: Boolean(context.token),
    error: context.error,
    secondsLeft: context.cooldownSecondsLeft
  }).toEqual({
    step: { sendingCode: "phone", resendingCode: "otp", verifying: "otp", saving: "welcome" }[step] ?? step,
    ...expected.context
  })
  const busyWith = busyStates[step as keyof typeof busyStates]
  expect(h.sendCode.pending !== undefined).toBe(busyWith === "sendCode")
  expect(h.signIn.pending !== undefined).toBe(busyWith === "signIn")
  expect(h.saveProfile.pending !== undefined).toBe(busyWith === "saveProfile")
  if (busyWith === "sendCode") expect(h.sendCode.pending?.input).toEqual({ phone: "+919876543210" })
  if (busyWith === "signIn") expect(h.signIn.pending?.input).toEqual({ phone: "+919876543210", code: "123456" })
  // Closing resets every field and step and leaves no timer running.
  if (step === "closed") expect(vi.getTimerCount()).toBe(0)
}

// Every transition out of every (step, fields) combination is walked, not only one per step: a bug
// that shows only after, say, a typed code and then "Try different number" is still found.
const model = createTestModel(specModel, {
  serializeTransition: (_state, event, previous) =>
    previous ? ` via ${event?.type} from ${JSON.stringify([previous.value, previous.context])}` : ""
})
const paths = model.getShortestPaths()

/** Paths grouped by the step they end on: one test each keeps the report readable. */
const pathsByStep = new Map<string, typeof paths>()
for (const path of paths) {
  const step = String(path.state.value)
  pathsByStep.set(step, [...(pathsByStep.get(step) ?? []), path])
}

describe("login flow against its spec model", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("walks enough of the flow to reach every step and message", () => {
    const states = new Set(paths.map((path) => path.state.value as string))
    expect(states).toEqual(new Set(["closed", "phone", "sendingCode", "otp", "resendingCode", "verifying", "welcome", "saving"]))
    const errors = new Set(paths.map((path) => path.state.context.error))
    const successes: unknown[] = [loginMessages.codeSent, loginMessages.verified, loginMessages.welcomeBack]
    for (const message of Object.values(loginMessages))
      if (typeof message === "string" && !successes.includes(message)) expect(errors).toContain(message)
    expect(errors).toContain(loginMessages.waitBeforeRetry(30))
    expect(errors).toContain(loginMessages.waitBeforeRetry(20))
    expect(errors).toContain(loginMessages.waitBeforeRetry(10))
  })

  for (const [step, group] of pathsByStep) {
    // A failure names the path: testPath appends its steps to the error message.
    it(`agrees on every transition into "${step}" (${group.length} paths)`, async () => {
      for (const path of group) {
        const harness = createLoginHarness()
        try {
          await path.test({
            events: new Proxy({} as Record<string, (step: { event: SpecEvent }) => Promise<void>>, {
              get:
                (_, type: string) =>
                async () => {
                  await perform(harness, type)
                }
            }),
            states: { "*": (state) => expectMachineToMatch(harness, state) }
          })
        } finally {
          harness.stop()
        }
      }
    }, 60_000)
  }
})
