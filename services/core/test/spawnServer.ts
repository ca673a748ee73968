import { type ChildProcess, spawn } from "node:child_process"
import { freePort } from "../devtools/cluster/processes.ts"

export { freePort }

const MAIN = new URL("../src/main.ts", import.meta.url).pathname
const COMPILED_MAIN = new URL("../dist/main.js", import.meta.url).pathname

/**
 * With SAFARNAMA_COMPILED=1 (`npm test` sets it for the end-to-end tier, after `npm run build:services`)
 * the server is the compiled JavaScript on plain node, as the production image runs it; else the
 * TypeScript through tsx, as `npm start` does.
 */
export const serverArgs = (): ReadonlyArray<string> =>
  process.env.SAFARNAMA_COMPILED === "1" ? ["--conditions=compiled", COMPILED_MAIN] : ["--import", "tsx", MAIN]
const ROOT = new URL("../../..", import.meta.url).pathname

export interface RunningServer {
  readonly url: string
  readonly output: () => string
  readonly alive: () => boolean
  /** SIGKILL: no finalizers run, as in a crash or an OOM kill. */
  readonly crash: () => Promise<void>
  /** SIGTERM, then SIGKILL after 10 s. */
  readonly stop: () => Promise<void>
}

export interface Exited {
  readonly code: number | null
  readonly output: string
}

/**
 * Runs services/core/src/main.ts as `npm start` would, on a free loopback port, as one process (node with
 * the tsx loader) so that a SIGKILL kills the app itself, as a crash would.
 */
// If the test runner goes away without its afterAll (Ctrl-C, a worker torn down), no app process may
// outlive it: the exit hook kills whatever is still running (synchronous, as exit hooks must be).
const running = new Set<ChildProcess>()
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL")
})

const launch = async (env: Record<string, string>) => {
  const port = await freePort()
  const chunks: Array<string> = []
  const child: ChildProcess = spawn(process.execPath, [...serverArgs()], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()))
  child.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()))
  running.add(child)
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child)
      resolve(code)
    })
  )
  return { port, child, exited, output: () => chunks.join("") }
}

/**
 * Starts the server and waits (bounded) until it is ready: /api/health answers, or (a process without
 * the api role, which opens no port) it logs `ready: roles=`.
 */
export const startServer = async (env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> => {
  const { port, child, exited, output } = await launch(env)
  let done = false
  void exited.then(() => {
    done = true
  })
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(child.pid, name)
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
    if (done) throw new Error(`the server exited during start-up:\n${output()}`)
    if (Date.now() > deadline) {
      await crash()
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output()}`)
    }
    const ready = { url, output, alive: () => !done, crash, stop }
    if (/ready: roles=/.test(output())) return ready
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return ready
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Starts the server expecting it to refuse: resolves with its exit code and output (bounded). */
export const expectRefusal = async (env: Record<string, string>, timeoutMs = 60_000): Promise<Exited> => {
  const { child, exited, output } = await launch(env)
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
  const code = await exited
  clearTimeout(timer)
  return { code, output: output() }
}
