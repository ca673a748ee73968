import { spawn } from "node:child_process"
import { createWriteStream, mkdirSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { parseArgs, runTool } from "../../src/cli/args.ts"
import { type Cluster, DEFAULT_DATABASE_URL, startCluster } from "../cluster/cluster.ts"
import { ROOT } from "../cluster/processes.ts"
import { makeClient } from "./client.ts"
import { type Action, type PhaseResult, runPhase, type VirtualUser } from "./phase.ts"
import type { PhaseStats } from "./stats.ts"
import {
  buyCredits,
  checkCredits,
  listItineraries,
  logIn,
  makeIdentities,
  openShared,
  type Package,
  requestGeneration
} from "./travellers.ts"

/**
 * `npm run loadtest -- [--json] [--duration 60] [--read-duration 20] [--orders-duration 20] [--vus 48] [--read-vus N] [--order-vus N]
 * [--url URL] [--database-url URL] [--max-errors 0] [--out FILE] [--cpu-prof DIR]`: starts the cluster (unless --url), then on
 * loopback runs three bounded phases of closed-loop virtual travellers:
 *   mixed   the traveller mix (log in, credits, list, shared itinerary, buy credits, generate),
 *   reads   read routes only (credits, list, shared): the read throughput target,
 *   orders  create + pay + verify only: the orders target,
 * then audits the cluster's database. Exit 1 when any request failed (beyond --max-errors) or the
 * audit is not clean. --json prints one JSON document (use `npm run -s` so npm's banner stays out of it);
 * --out also writes it to FILE. --cpu-prof writes each Node process's V8 CPU profile (API instances, projections, worker) into DIR when the
 * cluster stops (open it in Chrome's DevTools or speedscope to see where a request's time goes).
 */

const TARGETS = { readRequestsPerSecond: 1000, readP99Ms: 100, ordersPerSecond: 200 }

const pickWeighted = (entries: ReadonlyArray<readonly [Action, number]>) => {
  const total = entries.reduce((a, [, w]) => a + w, 0)
  return () => {
    let r = Math.random() * total
    for (const [action, weight] of entries) {
      r -= weight
      if (r < 0) return action
    }
    return entries[entries.length - 1]![0]
  }
}

const runAuditOn = (databaseUrl: string) =>
  new Promise<{ violations: number; summary: unknown; error?: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "services/core/src/cli/audit.ts"), "--json"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let out = ""
    let err = ""
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString()
    })
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString()
    })
    child.on("exit", (code) => {
      const line = out.trim().split("\n").filter((l) => l.startsWith("{")).pop()
      try {
        const report = JSON.parse(line ?? "") as { summary: { violations: number }; violations: unknown }
        resolve({ violations: report.summary.violations, summary: { ...report.summary, firstViolations: report.violations } })
      } catch {
        resolve({ violations: -1, summary: undefined, error: `audit exited ${code}: ${(err || out).slice(-600)}` })
      }
    })
  })

