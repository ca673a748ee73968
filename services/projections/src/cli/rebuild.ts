import { NodeRuntime } from "@effect/platform-node"
import { eventPlatform } from "@safarnama/events/eventPlatform"
import { Config, Effect, Option, Redacted } from "effect"
import { allProjections } from "../all.ts"
import { readSideMigrations } from "../readSideMigrations.ts"
import { rebuildWithLease } from "../rebuild.ts"

/**
 * `npm run rebuild -- <read model>`: empties one read model and replays the event log into it (after a
 * fix to a projection, or to prove a read model is what the log says). Against DATABASE_URL, with the
 * projections stopped: it holds the read model's lease while it works and refuses while a runner
 * holds it. On the embedded default the running server owns the database folder; stop it, set
 * nothing, and the server's own runner catches a reset read model up at start (ADR 0110).
 */
const program = Effect.gen(function* () {
  const wanted = process.argv[2]
  const names = allProjections.map((p) => p.name).join(", ")
  const projection = allProjections.find((p) => p.name === wanted)
  if (projection === undefined) {
    yield* Effect.logError(wanted === undefined ? `name a read model: ${names}` : `no read model named ${wanted}: ${names}`)
    return process.exit(2)
  }
  const databaseUrl = yield* Config.option(Config.redacted("DATABASE_URL"))
  if (Option.isNone(databaseUrl)) {
    yield* Effect.logError("npm run rebuild works on DATABASE_URL (PostgreSQL); set it to the database the read models live in")
    return process.exit(2)
  }
  const natsUrl = yield* Config.option(Config.string("NATS_URL"))
  const platform = eventPlatform({
    databaseUrl: Redacted.value(databaseUrl.value),
    pgliteDir: undefined,
    natsUrl: Option.getOrUndefined(natsUrl),
    migrations: readSideMigrations
  })
  const started = Date.now()
  const result = yield* Effect.either(rebuildWithLease(projection)).pipe(Effect.provide(platform.layer))
  if (result._tag === "Left") {
    const failure = result.left
    yield* Effect.logError(
      failure._tag === "CheckpointMoved"
        ? `another runner moved ${projection.name}'s checkpoint during the rebuild: run it again with the projections stopped`
        : failure.message
    )
    return process.exit(1)
  }
  yield* Effect.logInfo(`rebuilt ${projection.name} up to log position ${result.right.position} in ${Date.now() - started} ms`)
})

program.pipe(NodeRuntime.runMain)
