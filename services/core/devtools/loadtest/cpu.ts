import { readdirSync, readFileSync } from "node:fs"

/**
 * CPU time of the cluster's processes during a phase (Linux /proc), to see where the time goes:
 * proxy, API instances, workers, the load generator itself; PostgreSQL and NATS show up in the
 * machine's total minus these. Clock ticks are 100 per second on Linux.
 */

const TICKS = 100

const processSeconds = (pid: number) => {
  try {
    // Fields after the command name (which may contain spaces, hence the last ")").
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return undefined
  }
}

/**
 * CPU seconds of every process with this command name (postgres backends, nats-server), by pid.
 * Machine-wide: on a shared machine other users' queries count too, so it is an upper bound for the
 * cluster's share. Only processes alive at both ends of a phase are compared (others come and go).
 */
const commandSeconds = (command: string) => {
  const byPid: Record<string, number> = {}
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))
      if (name !== command) continue
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      byPid[entry] = (Number(fields[11]) + Number(fields[12])) / TICKS
    } catch {}
  }
  return byPid
}

const machine = () => {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!
  const values = line.trim().split(/\s+/).slice(1).map(Number)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  const total = values.reduce((a, b) => a + b, 0)
  return { busy: (total - idle) / TICKS, total: total / TICKS }
}

export interface CpuSnapshot {
  readonly at: number
  readonly processes: Record<string, number | undefined>
  readonly commands: Record<string, Record<string, number>>
  readonly machine: { busy: number; total: number }
}

export const snapshot = (pids: Record<string, number | undefined>): CpuSnapshot => ({
  at: performance.now(),
  processes: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid === undefined ? undefined : processSeconds(pid)])),
  commands: { "postgres (all)": commandSeconds("postgres"), "nats-server (all)": commandSeconds("nats-server") },
  machine: machine()
})

/** Per process: share of one core used between the snapshots (1 = one full core). Machine: share of all cores. */
export const usage = (before: CpuSnapshot, after: CpuSnapshot) => {
  const wall = (after.at - before.at) / 1000
  const cores: Record<string, number> = {}
  for (const [name, end] of Object.entries(after.processes)) {
    const start = before.processes[name]
    if (end !== undefined && start !== undefined) cores[name] = Math.round(((end - start) / wall) * 100) / 100
  }
  for (const [name, end] of Object.entries(after.commands)) {
    const start = before.commands[name] ?? {}
    let seconds = 0
    for (const [pid, t] of Object.entries(end)) if (start[pid] !== undefined) seconds += t - start[pid]!
    cores[name] = Math.round((seconds / wall) * 100) / 100
  }
  const total = after.machine.total - before.machine.total
  const busy = after.machine.busy - before.machine.busy
  return { cores, machineBusy: total > 0 ? Math.round((busy / total) * 100) / 100 : 0 }
}
