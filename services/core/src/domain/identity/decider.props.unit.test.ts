import type { IdentityEvent, UserId } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../Decider.ts"
import type { IdentityCommand } from "./commands.ts"
import { identityDecider } from "./decider.ts"

const phone = "+919876543210" as PhoneNumber

const text = fc.oneof(
  fc.string({ maxLength: 130 }),
  fc.constantFrom("", "  ", "Asha", " Asha ", "Pune", "नई दिल्ली", "a".repeat(80), "a".repeat(81), "x\ny")
)
const userId = fc.constantFrom("u-1", "u-2", "u-3") as fc.Arbitrary<UserId>

const command: fc.Arbitrary<IdentityCommand> = fc.oneof(
  fc.record({
    type: fc.constant("LogIn" as const),
    phone: fc.constant(phone),
    newUserId: userId,
    provider: fc.constantFrom("local" as const, "firebase" as const)
  }),
  fc.record({ type: fc.constant("UpdateProfile" as const), userId, name: text, location: text })
)

/** Runs commands one after another as the command handler would, keeping the accepted events. */
const run = (commands: ReadonlyArray<IdentityCommand>) => {
  const history: Array<IdentityEvent> = []
  for (const c of commands) {
    const decided = identityDecider.decide(c, fold(identityDecider, history))
    if (decided._tag === "Right") history.push(...decided.right)
  }
  return history
}

describe("identity decider properties", () => {
  it("a number is registered at most once, first, and its user id never changes", () =>
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const history = run(commands)
        const registrations = history.filter((e) => e.type === "UserRegistered")
        expect(registrations.length).toBeLessThanOrEqual(1)
        if (history.length > 0) {
          expect(history[0]!.type).toBe("UserRegistered")
          const id = history[0]!.data.userId
          for (const e of history) expect(e.data.userId).toBe(id)
        }
      })
    ))

  it("every saved profile is trimmed, non-empty, within limits, one line", () =>
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        for (const e of run(commands)) {
          if (e.type !== "ProfileUpdated") continue
          for (const [value, max] of [
            [e.data.name, 80],
            [e.data.location, 120]
          ] as const) {
            expect(value).toBe(value.trim())
            expect(value.length).toBeGreaterThan(0)
            expect(value.length).toBeLessThanOrEqual(max)
            expect([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false)
          }
        }
      })
    ))

  it("deciding again right after any history is idempotent for profiles: the same save twice adds nothing", () =>
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), text, text, (commands, name, location) => {
        const history = run(commands)
        const state = fold(identityDecider, history)
        if (state.status !== "registered") return
        const save = { type: "UpdateProfile" as const, userId: state.userId, name, location }
        const first = identityDecider.decide(save, state)
        if (first._tag === "Left") return
        const after = first.right.reduce(identityDecider.evolve, state)
        const second = identityDecider.decide(save, after)
        expect(second._tag === "Right" && second.right).toEqual([])
      })
    ))

  it("the decider is pure: the same command on the same state gives the same answer", () =>
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), command, (commands, c) => {
        const state = fold(identityDecider, run(commands))
        expect(identityDecider.decide(c, state)).toEqual(identityDecider.decide(c, state))
      })
    ))
})
