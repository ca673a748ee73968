import { Layer } from "effect"
import { layerInProcessBus } from "./bus/InProcessBus.ts"
import { layerNatsBus } from "./bus/NatsBus.ts"
import { EventStore } from "./eventstore/EventStore.ts"
import { TraceEvents } from "./observability/traceContext.ts"
import { chooseDatabase, describeDatabase, layerDatabase } from "./sql/Database.ts"
import { runMigrations } from "./sql/migrate.ts"

export interface EventPlatformOptions {
  /** PostgreSQL when set, else PGlite in `pgliteDir` (in memory when that is undefined too). */
  readonly databaseUrl: string | undefined
  readonly pgliteDir: string | undefined
  /** NATS JetStream when set, else the in-process bus (one process). */
  readonly natsUrl: string | undefined
  /** The migration folders of every package this process runs (`runMigrations`). */
  readonly migrations: ReadonlyArray<string>
  /** Traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT): events carry their trace context. */
  readonly traceEvents?: boolean
}

/**
 * What every process stands on: the database (migrated), the event bus and the event store. The API
 * process and the stand-alone projections process each build it with their own migration folders.
 */
export const eventPlatform = (options: EventPlatformOptions) => {
  const database = chooseDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir })
  const bus = options.natsUrl === undefined ? layerInProcessBus : layerNatsBus(options.natsUrl)
  const migrated = Layer.effectDiscard(runMigrations(options.migrations)).pipe(Layer.provideMerge(layerDatabase(database)))
  return {
    adapters: {
      database: describeDatabase(database),
      eventBus: options.natsUrl === undefined ? "in-process" : "nats-jetstream"
    },
    layer: EventStore.Default.pipe(
      Layer.provide(Layer.succeed(TraceEvents, options.traceEvents ?? false)),
      Layer.provideMerge(bus),
      Layer.provideMerge(migrated)
    )
  }
}
