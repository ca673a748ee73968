import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../spawnServer.ts"

/**
 * Private PostgreSQL and NATS for the fault drills (docs/adr/0060-scale-out.md, "Fault drills"): the
 * drills stop, kill and restart them, so they must never be the shared services other tests use. They
 * run from the same Debian binaries, in a temporary folder, on free loopback ports.
 */

const NATS_SERVER = "/usr/sbin/nats-server"
const PG_ROOT = "/usr/lib/postgresql"

/** The newest installed PostgreSQL's bin folder (Debian keeps one folder per major version). */
const pgBin = (): string | undefined => {
  if (!existsSync(PG_ROOT)) return undefined
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, "bin", "pg_ctl")) && existsSync(join(PG_ROOT, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(PG_ROOT, versions[0], "bin")
}

const isRoot = () => process.getuid?.() === 0

const hasPostgresUser = () => {
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

/** Why the drills cannot run here, or undefined when they can. */
export const missingBinaries = (): string | undefined => {
  const missing = [
    pgBin() ? undefined : `${PG_ROOT}/<version>/bin/{initdb,pg_ctl}`,
    existsSync(NATS_SERVER) ? undefined : NATS_SERVER,
    // As root, PostgreSQL runs as the postgres system user (Debian's package creates it).
    isRoot() && !hasPostgresUser() ? "the postgres system user" : undefined
  ].filter((m): m is string => m !== undefined)
  return missing.length === 0 ? undefined : `fault drills skipped: missing ${missing.join(" and ")}`
}

/** initdb and postgres refuse to run as root: as root we run them as the postgres system user. */
const asPostgres = (command: string, args: ReadonlyArray<string>): [string, Array<string>] =>
  isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]]

const run = (command: string, args: ReadonlyArray<string>) => {
  const [cmd, argv] = asPostgres(command, args)
  return execFileSync(cmd, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 })
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// pg_ctl starts PostgreSQL detached and nats-server is our child: if the runner exits without its
// afterAll, the exit hook stops them (synchronously) so no private server outlives the run.
const atExit = new Set<() => void>()
process.once("exit", () => {
  for (const stop of atExit) stop()
})

export interface PrivatePostgres {
  readonly url: string
  readonly port: number
  /** `pg_ctl stop`: "fast" ends sessions cleanly, "immediate" is a crash (recovery from WAL on start). */
  readonly stop: (mode: "fast" | "immediate") => void
  readonly start: () => void
  readonly log: () => string
  /** Stops the server (immediate) and removes its folder. */
  readonly dispose: () => void
}

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = pgBin()
  if (!bin) throw new Error("PostgreSQL binaries not found")
  const root = mkdtempSync(join(tmpdir(), "safarnama-faults-pg-"))
  const data = join(root, "data")
  const sockets = join(root, "sockets")
  mkdirSync(sockets)
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim())
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim())
    chownSync(root, uid, gid)
    chownSync(sockets, uid, gid)
  }
  // --no-sync only skips the flush of initdb's own files; the server below runs with fsync on.
  run(join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"])
  const port = await freePort()
  const logFile = join(root, "postgres.log")
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-k ${sockets}`,
    "-c shared_buffers=32MB",
    "-c max_connections=200",
    "-c fsync=on",
    "-c synchronous_commit=on"
  ].join(" ")
  const start = () => {
    run(join(bin, "pg_ctl"), ["-D", data, "-l", logFile, "-o", options, "-w", "-t", "60", "start"])
  }
  const stop = (mode: "fast" | "immediate") => {
    run(join(bin, "pg_ctl"), ["-D", data, "-m", mode, "-w", "-t", "60", "stop"])
  }
  start()
  const stopAtExit = () => {
    try {
      stop("immediate")
    } catch {}
  }
  atExit.add(stopAtExit)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    log: () => {
      try {
        return execFileSync("cat", [logFile], { encoding: "utf8" })
      } catch {
        return ""
      }
    },
    dispose: () => {
      atExit.delete(stopAtExit)
      stopAtExit()
      rmSync(root, { recursive: true, force: true })
    }
  }
}

export interface PrivateNats {
  readonly url: string
  /** SIGKILL (a crash: JetStream recovers its file store on start). */
  readonly kill: () => Promise<void>
  /** Starts it again on the same port with the same store. */
  readonly start: () => Promise<void>
  readonly dispose: () => Promise<void>
}

export const startPrivateNats = async (): Promise<PrivateNats> => {
  const root = mkdtempSync(join(tmpdir(), "safarnama-faults-nats-"))
  const port = await freePort()
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  const start = async () => {
    const proc = spawn(NATS_SERVER, ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", join(root, "store")], { stdio: "ignore" })
    child = proc
    exited = new Promise((resolve) => proc.once("exit", () => resolve()))
    await waitFor("private nats-server", () => portOpen(port), 20_000)
  }
  const kill = async () => {
    const proc = child
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill("SIGKILL")
    await exited
  }
  await start()
  const killAtExit = () => child?.kill("SIGKILL")
  atExit.add(killAtExit)
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    start,
    dispose: async () => {
      atExit.delete(killAtExit)
      await kill()
      rmSync(root, { recursive: true, force: true })
    }
  }
}
