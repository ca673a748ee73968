import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { AppConfig } from "./config/AppConfig.ts"
import { appLayer } from "./server/AppLayer.ts"
import { runWorkers } from "./server/WorkerLayer.ts"

// `npm start`: one process on the embedded defaults unless DATABASE_URL / NATS_URL say otherwise.
// With ROLES without `api` (e.g. `npm run start:worker`) the process runs only background work.
Effect.flatMap(AppConfig, (config) => (config.roles.has("api") ? Layer.launch(appLayer(config)) : runWorkers(config))).pipe(
  NodeRuntime.runMain
)
