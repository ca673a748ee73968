import { availableParallelism, loadavg } from "node:os"
import type { Client } from "./client.ts"
import { type CpuSnapshot, snapshot, usage } from "./cpu.ts"
import { transactions } from "./pgStats.ts"
import { PhaseStats } from "./stats.ts"
import type { Traveller } from "./travellers.ts"

/**
 * One phase of the load test: `vus` closed-loop virtual travellers, each doing one action after the
 * other (no think time) until the phase's time is up. A phase lasts from its start until the last
 * action started in time has finished: every request it sent is counted, and rates are per that time.
 */

export interface VirtualUser {
  traveller: Traveller
}

export type Action = (client: Client, vu: VirtualUser, stats: PhaseStats) => Promise<void>

export interface PhaseOptions {
  readonly name: string
  readonly seconds: number
  readonly users: ReadonlyArray<VirtualUser>
  readonly pick: () => Action
  readonly pids: () => Record<string, number | undefined>
  readonly databaseUrl: string
}

/** Routes whose throughput and p99 are the read target (issue 9: >= 1,000 req/s, p99 <= 100 ms). */
export const READ_ROUTES = ["credits", "itineraries/list", "itineraries/shared"]

export const runPhase = async (setRecorder: (stats: PhaseStats | undefined) => void, client: Client, options: PhaseOptions) => {
  const stats = new PhaseStats()
  const failures = new Map<string, number>()
  setRecorder(stats)
  const xactsBefore = await transactions(options.databaseUrl)
  const before: CpuSnapshot = snapshot(options.pids())
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  await Promise.all(
    options.users.map(async (vu) => {
      while (performance.now() < deadline) {
        try {
          await options.pick()(client, vu, stats)
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 160)
          failures.set(message, (failures.get(message) ?? 0) + 1)
          // A failing cluster must not be hammered in a tight loop.
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = usage(before, snapshot(options.pids()))
  setRecorder(undefined)
  // Let PostgreSQL publish its counters (at most a second behind) before reading them.
  await new Promise((resolve) => setTimeout(resolve, 1_200))
  const xactsAfter = await transactions(options.databaseUrl)

  const all = stats.summary(seconds)
  const errors: Record<string, number> = {}
  for (const [status, n] of Object.entries(all.statuses)) if (!status.startsWith("2")) errors[status] = n
  const reads = stats.summary(seconds, READ_ROUTES.filter((r) => stats.routes().includes(r)))
  const flows = Object.fromEntries([...stats.flows.entries()].map(([k, n]) => [k, { count: n, perSecond: Math.round((n / seconds) * 10) / 10 }]))
  return {
    phase: options.name,
    virtualUsers: options.users.length,
    seconds: Math.round(seconds * 10) / 10,
    requests: all.count,
    requestsPerSecond: all.perSecond,
    latencyMs: { p50: all.p50, p95: all.p95, p99: all.p99, max: all.max },
    errors: { total: Object.values(errors).reduce((a, b) => a + b, 0), byStatus: errors },
    reads: { requests: reads.count, perSecond: reads.perSecond, p50: reads.p50, p95: reads.p95, p99: reads.p99 },
    flows,
    routes: stats.perRoute(seconds),
    failedActions: Object.fromEntries(failures),
    pgTransactionsPerRequest:
      xactsBefore !== undefined && xactsAfter !== undefined && all.count > 0 ? Math.round(((xactsAfter - xactsBefore) / all.count) * 100) / 100 : null,
    cpuCores: cpu.cores,
    machineBusy: cpu.machineBusy,
    // The machine may be shared: cores busy with anything but the processes above (other users' work)
    // and the 1-minute load average at the end tell how much the figures were squeezed.
    otherCores: Math.max(
      0,
      Math.round((cpu.machineBusy * availableParallelism() - Object.values(cpu.cores).reduce((a, b) => a + b, 0)) * 100) / 100
    ),
    loadAverage: Math.round(loadavg()[0]! * 100) / 100
  }
}

export type PhaseResult = Awaited<ReturnType<typeof runPhase>>
