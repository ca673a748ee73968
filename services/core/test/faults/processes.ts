import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { TEST_OTP } from "../loginKit.ts"
import { type RunningServer, startServer } from "../spawnServer.ts"

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

export interface Proc extends RunningServer {
  readonly name: string
}

/** Starts main.ts with `env` and waits until it is ready (see startServer); logs how long it took. */
export const launch = async (name: string, env: Record<string, string>, timeoutMs = 90_000): Promise<Proc> => {
  const startedAt = Date.now()
  const server = await startServer(env, timeoutMs).catch((error: Error) => {
    throw new Error(`${name}: ${error.message}`)
  })
  console.info(`${name}: ready in ${Date.now() - startedAt} ms`)
  return { name, ...server }
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
