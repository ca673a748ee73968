import { NodeRuntime } from "@effect/platform-node"
import { runWorkers } from "@safarnama/core/server/WorkerLayer"
import { AppConfig } from "@safarnama/core/config/AppConfig"
import { allProjections } from "@safarnama/core/projections/all"
import { Effect } from "effect"

/**
 * `npm run start:projections`: the read models alone, for scale-out against a shared PostgreSQL and
 * NATS. Each projection has one active runner across processes (a lease); start a second of these
 * for a standby that takes over when the active one stops. On the embedded default the API process
 * runs them itself (PGlite belongs to one process).
 */
const program = Effect.gen(function* () {
  const config = yield* AppConfig
  yield* Effect.logInfo(`projections: ${allProjections.map((p) => p.name).join(", ") || "(none)"}`)
  return yield* runWorkers({ ...config, roles: new Set(["projections"] as const) })
})

program.pipe(NodeRuntime.runMain)
