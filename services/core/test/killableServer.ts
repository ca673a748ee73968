import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"

const MAIN = new URL("../src/main.ts", import.meta.url).pathname
const ROOT = new URL("../../..", import.meta.url).pathname

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

export interface KillableServer {
  readonly url: string
  readonly output: () => string
  /** SIGKILL: no finalizers run, as in a crash or an OOM kill. */
  readonly crash: () => Promise<void>
  /** SIGTERM, then SIGKILL after 10 s. */
  readonly stop: () => Promise<void>
}

/** `node --import tsx services/core/src/main.ts` on a free loopback port, waited for until /api/health answers. */
export const startKillableServer = async (env: Record<string, string>, timeoutMs = 90_000): Promise<KillableServer> => {
  const port = await freePort()
  const chunks: Array<string> = []
  // One process (node with the tsx loader), so a SIGKILL kills the app itself, as a crash would.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()))
  child.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()))
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true
      resolve()
    })
  )
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(child.pid!, name)
    } catch {}
  }
  const crash = async () => {
    if (exited) return
    signal("SIGKILL")
    await exit
  }
  const stop = async () => {
    if (exited) return
    signal("SIGTERM")
    const timer = setTimeout(() => signal("SIGKILL"), 10_000)
    await exit
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) throw new Error(`the server exited during start-up:\n${chunks.join("")}`)
    if (Date.now() > deadline) {
      await crash()
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${chunks.join("")}`)
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, output: () => chunks.join(""), crash, stop }
}
