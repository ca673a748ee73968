import type { SessionEvent } from "@safarnama/events/sessions/events"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../Decider.ts"
import { IDLE_SECONDS, isLive, type SessionCommand, sessionDecider, USE_RECORDED_EVERY_SECONDS } from "./decider.ts"

const T0 = 1_800_000_000
const start: SessionCommand = { type: "StartSession", sessionId: "s-1", userId: "u-1", device: "Chrome on Android", now: T0 }

/** Runs commands as the command handler would, keeping the accepted events and the refusals' tags. */
const run = (commands: ReadonlyArray<SessionCommand>) => {
  const history: Array<SessionEvent> = []
  const refused: Array<string> = []
  for (const c of commands) {
    const decided = sessionDecider.decide(c, fold(sessionDecider, history))
    if (decided._tag === "Right") history.push(...decided.right)
    else refused.push(decided.left._tag)
  }
  return { history, refused, state: fold(sessionDecider, history) }
}

describe("the session decider", () => {
  it("a session starts once: the same proof again is refused", () => {
    const { history, refused } = run([start, { ...start, now: T0 + 5 }])
    expect(history.map((e) => e.type)).toEqual(["SessionStarted"])
    expect(refused).toEqual(["SessionAlreadyStarted"])
  })

  it("a use is recorded at most once an hour", () => {
    const { history, state } = run([
      start,
      { type: "UseSession", now: T0 + 60 },
      { type: "UseSession", now: T0 + USE_RECORDED_EVERY_SECONDS - 1 },
      { type: "UseSession", now: T0 + USE_RECORDED_EVERY_SECONDS },
      { type: "UseSession", now: T0 + USE_RECORDED_EVERY_SECONDS + 10 }
    ])
    expect(history.map((e) => e.type)).toEqual(["SessionStarted", "SessionUsed"])
    expect(state).toMatchObject({ status: "live", lastUsedAt: T0 + USE_RECORDED_EVERY_SECONDS })
  })

  it("sessions slide: used every 6 days it stays live; idle for 7 days its next use ends it as idle", () => {
    const sliding = run([start, ...Array.from({ length: 10 }, (_, i) => ({ type: "UseSession" as const, now: T0 + (i + 1) * 6 * 24 * 3600 }))])
    expect(isLive(sliding.state, T0 + 60 * 24 * 3600)).toBe(true)
    const idle = run([start, { type: "UseSession", now: T0 + IDLE_SECONDS }])
    expect(idle.history.at(-1)).toEqual({ type: "SessionEnded", data: { sessionId: "s-1", userId: "u-1", reason: "idle", at: T0 + IDLE_SECONDS } })
    expect(idle.state.status).toBe("ended")
  })

  it("logout ends it; ending again records nothing; it is never used again", () => {
    const { history, refused } = run([
      start,
      { type: "EndSession", byUserId: "u-1", reason: "logout", now: T0 + 10 },
      { type: "EndSession", byUserId: "u-1", reason: "logout", now: T0 + 20 },
      { type: "UseSession", now: T0 + 30 }
    ])
    expect(history.map((e) => e.type)).toEqual(["SessionStarted", "SessionEnded"])
    expect(refused).toEqual(["SessionNotLive"])
  })

  it("only its own traveller ends a session; one never started cannot be ended", () => {
    expect(run([start, { type: "EndSession", byUserId: "u-2", reason: "signed-out", now: T0 + 1 }]).refused).toEqual(["NotYourSession"])
    expect(run([{ type: "EndSession", byUserId: "u-1", reason: "signed-out", now: T0 }]).refused).toEqual(["SessionNotLive"])
  })

  it("property: after an end nothing but refusals and no-ops; a live session's last use never goes back", () =>
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ type: fc.constant("UseSession" as const), now: fc.integer({ min: T0, max: T0 + 30 * 24 * 3600 }) }),
            fc.record({ type: fc.constant("EndSession" as const), byUserId: fc.constantFrom("u-1", "u-2"), reason: fc.constantFrom("logout" as const, "signed-out" as const, "logout-all" as const), now: fc.integer({ min: T0, max: T0 + 30 * 24 * 3600 }) }),
            fc.constant(start)
          ),
          { maxLength: 30 }
        ),
        (commands) => {
          const { history } = run([start, ...commands])
          const ends = history.findIndex((e) => e.type === "SessionEnded")
          if (ends !== -1) expect(history.length).toBe(ends + 1)
          expect(history.filter((e) => e.type === "SessionStarted")).toHaveLength(1)
          let last = T0
          for (const e of history) {
            if (e.type !== "SessionUsed") continue
            expect(e.data.at).toBeGreaterThanOrEqual(last + USE_RECORDED_EVERY_SECONDS)
            last = e.data.at
          }
        }
      )
    ))
})
