/**
 * The day's call budget (GOOGLE_DAILY_CALL_LIMIT), as a pure state machine: every HTTP attempt to Google
 * counts, retries included (Google bills each), and the count starts again at midnight UTC. A bug or a
 * crowd never turns into an unbounded bill.
 */

export interface BudgetState {
  /** 'YYYY-MM-DD' (UTC) the count belongs to. */
  readonly day: string
  readonly used: number
}

export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10)

export const freshBudget = (now: number): BudgetState => ({ day: utcDay(now), used: 0 })

/** Spend one call if the day has one left; a new UTC day starts from nothing. */
export const spend = (state: BudgetState, limit: number, now: number): { readonly spent: boolean; readonly state: BudgetState } => {
  const today = utcDay(now)
  const current = state.day === today ? state : { day: today, used: 0 }
  return current.used >= limit ? { spent: false, state: current } : { spent: true, state: { day: today, used: current.used + 1 } }
}
