// Test support: a running login machine whose requests, toasts and timers the test controls.
// Needs `vi.useFakeTimers()` (the cooldown is measured with the fake clock).
import { vi } from "vitest"
import { createActor } from "xstate"
import { COOLDOWN_MS, loginMachine, type SavedProfile, type SignedIn } from "../login.machine"
import { CallLog, flushPromises } from "./controllablePromises"

export const BRAND = "Safarnama"

export function createLoginHarness() {
  const sendCode = new CallLog<{ phone: string }, void>()
  const signIn = new CallLog<{ phone: string; code: string }, SignedIn>()
  const saveProfile = new CallLog<{ name: string; location: string; token: string }, SavedProfile>()
  const toasts: string[] = []
  const sessions: SignedIn[] = []
  const profiles: SavedProfile[] = []
  let closeRequests = 0
  let botCheckResets = 0

  const machine = loginMachine.provide({
    actors: { sendCode: sendCode.logic, signIn: signIn.logic, saveProfile: saveProfile.logic },
    actions: {
      notifySuccess: (_, params) => toasts.push(params.message),
      startSession: (_, params) => sessions.push(params),
      profileSaved: (_, params) => profiles.push(params),
      resetBotCheck: () => {
        botCheckResets++
      },
      closeModal: () => {
        closeRequests++
      }
    }
  })
  const actor = createActor(machine, { input: { brand: BRAND } })

  let cooldownStartedAt: number | null = null
  let previousSeconds = 0
  // The cooldown restarts whenever the countdown jumps back to its full length.
  actor.subscribe((snapshot) => {
    const seconds = snapshot.context.cooldownSecondsLeft
    if (seconds === COOLDOWN_MS / 1000 && previousSeconds !== seconds) cooldownStartedAt = Date.now()
    if (seconds === 0) cooldownStartedAt = null
    previousSeconds = seconds
  })
  actor.start()

  return {
    actor,
    sendCode,
    signIn,
    saveProfile,
    toasts,
    sessions,
    profiles,
    get closeRequests() {
      return closeRequests
    },
    get botCheckResets() {
      return botCheckResets
    },
    /** Milliseconds until the cooldown ends, or 0 when none runs. */
    cooldownRemainingMs(): number {
      return cooldownStartedAt === null ? 0 : Math.max(0, cooldownStartedAt + COOLDOWN_MS - Date.now())
    },
    async advance(ms: number) {
      vi.advanceTimersByTime(ms)
      await flushPromises()
    },
    stop() {
      actor.stop()
    }
  }
}

export type LoginHarness = ReturnType<typeof createLoginHarness>
