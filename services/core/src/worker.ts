import { NodeRuntime } from "@effect/platform-node"
import { Effect } from "effect"
import { AppConfig } from "./config/AppConfig.ts"
import { runWorkers } from "./server/WorkerLayer.ts"

// `npm run start:worker`: the generation worker and the reconciler (ROLES overrides), no HTTP port.
Effect.flatMap(AppConfig, (config) =>
  runWorkers(process.env.ROLES ? config : { ...config, roles: new Set(["generation", "reconciler"] as const) })
).pipe(NodeRuntime.runMain)
