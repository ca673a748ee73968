import { execFileSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { chmod, mkdir, writeFile } from "node:fs/promises"
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { ensureDatabasePromise } from "./database.ts"
import { HAPROXY_BIN, haproxyConfig, haproxyMissing } from "./haproxy.ts"
import { freePort, launch, type LogSink, type ManagedProcess, type ProcessSpec, ROOT } from "./processes.ts"

/**
 * The scale-out topology on one machine (issue 9): two API instances behind HAProxy (haproxy.ts), one
 * projections worker and one generation worker, all on one PostgreSQL database and one NATS server.
 * Used by `npm run start:cluster`, the load test and the fault drills.
 */

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/safarnama_cluster"
export const DEFAULT_NATS_URL = "nats://127.0.0.1:4222"

export interface ClusterOptions {
  readonly databaseUrl?: string
  readonly natsUrl?: string
  /** The proxy's port; 0 picks a free one. */
  readonly port?: number
  readonly dataDir?: string
  readonly sessionSecret?: string
  /** Number of API instances (2 by default). */
  readonly apiInstances?: number
  /** Where each process's log lines go (default: stdout, prefixed with the process's name). */
  readonly log?: LogSink
  /** Build web/dist when missing (default true), so the proxy serves the app. */
  readonly buildWeb?: boolean
  readonly readyTimeoutMs?: number
  /** Extra node options for every Node process (e.g. ["--cpu-prof"] to see where their time goes). */
  readonly nodeArgs?: ReadonlyArray<string>
  /** Extra environment for every process. */
  readonly env?: Record<string, string>
  /**
   * Start a process again when it exits by itself, after 1, 2, 4 ... 30 s (as compose's restart policy
   * does); `npm run start:cluster` sets it. Processes ended by `crash` or `stop` stay down.
   */
  readonly supervise?: boolean
}

export interface ClusterInstance {
  readonly name: string
  readonly role: "proxy" | "api" | "projections" | "worker"
  readonly url?: string
  readonly pid: () => number | undefined
  readonly running: () => boolean
}

export interface Cluster {
  /** HAProxy's URL: the cluster's front door. */
  readonly url: string
  readonly databaseUrl: string
  readonly natsUrl: string
  readonly dataDir: string
  readonly instances: ReadonlyArray<ClusterInstance>
  /** SIGKILL one process by name (proxy, api-1, api-2, projections, worker). */
  readonly crash: (name: string) => Promise<void>
  /** Starts a crashed or stopped process again (same name, same port) and waits until it is ready. */
  readonly restart: (name: string) => Promise<void>
  /** Stops HAProxy, then every process (SIGTERM, SIGKILL after 10 s). */
  readonly stop: () => Promise<void>
}

const defaultLog: LogSink = (name, line) => process.stdout.write(`[${name}] ${line}\n`)

/** Workers log this once running (process roles, docs/adr/0060-scale-out.md). */
const READY_LINE = /ready: roles=/
/** The projections worker's own start-up line counts too (it may predate the roles line). */
const PROJECTIONS_READY_LINE = /ready: roles=|running projections:/

const CORE_MAIN = "services/core/src/main.ts"
const PROJECTIONS_MAIN = "services/projections/src/main.ts"

/**
 * Instances share the local gateway's secret through DATA_DIR: written once here, before any of them
 * starts, so two instances starting together cannot each create a different one.
 */
const prepareDataDir = async (dataDir: string) => {
  await mkdir(dataDir, { recursive: true })
  const secretFile = join(dataDir, "local-payments-secret")
  if (!existsSync(secretFile)) {
    await writeFile(secretFile, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" }).catch(() => undefined)
    await chmod(secretFile, 0o600)
  }
}

export const startCluster = async (options: ClusterOptions = {}): Promise<Cluster> => {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL
  const natsUrl = options.natsUrl ?? process.env.NATS_URL ?? DEFAULT_NATS_URL
  const dataDir = resolve(ROOT, options.dataDir ?? process.env.DATA_DIR ?? "./data/cluster")
  const sessionSecret = options.sessionSecret ?? process.env.SESSION_SECRET ?? randomBytes(32).toString("hex")
  const log = options.log ?? defaultLog
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000
  const noHaproxy = haproxyMissing()
  if (noHaproxy) throw new Error(noHaproxy)

  // Its output goes to stderr: stdout may be carrying a JSON report (the load test's --json).
  if (options.buildWeb ?? true) execFileSync(process.execPath, [join(ROOT, "scripts/build-web-if-missing.mjs")], { cwd: ROOT, stdio: ["ignore", 2, 2] })
  await ensureDatabasePromise(databaseUrl)
  await prepareDataDir(dataDir)

  // Local stand-ins everywhere (the cluster runs on one machine without outside services): local codes
  // pinned to one code, the local gateway, the offline writer and the bundled gazetteer.
  const common: Record<string, string> = {
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    AUTH_DEV_FIXED_OTP: "123456",
    PAYMENTS_PROVIDER: "local",
    ITINERARY_WRITER: "offline",
    PLACES_PROVIDER: "gazetteer",
    ...options.env
  }
  const specs: Array<ProcessSpec & { role: ClusterInstance["role"] }> = []
  const apiCount = options.apiInstances ?? 2
  for (let i = 1; i <= apiCount; i++) {
    const port = await freePort()
    specs.push({
      name: `api-${i}`,
      role: "api",
      entry: CORE_MAIN,
      port,
      nodeArgs: options.nodeArgs,
      env: { ...common, ROLES: "api", HOST: "127.0.0.1", PORT: String(port), TRUST_PROXY: "true" }
    })
  }
  specs.push({
    name: "projections",
    role: "projections",
    entry: PROJECTIONS_MAIN,
    readyLine: PROJECTIONS_READY_LINE,
    nodeArgs: options.nodeArgs,
    env: { ...common }
  })
  // The worker opens no HTTP port with these roles; PORT is a free one all the same so that a build
  // without process roles (every role, HTTP included) does not collide with anything.
  specs.push({
    name: "worker",
    role: "worker",
    entry: CORE_MAIN,
    readyLine: READY_LINE,
    nodeArgs: options.nodeArgs,
    env: { ...common, ROLES: "generation,reconciler", HOST: "127.0.0.1", PORT: String(await freePort()) }
  })

  const processes = new Map<string, ManagedProcess>()
  /** Processes ended on purpose (crash, stop): the supervisor leaves them down. */
  const down = new Set<string>()
  const start = (spec: ProcessSpec) => {
    const p = launch(spec, log)
    processes.set(spec.name, p)
    down.delete(spec.name)
    return p
  }
  let supervisor: ReturnType<typeof setInterval> | undefined
  const stopAll = async () => {
    if (supervisor) clearInterval(supervisor)
    for (const name of processes.keys()) down.add(name)
    await Promise.all([...processes.values()].map((p) => p.stop()))
  }

  // HAProxy in front of the API instances, as in docker-compose.
  const proxyPort = options.port ?? Number(process.env.PORT ?? 3000)
  const proxySpec = {
    name: "proxy",
    role: "proxy" as const,
    port: proxyPort === 0 ? await freePort() : proxyPort,
    env: {}
  }
  const haproxyFile = join(dataDir, "haproxy.cfg")
  await writeFile(
    haproxyFile,
    haproxyConfig({
      host: "127.0.0.1",
      port: proxySpec.port,
      upstreams: specs.filter((s) => s.role === "api").map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` }))
    })
  )
  try {
    // The first instance alone first: it creates or migrates the schema, so the others find it ready.
    const [first, ...rest] = specs
    await start(first!).ready(readyTimeoutMs)
    await Promise.all(rest.map((spec) => start(spec).ready(readyTimeoutMs)))
    // -db: stay in the foreground, so that it is a child process like the others.
    await start({ ...proxySpec, command: [HAPROXY_BIN, "-db", "-f", haproxyFile] }).ready(readyTimeoutMs)
  } catch (error) {
    await stopAll()
    throw error
  }
  specs.unshift(proxySpec)

  if (options.supervise) {
    const backoff = new Map<string, { readonly attempts: number; readonly at: number }>()
    supervisor = setInterval(() => {
      for (const [name, p] of processes) {
        if (p.running() || down.has(name)) continue
        const last = backoff.get(name) ?? { attempts: 0, at: 0 }
        const waitMs = Math.min(30_000, 1_000 * 2 ** last.attempts)
        if (Date.now() - last.at < waitMs) continue
        backoff.set(name, { attempts: last.attempts + 1, at: Date.now() })
        log(name, `exited by itself: starting it again (attempt ${last.attempts + 1})`)
        start(p.spec)
          .ready(readyTimeoutMs)
          .then(
            () => backoff.set(name, { attempts: 0, at: Date.now() }),
            (error: unknown) => log(name, `did not come back: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
          )
      }
    }, 500)
    supervisor.unref()
  }

  const byName = (name: string) => {
    const p = processes.get(name)
    if (!p) throw new Error(`no cluster process named ${name} (${[...processes.keys()].join(", ")})`)
    return p
  }
  return {
    url: `http://127.0.0.1:${proxySpec.port}`,
    databaseUrl,
    natsUrl,
    dataDir,
    instances: specs.map((s) => ({
      name: s.name,
      role: s.role,
      url: s.port !== undefined ? `http://127.0.0.1:${s.port}` : undefined,
      pid: () => processes.get(s.name)?.pid(),
      running: () => processes.get(s.name)?.running() ?? false
    })),
    crash: (name) => {
      down.add(name)
      return byName(name).kill()
    },
    restart: async (name) => {
      const old = byName(name)
      down.add(name)
      await old.stop()
      await start(old.spec).ready(readyTimeoutMs)
    },
    stop: async () => {
      down.add("proxy")
      await byName("proxy").stop()
      await stopAll()
    }
  }
}
