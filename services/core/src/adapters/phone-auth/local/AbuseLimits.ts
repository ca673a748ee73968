import { SqlClient } from "@effect/sql"
import { Clock, Context, Data, Effect, Layer, Option } from "effect"

/** One abuse limit: at most `max` attempts per key in a fixed window of `windowSeconds`. */
export interface Limit {
  readonly name: string
  readonly max: number
  readonly windowSeconds: number
}

/**
 * Sending a code costs an SMS in production and is the classic abuse ("SMS pumping"), so it is tight
 * per phone; per address it allows a shared office or mobile-carrier NAT. Confirming is bounded per
 * code (5 tries) and here per phone and address across codes.
 */
export const PhoneCodeLimits = {
  sendPerPhone: { name: "send-otp:phone", max: 3, windowSeconds: 600 },
  sendPerAddress: { name: "send-otp:address", max: 20, windowSeconds: 600 },
  confirmPerPhone: { name: "confirm-otp:phone", max: 10, windowSeconds: 600 },
  confirmPerAddress: { name: "confirm-otp:address", max: 30, windowSeconds: 600 }
} as const satisfies Record<string, Limit>

/** Past a limit: try again after `retryAfterSeconds`. */
export class LimitReached extends Data.TaggedError("LimitReached")<{ readonly limit: string; readonly retryAfterSeconds: number }> {}

/**
 * Counters kept in the database, so every API instance shares them (a limit per process would be
 * multiplied by the number of instances). One atomic upsert per attempt; attempts past the limit
 * still count, but never extend the window.
 */
export class AbuseLimits extends Context.Tag("AbuseLimits")<
  AbuseLimits,
  {
    /** Counts one attempt under every (limit, key) pair; fails if any is past its limit. */
    readonly attempt: (checks: ReadonlyArray<readonly [Limit, string]>) => Effect.Effect<void, LimitReached, never>
    /** Forgets windows that ended long ago. */
    readonly prune: Effect.Effect<void>
  }
>() {}

export const layerAbuseLimits = Layer.effect(
  AbuseLimits,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const hit = (limit: Limit, key: string, now: number) =>
      sql<{ window_started_ms: string; hits: number }>`
        INSERT INTO auth_rate_limits AS r (bucket, window_started_ms, hits)
        VALUES (${`${limit.name}:${key}`}, ${now}, 1)
        ON CONFLICT (bucket) DO UPDATE SET
          window_started_ms = CASE WHEN r.window_started_ms + ${limit.windowSeconds * 1000} <= ${now} THEN ${now} ELSE r.window_started_ms END,
          hits = CASE WHEN r.window_started_ms + ${limit.windowSeconds * 1000} <= ${now} THEN 1 ELSE r.hits + 1 END
        RETURNING window_started_ms::text AS window_started_ms, hits`.pipe(
        Effect.orDie,
        Effect.map((rows) => {
          const row = rows[0]!
          if (Number(row.hits) <= limit.max) return Option.none<LimitReached>()
          const endsAt = Number(row.window_started_ms) + limit.windowSeconds * 1000
          return Option.some(new LimitReached({ limit: limit.name, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) }))
        })
      )
    return AbuseLimits.of({
      attempt: (checks) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const results = yield* Effect.forEach(checks, ([limit, key]) => hit(limit, key, now))
          const reached = results.flatMap((r) => (Option.isSome(r) ? [r.value] : []))
          if (reached.length > 0) {
            // The longest wait is the honest one: waiting less would hit the other limit again.
            return yield* Effect.fail(reached.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a)))
          }
        }),
      prune: Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* sql`DELETE FROM auth_rate_limits WHERE window_started_ms < ${now - 24 * 3600 * 1000}`
      }).pipe(Effect.orDie)
    })
  })
)
