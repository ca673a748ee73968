import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { TEST_OTP } from "../loginKit.ts"
import { freePort } from "../spawnServer.ts"

const MAIN = new URL("../../src/main.ts", import.meta.url).pathname
const ROOT = new URL("../../../..", import.meta.url).pathname

/**
 * The processes of one drill's cluster (services/core/src/main.ts, each with its ROLES), all on one
 * PostgreSQL and one NATS, sharing the session secret and the local gateway's secret.
 */
export interface Shared {
  readonly env: Record<string, string>
  /** The local gateway's root secret (webhooks are signed with a key derived from it). */
  readonly gatewayRoot: string
  readonly dispose: () => void
}

export const sharedSetup = (databaseUrl: string, natsUrl: string, extra: Record<string, string> = {}): Shared => {
  const dataDir = mkdtempSync(join(tmpdir(), "safarnama-faults-data-"))
  // Written before any process starts: two processes creating it at once would each pick their own.
  const gatewayRoot = randomBytes(32).toString("hex")
  writeFileSync(join(dataDir, "local-payments-secret"), gatewayRoot, { mode: 0o600 })
  return {
    gatewayRoot,
    env: {
      DATABASE_URL: databaseUrl,
      NATS_URL: natsUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      AUTH_DEV_FIXED_OTP: TEST_OTP,
      TRUST_PROXY: "true",
      PAYMENTS_DEV_WEBHOOKS: "off",
      // The local stand-ins on purpose, whatever the runner's environment holds.
      PAYMENTS_PROVIDER: "local",
      ITINERARY_WRITER: "offline",
      NODE_ENV: "test",
      ...extra
    },
    dispose: () => rmSync(dataDir, { recursive: true, force: true })
  }
}

// If the test runner goes away without its afterAll (Ctrl-C, a worker torn down), no app process may
// outlive it: the exit hook kills whatever is still running (synchronous, as exit hooks must be).
const running = new Set<{ kill: (signal: NodeJS.Signals) => boolean }>()
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL")
})

export interface Proc {
  readonly name: string
  /** http://127.0.0.1:PORT (answers only when the process has the api role). */
  readonly url: string
  readonly output: () => string
  readonly alive: () => boolean
  /** SIGKILL: no finalizers run, as in a crash or an OOM kill. */
  readonly crash: () => Promise<void>
  /** SIGTERM, then SIGKILL after 10 s. */
  readonly stop: () => Promise<void>
}

/**
 * Spawns main.ts (node with the tsx loader, one process, so SIGKILL kills the app itself) and waits
 * until it is ready: /api/health answers, or (a process without the api role) it logs `ready: roles=`.
 */
export const launch = async (name: string, env: Record<string, string>, timeoutMs = 90_000): Promise<Proc> => {
  const startedAt = Date.now()
  const port = await freePort()
  const chunks: Array<string> = []
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()))
  child.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()))
  running.add(child)
  let done = false
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      done = true
      running.delete(child)
      resolve()
    })
  )
  const output = () => chunks.join("")
  const signal = (sig: NodeJS.Signals) => {
    try {
      child.kill(sig)
    } catch {}
  }
  const crash = async () => {
    if (done) return
    signal("SIGKILL")
    await exited
  }
  const stop = async () => {
    if (done) return
    signal("SIGTERM")
    const timer = setTimeout(() => signal("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (done) throw new Error(`${name} exited during start-up:\n${output()}`)
    if (Date.now() > deadline) {
      await crash()
      throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${output()}`)
    }
    if (/ready: roles=/.test(output())) break
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.info(`${name}: ready in ${Date.now() - startedAt} ms`)
  return { name, url, output, alive: () => !done, crash, stop }
}

/**
 * Starts every process at once (the schema migration takes an advisory lock, so concurrent starts are
 * safe). If one fails to start, the others are killed too: none is left behind the test.
 */
export const launchAll = async (specs: ReadonlyArray<{ readonly name: string; readonly env: Record<string, string> }>) => {
  const settled = await Promise.allSettled(specs.map((s) => launch(s.name, s.env)))
  const started = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []))
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected")
  if (failed) {
    await Promise.all(started.map((p) => p.crash()))
    throw failed.reason
  }
  return started
}
