import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"

/**
 * One child process of the cluster (an API instance or a worker), run as `node --import tsx FILE` so
 * that a signal reaches the app itself (as `npm start` would run it, without npm in between).
 */

export const ROOT = new URL("../../../../", import.meta.url).pathname

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

export interface ProcessSpec {
  readonly name: string
  /** Entry file relative to the repository root (run with node and tsx)... */
  readonly entry?: string
  /** ...or a program of its own with its arguments (HAProxy). */
  readonly command?: ReadonlyArray<string>
  readonly env: Record<string, string>
  /** Extra node options (e.g. --cpu-prof to profile an instance under load). */
  readonly nodeArgs?: ReadonlyArray<string>
  /** HTTP port when the process serves the API: ready once /api/health answers 200. */
  readonly port?: number
  /** Or ready once it logs a line that says it is running (processes without HTTP). */
  readonly readyLine?: RegExp
}

export type LogSink = (name: string, line: string) => void

export interface ManagedProcess {
  readonly spec: ProcessSpec
  readonly pid: () => number | undefined
  readonly running: () => boolean
  /** Resolves once ready; rejects when the process exits first or the time is up. */
  readonly ready: (timeoutMs: number) => Promise<void>
  /** SIGKILL, as a crash or an OOM kill: no finalizers run. */
  readonly kill: () => Promise<void>
  /** SIGTERM, then SIGKILL after `graceMs`. */
  readonly stop: (graceMs?: number) => Promise<void>
  /** Last lines of its output (for error messages). */
  readonly tail: () => string
}

const TAIL_LINES = 60

export const launch = (spec: ProcessSpec, log: LogSink): ManagedProcess => {
  const [program, ...args] = spec.command ?? [process.execPath, ...(spec.nodeArgs ?? []), "--import", "tsx", spec.entry ?? "services/core/src/main.ts"]
  const child: ChildProcess = spawn(program!, args, {
    cwd: ROOT,
    env: { ...process.env, ...spec.env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const lines: Array<string> = []
  let sawReadyLine = false
  let exitCode: number | null | undefined
  const exited = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exitCode = code
      log(spec.name, `exited (${signal ?? `code ${code}`})`)
      resolve()
    })
    // A program that cannot be started (not installed) never exits: it fails to spawn.
    child.once("error", (error) => {
      exitCode = -1
      log(spec.name, `could not start: ${error.message}`)
      resolve()
    })
  })
  const onChunks = () => {
    let partial = ""
    return (chunk: Buffer) => {
      const text = partial + chunk.toString()
      const parts = text.split("\n")
      partial = parts.pop() ?? ""
      for (const line of parts) {
        if (line.length === 0) continue
        if (spec.readyLine?.test(line)) sawReadyLine = true
        lines.push(line)
        if (lines.length > TAIL_LINES) lines.shift()
        log(spec.name, line)
      }
    }
  }
  child.stdout?.on("data", onChunks())
  child.stderr?.on("data", onChunks())

  const running = () => exitCode === undefined
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(child.pid, name)
    } catch {}
  }
  const ready = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (!running()) throw new Error(`${spec.name} exited during start-up:\n${lines.join("\n")}`)
      if (Date.now() > deadline) throw new Error(`${spec.name} was not ready within ${timeoutMs} ms:\n${lines.join("\n")}`)
      if (sawReadyLine) return
      if (spec.port !== undefined) {
        try {
          const answer = await fetch(`http://127.0.0.1:${spec.port}/api/health`, { signal: AbortSignal.timeout(2_000) })
          await answer.arrayBuffer()
          if (answer.ok) return
        } catch {}
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return {
    spec,
    pid: () => child.pid,
    running,
    ready,
    kill: async () => {
      if (!running()) return
      signal("SIGKILL")
      await exited
    },
    stop: async (graceMs = 10_000) => {
      if (!running()) return
      signal("SIGTERM")
      const timer = setTimeout(() => signal("SIGKILL"), graceMs)
      await exited
      clearTimeout(timer)
    },
    tail: () => lines.join("\n")
  }
}
