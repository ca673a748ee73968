import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Layer } from "effect"
import { backends } from "../../../../test/backends.ts"
import type { KeptLiveDestination, KeptRole } from "../../../domain/live/keptDestination.ts"
import { LiveDestinationStore, layerLiveDestinationStore } from "./LiveDestinationStore.ts"

const ulaanbaatar: KeptLiveDestination = {
  key: "international:ulaanbaatar",
  areaPlaceId: "ChIJfakeUlaanbaatar",
  foundAtMs: 1_796_000_000_123,
  places: [
    { googlePlaceId: "ChIJsquare", role: "sight", rank: 0 },
    { googlePlaceId: "ChIJmonastery", role: "sight", rank: 1 },
    { googlePlaceId: "ChIJpub", role: "food", rank: 0 },
    { googlePlaceId: "ChIJhazara", role: "food-vegetarian", rank: 0 },
    { googlePlaceId: "ChIJhotel", role: "stay", rank: 0 },
    // A hotel whose restaurant is one of the places to eat: one id in two roles.
    { googlePlaceId: "ChIJhotel", role: "food", rank: 1 },
    { googlePlaceId: "ChIJairport", role: "hub", rank: 0 },
    { googlePlaceId: "ChIJstation", role: "station", rank: 0 }
  ]
}

for (const backend of backends) {
  describe(`live destination store on ${backend.name}`, () => {
    // Layer.fresh: @effect/vitest memoizes a layer value across `it.layer` calls in a file; without it the
    // PostgreSQL tests would use the store built on PGlite.
    it.layer(Layer.provideMerge(Layer.fresh(layerLiveDestinationStore), backend.layer()), { timeout: 60_000 })((it) => {
      it.effect("keeps a destination's area id, time and place ids, and gives them back by role and rank", () =>
        Effect.gen(function* () {
          const store = yield* LiveDestinationStore
          yield* store.save(ulaanbaatar)
          const loaded = yield* store.load(ulaanbaatar.key)
          expect(loaded).toEqual({
            ...ulaanbaatar,
            places: [
              { googlePlaceId: "ChIJsquare", role: "sight", rank: 0 },
              { googlePlaceId: "ChIJmonastery", role: "sight", rank: 1 },
              { googlePlaceId: "ChIJpub", role: "food", rank: 0 },
              { googlePlaceId: "ChIJhotel", role: "food", rank: 1 },
              { googlePlaceId: "ChIJhazara", role: "food-vegetarian", rank: 0 },
              { googlePlaceId: "ChIJhotel", role: "stay", rank: 0 },
              { googlePlaceId: "ChIJairport", role: "hub", rank: 0 },
              { googlePlaceId: "ChIJstation", role: "station", rank: 0 }
            ]
          })
          expect(typeof loaded?.foundAtMs).toBe("number")
        })
      )

      it.effect("a destination saved again replaces its places, area and time; another key keeps its own", () =>
        Effect.gen(function* () {
          const store = yield* LiveDestinationStore
          const sql = yield* SqlClient.SqlClient
          const key = "international:luang prabang"
          const other = { ...ulaanbaatar, key: "international:ulan bator" }
          yield* store.save(other)
          yield* store.save({ ...ulaanbaatar, key })
          const again: KeptLiveDestination = {
            key,
            areaPlaceId: "ChIJfakeLuangPrabang",
            foundAtMs: 1_796_100_000_000,
            places: [
              { googlePlaceId: "ChIJwat", role: "sight", rank: 0 },
              { googlePlaceId: "ChIJsquare", role: "sight", rank: 1 }
            ]
          }
          yield* store.save(again)
          expect(yield* store.load(key)).toEqual(again)
          const rows = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM live_destination_places WHERE destination_key = ${key}`
          expect(Number(rows[0]?.n)).toBe(2)
          const untouched = yield* store.load(other.key)
          expect(untouched).toMatchObject({ areaPlaceId: other.areaPlaceId, foundAtMs: other.foundAtMs })
          expect(untouched?.places).toHaveLength(other.places.length)
          // Kept without places (nothing found beyond the area): the old places are gone too.
          yield* store.save({ ...again, places: [] })
          expect(yield* store.load(key)).toEqual({ ...again, places: [] })
        })
      )

      it.effect("an unknown key is undefined", () =>
        Effect.gen(function* () {
          const store = yield* LiveDestinationStore
          expect(yield* store.load("international:atlantis")).toBeUndefined()
          expect(yield* store.load("domestic:ulaanbaatar")).toBeUndefined()
        })
      )

      it.effect("a destination with a place kept twice in one role is refused as a defect, and what was kept stays", () =>
        Effect.gen(function* () {
          const store = yield* LiveDestinationStore
          const key = "domestic:ganpatipule"
          const first: KeptLiveDestination = { key, areaPlaceId: "ChIJfakeGanpatipule", foundAtMs: 1, places: [{ googlePlaceId: "ChIJtemple", role: "sight", rank: 0 }] }
          yield* store.save(first)
          const twice = { ...first, places: [...first.places, { googlePlaceId: "ChIJtemple", role: "sight", rank: 1 } as const] }
          const exit = yield* Effect.exit(store.save(twice))
          expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
          expect(yield* store.load(key)).toEqual(first)
        })
      )

      it.effect("a save the database refuses halfway changes nothing: the replace is one transaction", () =>
        Effect.gen(function* () {
          const store = yield* LiveDestinationStore
          const key = "international:vientiane"
          const first: KeptLiveDestination = { key, areaPlaceId: "ChIJfakeVientiane", foundAtMs: 1, places: [{ googlePlaceId: "ChIJthatluang", role: "sight", rank: 0 }] }
          yield* store.save(first)
          // A role the table does not know passes keptProblems (the types forbid it) and fails after the delete.
          const refused = { ...first, areaPlaceId: "ChIJelsewhere", foundAtMs: 2, places: [{ googlePlaceId: "ChIJx", role: "museum" as KeptRole, rank: 0 }] }
          const exit = yield* Effect.exit(store.save(refused))
          expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
          expect(yield* store.load(key)).toEqual(first)
        })
      )
    })
  })
}
