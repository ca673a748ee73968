import { SqlClient } from "@effect/sql"
import { type GooglePlaceFacts, type Itinerary, isStayArea, placeFactsKey } from "@safarnama/events/contract/itinerary"
import { Clock, Context, Deferred, Duration, Effect, FiberSet, Layer } from "effect"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { PlaceDetails, type PlaceQuery } from "../../adapters/places/details/PlaceDetailsPort.ts"
import type { KnowledgeIndex } from "../../domain/knowledge/index.ts"

/**
 * Google's facts about the hotels and sights of a plan, attached when the plan is served, never stored
 * with it (docs/adr/0161-google-place-details.md). A plan waits at most `waitMs` for lookups; what has not
 * arrived by then keeps coming in the background and is there the next time the plan is read. Place ids
 * are kept in the database (Google's terms allow it); ratings, counts and hours only in memory, read again
 * after `refreshMs`.
 */
export interface PlaceFactsSettings {
  readonly waitMs: number
  readonly refreshMs: number
}

export interface PlaceFactsShape {
  readonly attach: <I extends Itinerary>(itinerary: I) => Effect.Effect<I>
}
export class PlaceFacts extends Context.Tag("PlaceFacts")<PlaceFacts, PlaceFactsShape>() {}

/** A query Google had no match for is asked again after this long (a new listing may appear). */
const RETRY_MISS_MS = 30 * 24 * 3600 * 1000
/** After a failed call (network, quota), the same query waits this long before another try. */
const RETRY_FAILURE_MS = 60 * 1000
/** Lookups running at once in a process. */
const CONCURRENCY = 4
/** Remembered facts beyond this are dropped (oldest first): the cache stays small. */
const REMEMBER_AT_MOST = 20_000

/** What to look up for each of the plan's hotels and sights, by its key in `placeFacts`. */
export const placeQueries = (itinerary: Itinerary, knowledge: Pick<KnowledgeIndex, "place">): Array<readonly [string, PlaceQuery]> => {
  const content = itinerary.content
  if (!content) return []
  const hotels = content.hotelRecommendations.options.flatMap((hotel, index): Array<readonly [string, PlaceQuery]> => {
    const known = hotel.placeId ? knowledge.place(hotel.placeId)?.place : undefined
    // A stay area is no property: there is nothing of it to rate.
    if (isStayArea(hotel) || (known?.kind === "stay" && isStayArea(known))) return []
    return [[placeFactsKey.hotel(index), { text: `${hotel.name}, ${hotel.address || hotel.region}`, near: known ? { lat: known.lat, lon: known.lon } : undefined, googlePlaceId: known?.googlePlaceId }]]
  })
  const sights = content.dailyItinerary.flatMap((day) =>
    day.activities.flatMap((a): Array<readonly [string, PlaceQuery]> => {
      const known = a.placeId ? knowledge.place(a.placeId)?.place : undefined
      if (!a.id || !known || (known.kind !== "attraction" && known.kind !== "experience")) return []
      return [[placeFactsKey.activity(a.id), { text: `${known.name}, ${known.address}`, near: { lat: known.lat, lon: known.lon }, googlePlaceId: known.googlePlaceId }]]
    })
  )
  return [...hotels, ...sights]
}

const queryKey = (query: PlaceQuery) => query.text.trim().toLowerCase().replace(/\s+/g, " ")

