// Test support: a running trip-form machine whose modal openings and submits are recorded.
import { createActor } from "xstate"
import { type TripFormInput, type TripRequestDraft, tripFormMachine } from "../tripForm.machine"

export const FORM_NOW = new Date(2026, 2, 10) // 10 March 2026

export function createTripFormHarness(input: Partial<TripFormInput> = {}) {
  const submits: TripRequestDraft[] = []
  let logins = 0
  let purchases = 0
  const machine = tripFormMachine.provide({
    actions: {
      openLogin: () => {
        logins++
      },
      openPurchase: () => {
        purchases++
      },
      submitRequest: (_, { request }) => {
        submits.push(request)
      }
    }
  })
  const actor = createActor(machine, {
    input: { now: FORM_NOW, origin: "Pune", loggedIn: true, credits: 1, generating: false, ...input }
  }).start()
  return {
    actor,
    submits,
    get logins() {
      return logins
    },
    get purchases() {
      return purchases
    },
    get context() {
      return actor.getSnapshot().context
    }
  }
}

export type TripFormHarness = ReturnType<typeof createTripFormHarness>
