import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { appLayer } from "./app/AppLayer.ts"
import { AppConfig } from "./config/AppConfig.ts"

// `npm start`: one process on the embedded defaults unless DATABASE_URL / NATS_URL say otherwise.
Effect.flatMap(AppConfig, (config) => Layer.launch(appLayer(config))).pipe(NodeRuntime.runMain)
