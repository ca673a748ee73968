import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { KEPT_ROLES, type KeptLiveDestination, type KeptPlace, type KeptRole, keptProblems } from "../../../domain/live/keptDestination.ts"

/**
 * The place ids of destinations grounded on the live source (issue 41, docs/adr/0260-live-grounding.md),
 * in the tables `live_destinations` and `live_destination_places` (migration 0304): only ids, as Google's
 * terms allow. Shared through the database by every API instance and every traveller. A database error is
 * a defect: the grounding has no answer to give for it.
 */
export interface LiveDestinationStoreShape {
  /** The destination kept under this key (liveDestinationKey), its places by role and rank; undefined if never kept. */
  readonly load: (key: string) => Effect.Effect<KeptLiveDestination | undefined>
  /** Keeps the destination, its places replacing those kept before under its key, in one transaction. */
  readonly save: (kept: KeptLiveDestination) => Effect.Effect<void>
}

export class LiveDestinationStore extends Context.Tag("LiveDestinationStore")<LiveDestinationStore, LiveDestinationStoreShape>() {}

const roleOrder = (role: KeptRole) => KEPT_ROLES.indexOf(role)

export const makeLiveDestinationStore = (sql: SqlClient.SqlClient): LiveDestinationStoreShape => ({
  load: (key) =>
    Effect.gen(function* () {
      const destinations = yield* sql<{ area_place_id: string; found_at_ms: string | number }>`
        SELECT area_place_id, found_at_ms FROM live_destinations WHERE key = ${key}`
      const destination = destinations[0]
      if (destination === undefined) return undefined
      const rows = yield* sql<{ google_place_id: string; role: KeptRole; rank: number }>`
        SELECT google_place_id, role, rank FROM live_destination_places WHERE destination_key = ${key}`
      const places = rows
        .map((row): KeptPlace => ({ googlePlaceId: row.google_place_id, role: row.role, rank: Number(row.rank) }))
        .sort((a, b) => roleOrder(a.role) - roleOrder(b.role) || a.rank - b.rank)
      return { key, areaPlaceId: destination.area_place_id, places, foundAtMs: Number(destination.found_at_ms) } satisfies KeptLiveDestination
    }).pipe(Effect.orDie, Effect.withSpan("live.store.load")),

  save: (kept) =>
    Effect.gen(function* () {
      const problems = keptProblems(kept)
      // The grounding builds what it keeps: a problem here is a bug, not something a traveller did.
      if (problems.length > 0) return yield* Effect.dieMessage(`live destination ${kept.key} cannot be kept: ${problems.join("; ")}`)
      yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`
            INSERT INTO live_destinations (key, area_place_id, found_at_ms) VALUES (${kept.key}, ${kept.areaPlaceId}, ${kept.foundAtMs})
            ON CONFLICT (key) DO UPDATE SET area_place_id = EXCLUDED.area_place_id, found_at_ms = EXCLUDED.found_at_ms`
          yield* sql`DELETE FROM live_destination_places WHERE destination_key = ${kept.key}`
          if (kept.places.length === 0) return
          const rows = kept.places.map((place) => ({ destination_key: kept.key, role: place.role, google_place_id: place.googlePlaceId, rank: place.rank }))
          yield* sql`INSERT INTO live_destination_places ${sql.insert(rows)}`
        })
      )
    }).pipe(Effect.orDie, Effect.withSpan("live.store.save"))
})

export const layerLiveDestinationStore: Layer.Layer<LiveDestinationStore, never, SqlClient.SqlClient> = Layer.effect(
  LiveDestinationStore,
  Effect.map(SqlClient.SqlClient, makeLiveDestinationStore)
)