export const layerPlaceFacts = (settings: PlaceFactsSettings) =>
  Layer.scoped(
    PlaceFacts,
    Effect.gen(function* () {
      const google = yield* PlaceDetails
      const knowledge = yield* Knowledge
      if (google === undefined) return { attach: (itinerary) => Effect.succeed(itinerary) } satisfies PlaceFactsShape
      const sql = yield* SqlClient.SqlClient
      const background = yield* FiberSet.make()
      const semaphore = yield* Effect.makeSemaphore(CONCURRENCY)
      const facts = new Map<string, { readonly facts: GooglePlaceFacts | undefined; readonly at: number }>()
      const failedAt = new Map<string, number>()
      const running = new Map<string, Deferred.Deferred<void>>()

      const remember = (key: string, value: GooglePlaceFacts | undefined, at: number) => {
        facts.delete(key)
        if (facts.size >= REMEMBER_AT_MOST) facts.delete(facts.keys().next().value!)
        facts.set(key, { facts: value, at })
      }

      /** Finds (or reads again by its kept id) one query's facts; a failure is logged and tried again later. */
      const lookUp = (key: string, query: PlaceQuery) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const rows = yield* sql<{ google_place_id: string | null; looked_up_at_ms: string | number }>`
            SELECT google_place_id, looked_up_at_ms FROM google_place_ids WHERE query = ${key}`
          const kept = rows[0]
          if (query.googlePlaceId === undefined && kept && kept.google_place_id === null && now - Number(kept.looked_up_at_ms) < RETRY_MISS_MS) return remember(key, undefined, now)
          // A live guide's place is Google's own: its id is read again, as a kept id is (issue 41).
          const id = query.googlePlaceId ?? kept?.google_place_id ?? undefined
          const found = id ? yield* google.read(id) : undefined
          const result = found ?? (yield* google.find(query))
          yield* sql`
            INSERT INTO google_place_ids (query, google_place_id, looked_up_at_ms) VALUES (${key}, ${result?.googlePlaceId ?? null}, ${now})
            ON CONFLICT (query) DO UPDATE SET google_place_id = EXCLUDED.google_place_id, looked_up_at_ms = EXCLUDED.looked_up_at_ms`
          remember(key, result, now)
          failedAt.delete(key)
        }).pipe(
          semaphore.withPermits(1),
          Effect.catchAll((error) =>
            Effect.gen(function* () {
              failedAt.set(key, yield* Clock.currentTimeMillis)
              yield* Effect.logWarning(`place facts: ${error._tag === "PlacesUnavailable" ? error.reason : "database error"}`)
            })
          )
        )

      /** The lookup of a query, started once however many plans ask for it at the same time. */
      const pending = (key: string, query: PlaceQuery) =>
        Effect.gen(function* () {
          const already = running.get(key)
          if (already) return already
          const done = yield* Deferred.make<void>()
          running.set(key, done)
          yield* FiberSet.run(
            background,
            lookUp(key, query).pipe(Effect.ensuring(Effect.sync(() => running.delete(key)).pipe(Effect.zipRight(Deferred.succeed(done, undefined)))))
          )
          return done
        })

      const attach = <I extends Itinerary>(itinerary: I): Effect.Effect<I> =>
        Effect.gen(function* () {
          const queries = placeQueries(itinerary, knowledge).map(([slot, query]) => ({ slot, query, key: queryKey(query) }))
          if (queries.length === 0) return itinerary
          const now = yield* Clock.currentTimeMillis
          const stale = queries.filter(({ key }) => {
            const known = facts.get(key)
            const fresh = known !== undefined && now - known.at < settings.refreshMs
            const resting = now - (failedAt.get(key) ?? Number.NEGATIVE_INFINITY) < RETRY_FAILURE_MS
            return !fresh && !resting
          })
          const unique = [...new Map(stale.map((q) => [q.key, q])).values()]
          const waits = yield* Effect.forEach(unique, ({ key, query }) => pending(key, query))
          // The plan is served after at most waitMs; late answers stay for the next read.
          yield* Effect.forEach(waits, Deferred.await, { concurrency: "unbounded", discard: true }).pipe(Effect.timeout(Duration.millis(settings.waitMs)), Effect.ignore)
          const placeFacts = Object.fromEntries(queries.flatMap(({ slot, key }) => {
            const known = facts.get(key)?.facts
            return known ? [[slot, known] as const] : []
          }))
          return Object.keys(placeFacts).length === 0 ? itinerary : { ...itinerary, placeFacts }
        })
      return { attach } satisfies PlaceFactsShape
    })
  )
