/**
 * Latency and status counts per route over one phase of the load test. Every sample is kept (a 60 s
 * run is at most a few hundred thousand numbers), so percentiles are exact, not estimated.
 */

export interface RouteSummary {
  readonly count: number
  readonly perSecond: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  /** Answers by status; 0 = no HTTP answer (refused, reset, timed out). */
  readonly statuses: Record<string, number>
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const round = (ms: number) => Math.round(ms * 10) / 10

export const summarize = (samples: ReadonlyArray<number>, statuses: Record<string, number>, seconds: number): RouteSummary => {
  const sorted = Float64Array.from(samples).sort()
  const list = Array.from(sorted)
  return {
    count: list.length,
    perSecond: Math.round((list.length / seconds) * 10) / 10,
    p50: round(percentile(list, 50)),
    p95: round(percentile(list, 95)),
    p99: round(percentile(list, 99)),
    max: round(list[list.length - 1] ?? 0),
    statuses
  }
}

export class PhaseStats {
  private readonly samples = new Map<string, Array<number>>()
  private readonly statuses = new Map<string, Record<string, number>>()
  /** Flows finished end to end (e.g. an order created, paid and verified). */
  readonly flows = new Map<string, number>()

  readonly record = (route: string, status: number, ms: number) => {
    let list = this.samples.get(route)
    if (!list) {
      list = []
      this.samples.set(route, list)
      this.statuses.set(route, {})
    }
    list.push(ms)
    const counts = this.statuses.get(route)!
    counts[status] = (counts[status] ?? 0) + 1
  }

  readonly flowDone = (name: string) => {
    this.flows.set(name, (this.flows.get(name) ?? 0) + 1)
  }

  readonly routes = () => [...this.samples.keys()].sort()

  readonly summary = (seconds: number, routes: ReadonlyArray<string> = this.routes()) => {
    const samples = routes.flatMap((r) => this.samples.get(r) ?? [])
    const statuses: Record<string, number> = {}
    for (const r of routes) for (const [s, n] of Object.entries(this.statuses.get(r) ?? {})) statuses[s] = (statuses[s] ?? 0) + n
    return summarize(samples, statuses, seconds)
  }

  readonly perRoute = (seconds: number) => Object.fromEntries(this.routes().map((r) => [r, this.summary(seconds, [r])]))
}
