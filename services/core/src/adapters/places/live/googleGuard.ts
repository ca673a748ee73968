import { Effect } from "effect"
import { admit, type BreakerState, closedBreaker, record } from "./breaker.ts"
import { type BudgetState, freshBudget, spend, utcDay } from "./budget.ts"
import { GoogleBudgetSpent, GoogleUnavailable } from "./LiveSourcePort.ts"

export type GoogleApi = "places" | "routes"

/** How an admitted call ended, for the breaker: Google answered, Google failed, or the caller gave up. */
export type CallOutcome = "success" | "failure" | "abandoned"

/**
 * The state every call to Google shares: a breaker per API and one daily budget for both (Places and
 * Routes bill to the same key). One guard per process, given to both adapters; the state machines are
 * pure (breaker.ts, budget.ts), this only holds their current states. JavaScript runs one fiber step
 * at a time, so a read-then-write inside one `Effect.sync` is atomic.
 */
export interface GoogleGuard {
  /** Refused with reason "breaker-open" while the API's breaker is open (or its one trial call is out). */
  readonly admit: (api: GoogleApi) => Effect.Effect<void, GoogleUnavailable>
  readonly settle: (api: GoogleApi, outcome: CallOutcome) => Effect.Effect<void>
  /** One HTTP attempt's share of the day's budget. */
  readonly spend: Effect.Effect<void, GoogleBudgetSpent>
  /** Attempts counted today (UTC). */
  readonly usedToday: () => number
}

export interface GoogleGuardOptions {
  readonly dailyCallLimit: number
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number
}

export const makeGoogleGuard = (options: GoogleGuardOptions): GoogleGuard => {
  const now = options.now ?? Date.now
  const breakers: Record<GoogleApi, BreakerState> = { places: closedBreaker, routes: closedBreaker }
  let budget: BudgetState = freshBudget(now())
  return {
    admit: (api) =>
      Effect.suspend(() => {
        const next = admit(breakers[api], now())
        breakers[api] = next.state
        return next.admitted ? Effect.void : Effect.fail(new GoogleUnavailable({ api, reason: "breaker-open" }))
      }),
    settle: (api, outcome) =>
      Effect.sync(() => {
        const state = breakers[api]
        if (outcome !== "abandoned") breakers[api] = record(state, outcome, now())
        // A trial call given up by its caller tells nothing: the next call may try again at once.
        else if (state.kind === "half-open") breakers[api] = { kind: "open", until: now() }
      }),
    spend: Effect.suspend(() => {
      const next = spend(budget, options.dailyCallLimit, now())
      budget = next.state
      return next.spent ? Effect.void : Effect.fail(new GoogleBudgetSpent({ limit: options.dailyCallLimit }))
    }),
    usedToday: () => (budget.day === utcDay(now()) ? budget.used : 0)
  }
}
