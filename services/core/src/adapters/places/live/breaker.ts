/**
 * A circuit breaker for one Google API, as a pure state machine (the clock is the caller's): after
 * FAILURES_TO_OPEN consecutive failed calls it refuses every call for OPEN_MS, then lets one call
 * through (half-open); that call's outcome closes it again or opens it for another OPEN_MS. It keeps a
 * Google that is down from being asked again and again while a traveller waits.
 */

export const FAILURES_TO_OPEN = 5
export const OPEN_MS = 30_000

export type BreakerState =
  | { readonly kind: "closed"; readonly failures: number }
  | { readonly kind: "open"; readonly until: number }
  /** One trial call is on its way; every other call is refused until it ends. */
  | { readonly kind: "half-open" }

export const closedBreaker: BreakerState = { kind: "closed", failures: 0 }

/** Whether a call may go now, and the state after asking. */
export const admit = (state: BreakerState, now: number): { readonly admitted: boolean; readonly state: BreakerState } => {
  switch (state.kind) {
    case "closed":
      return { admitted: true, state }
    case "open":
      return now >= state.until ? { admitted: true, state: { kind: "half-open" } } : { admitted: false, state }
    case "half-open":
      return { admitted: false, state }
  }
}

/** The state after an admitted call ended: any success closes it, a failure counts (or reopens it when half-open). */
export const record = (state: BreakerState, outcome: "success" | "failure", now: number): BreakerState => {
  if (outcome === "success") return closedBreaker
  if (state.kind === "closed" && state.failures + 1 < FAILURES_TO_OPEN) return { kind: "closed", failures: state.failures + 1 }
  return { kind: "open", until: now + OPEN_MS }
}