runTool(async () => {
  const args = parseArgs(process.argv.slice(2), ["json"])
  const json = args.has("json")
  const num = (name: string, fallback: number) => {
    const v = args.text(name)
    const n = v === undefined ? fallback : Number(v)
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`)
    return n
  }
  const mixedSeconds = num("duration", 60)
  const readSeconds = num("read-duration", 20)
  const ordersSeconds = num("orders-duration", 20)
  const vus = num("vus", 48)
  // Concurrency per phase: a closed loop's latency is its users divided by its throughput (Little's law),
  // so the read target's p99 depends on how many travellers press at once.
  const readVus = num("read-vus", vus)
  const orderVus = num("order-vus", vus)
  const maxErrors = num("max-errors", 0)
  const say = (line: string) => {
    if (!json) console.log(line)
  }

  let cluster: Cluster | undefined
  let url = args.text("url")
  const databaseUrl = args.text("database-url") ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL
  if (url === undefined) {
    const logFile = join(ROOT, "data", "loadtest-cluster.log")
    // ./data does not exist in a fresh clone (the embedded default keeps its data in services/core/data).
    mkdirSync(join(ROOT, "data"), { recursive: true })
    const logStream = createWriteStream(logFile, { flags: "w" })
    say(`starting the cluster (process logs: ${logFile})...`)
    const profileDir = args.text("cpu-prof")
    cluster = await startCluster({
      port: 0,
      databaseUrl,
      log: (name, line) => logStream.write(`[${name}] ${line}\n`),
      ...(profileDir ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] } : {})
    })
    url = cluster.url
    say(`cluster ready at ${url}`)
  }
  const pids = () => ({
    loadgen: process.pid,
    ...Object.fromEntries((cluster?.instances ?? []).map((i) => [i.name, i.pid()]))
  })

  let current: PhaseStats | undefined
  const client = makeClient(url, (route, status, ms) => current?.record(route, status, ms))
  const ids = makeIdentities()
  try {
    // Warm-up (not measured): the travellers log in, one of them generates the itinerary the others open by its shared link.
    const packages = await client.call<ReadonlyArray<Package>>("payments/packages", "GET", "/api/payments/packages")
    const pack = [...packages.body].sort((a, b) => a.amount - b.amount)[0]
    if (!pack) throw new Error(`no credit packages: ${JSON.stringify(packages.body)}`)
    const users: Array<VirtualUser> = []
    const travellers = Math.max(vus, readVus, orderVus, 1)
    for (let i = 0; i < travellers; i += 8) {
      const batch = await Promise.all(Array.from({ length: Math.min(8, travellers - i) }, () => logIn(client, ids)))
      users.push(...batch.map((traveller) => ({ traveller })))
    }
    const author = users[0]!.traveller
    await buyCredits(client, author, pack)
    const shared = await requestGeneration(client, author)
    const sharedDeadline = Date.now() + 120_000
    for (;;) {
      const list = await listItineraries(client, author)
      const mine = list.find((it) => it.id === shared.id)
      if (mine?.status === "ready") break
      if (mine?.status === "failed" || Date.now() > sharedDeadline) throw new Error(`the warm-up itinerary did not become ready (${mine?.status})`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    say(`warm-up done: ${users.length} travellers logged in, shared itinerary ${shared.shareUrl}`)

    const credits: Action = (c, vu) => checkCredits(c, vu.traveller)
    const list: Action = async (c, vu) => {
      await listItineraries(c, vu.traveller)
    }
    const open: Action = (c, vu) => openShared(c, vu.traveller, shared.shareUrl)
    const order: Action = async (c, vu, stats) => {
      await buyCredits(c, vu.traveller, pack)
      stats.flowDone("order created-paid-verified")
    }
    const login: Action = async (c, vu, stats) => {
      vu.traveller = await logIn(c, ids)
      stats.flowDone("login")
    }
    // Generations hold a worker slot for seconds: at most two in flight, like GENERATION_CONCURRENCY.
    let generating = 0
    const generate: Action = async (c, vu, stats) => {
      if (generating >= 2) return checkCredits(c, vu.traveller)
      generating++
      try {
        if (vu.traveller.credits < 1) await buyCredits(c, vu.traveller, pack)
        await requestGeneration(c, vu.traveller)
        stats.flowDone("generation requested")
      } finally {
        generating--
      }
    }

    const phases: Array<PhaseResult> = []
    const setRecorder = (stats: PhaseStats | undefined) => {
      current = stats
    }
    const plan = [
      {
        name: "mixed",
        seconds: mixedSeconds,
        users: users.slice(0, vus),
        pick: pickWeighted([
          [login, 5],
          [credits, 30],
          [list, 25],
          [open, 25],
          [order, 12],
          [generate, 3]
        ])
      },
      { name: "reads", seconds: readSeconds, users: users.slice(0, readVus), pick: pickWeighted([[credits, 1], [list, 1], [open, 1]]) },
      { name: "orders", seconds: ordersSeconds, users: users.slice(0, orderVus), pick: () => order }
    ].filter((p) => p.seconds > 0)
    for (const p of plan) {
      say(`phase ${p.name}: ${p.seconds} s, ${p.users.length} virtual travellers...`)
      const result = await runPhase(setRecorder, client, { ...p, pids, databaseUrl })
      phases.push(result)
      say(
        `  ${result.requestsPerSecond} req/s, p50/p95/p99 ${result.latencyMs.p50}/${result.latencyMs.p95}/${result.latencyMs.p99} ms, errors ${result.errors.total}`
      )
    }

    say("auditing the cluster's database...")
    const audit = await runAuditOn(databaseUrl)
    const byName = new Map(phases.map((p) => [p.phase, p]))
    const reads = byName.get("reads")
    const orders = byName.get("orders")
    const ordersPerSecond = orders?.flows["order created-paid-verified"]?.perSecond ?? 0
    const targets = {
      readRequestsPerSecond: { target: TARGETS.readRequestsPerSecond, measured: reads?.reads.perSecond ?? null, met: (reads?.reads.perSecond ?? 0) >= TARGETS.readRequestsPerSecond },
      readP99Ms: { target: TARGETS.readP99Ms, measured: reads?.reads.p99 ?? null, met: reads !== undefined && reads.reads.p99 <= TARGETS.readP99Ms },
      ordersPerSecond: { target: TARGETS.ordersPerSecond, measured: orders ? ordersPerSecond : null, met: ordersPerSecond >= TARGETS.ordersPerSecond },
      auditClean: { target: 0, measured: audit.violations, met: audit.violations === 0 }
    }
    const errors = phases.reduce((a, p) => a + p.errors.total, 0)
    const failedActions = phases.reduce((a, p) => a + Object.values(p.failedActions).reduce((x, y) => x + y, 0), 0)
    const ok = errors <= maxErrors && failedActions <= maxErrors && audit.violations === 0
    const report = { url, loopback: true, virtualUsers: users.length, phases, targets, audit, errors, failedActions, ok }
    const outFile = args.text("out")
    if (outFile) await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`)
    if (json) console.log(JSON.stringify(report, null, 2))
    else {
      for (const p of phases) {
        console.log(`\n== ${p.phase} (${p.seconds} s, ${p.virtualUsers} virtual travellers)`)
        console.log(`  overall ${p.requestsPerSecond} req/s (${p.requests} requests), p50/p95/p99 ${p.latencyMs.p50}/${p.latencyMs.p95}/${p.latencyMs.p99} ms`)
        console.log(`  reads   ${p.reads.perSecond} req/s, p99 ${p.reads.p99} ms`)
        for (const [name, f] of Object.entries(p.flows)) console.log(`  ${name}: ${f.count} (${f.perSecond}/s)`)
        for (const [route, r] of Object.entries(p.routes))
          console.log(`  ${route.padEnd(24)} ${String(r.count).padStart(7)}  ${String(r.perSecond).padStart(7)}/s  p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99} ms  ${JSON.stringify(r.statuses)}`)
        console.log(`  errors ${p.errors.total} ${JSON.stringify(p.errors.byStatus)}; failed actions ${JSON.stringify(p.failedActions)}`)
        console.log(`  CPU (cores): ${JSON.stringify(p.cpuCores)}; machine busy ${Math.round(p.machineBusy * 100)}%`)
        console.log(`  other work on the machine: ${p.otherCores} cores; load average ${p.loadAverage}`)
        console.log(`  PostgreSQL transactions per request: ${p.pgTransactionsPerRequest}`)
      }
      console.log("\n== targets")
      for (const [name, t] of Object.entries(targets)) console.log(`  ${name.padEnd(22)} target ${t.target}  measured ${t.measured}  ${t.met ? "met" : "MISSED"}`)
      console.log(`  audit: ${audit.error ?? `${audit.violations} violations`}`)
      console.log(ok ? "\nOK" : "\nFAILED (errors or audit)")
    }
    return ok ? 0 : 1
  } finally {
    client.close()
    await cluster?.stop()
  }
})
