import { SqlClient } from "@effect/sql"
import { Clock, Context, Data, Effect, Layer, Option } from "effect"

/** One abuse limit: at most `max` attempts per key in a fixed window of `windowSeconds`. */
export interface Limit {
  readonly name: string
  readonly max: number
  readonly windowSeconds: number
}

/**
 * A growing delay: `free` attempts per key in the window, then each one must wait `baseSeconds`, doubling
 * with every further attempt, at most `capSeconds`, after the last one admitted. Attempts refused for the
 * delay do not count: a flood from elsewhere slows the phone's attempts down but never locks its owner
 * out for long (docs/adr/0240-login-limits.md). The count starts again once a window passes.
 */
export interface Delay {
  readonly name: string
  readonly free: number
  readonly baseSeconds: number
  readonly capSeconds: number
  readonly windowSeconds: number
}

/**
 * Sending a code costs an SMS in production and is the classic abuse ("SMS pumping"); confirming is
 * bounded per code (5 tries). Per address these are lockouts: they stop the address that floods, and
 * allow a shared office or mobile-carrier NAT. Per phone they are growing delays: ten wrong codes from
 * one address, or three sends, must not keep the phone's owner from logging in for 10 minutes.
 */
export const PhoneCodeLimits = {
  sendPerPhone: { name: "send-otp:phone", free: 3, baseSeconds: 30, capSeconds: 300, windowSeconds: 3600 },
  sendPerAddress: { name: "send-otp:address", max: 20, windowSeconds: 600 },
  confirmPerPhone: { name: "confirm-otp:phone", free: 10, baseSeconds: 5, capSeconds: 60, windowSeconds: 3600 },
  confirmPerAddress: { name: "confirm-otp:address", max: 30, windowSeconds: 600 }
} as const satisfies Record<string, Limit | Delay>

const isDelay = (limit: Limit | Delay): limit is Delay => "free" in limit

/** The wait, in ms, a key's next attempt owes after `hits` attempts in its window. */
export const delayAfterMs = (delay: Delay, hits: number): number =>
  hits < delay.free ? 0 : Math.min(delay.capSeconds, delay.baseSeconds * 2 ** Math.min(20, hits - delay.free)) * 1000

/** Past a limit: try again after `retryAfterSeconds`. */
export class LimitReached extends Data.TaggedError("LimitReached")<{ readonly limit: string; readonly retryAfterSeconds: number }> {}

/**
 * Counters kept in the database, so every API instance shares them (a limit per process would be
 * multiplied by the number of instances). One atomic upsert per attempt. A lockout's attempts past the
 * limit still count, but never extend the window; a delay's refused attempts do not count at all.
 */
export class AbuseLimits extends Context.Tag("AbuseLimits")<
  AbuseLimits,
  {
    /** Counts one attempt under every (limit, key) pair; fails if any is past its limit or owes a wait. */
    readonly attempt: (checks: ReadonlyArray<readonly [Limit | Delay, string]>) => Effect.Effect<void, LimitReached, never>
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
        INSERT INTO auth_rate_limits AS r (bucket, window_started_ms, hits, last_attempt_ms)
        VALUES (${`${limit.name}:${key}`}, ${now}, 1, ${now})
        ON CONFLICT (bucket) DO UPDATE SET
          window_started_ms = CASE WHEN r.window_started_ms + ${limit.windowSeconds * 1000} <= ${now} THEN ${now} ELSE r.window_started_ms END,
          hits = CASE WHEN r.window_started_ms + ${limit.windowSeconds * 1000} <= ${now} THEN 1 ELSE r.hits + 1 END,
          last_attempt_ms = ${now}
        RETURNING window_started_ms::text AS window_started_ms, hits`.pipe(
        Effect.orDie,
        Effect.map((rows) => {
          const row = rows[0]!
          if (Number(row.hits) <= limit.max) return Option.none<LimitReached>()
          const endsAt = Number(row.window_started_ms) + limit.windowSeconds * 1000
          return Option.some(new LimitReached({ limit: limit.name, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) }))
        })
      )
    // Admitted (and counted) only when the wait its count has earned is over, in one statement: two
    // instances cannot both admit the same slot. Refused, it reads the row to say how long to wait.
    const wait = (delay: Delay, key: string, now: number) =>
      Effect.gen(function* () {
        const bucket = `${delay.name}:${key}`
        const window = delay.windowSeconds * 1000
        const admitted = yield* sql<{ hits: number }>`
          INSERT INTO auth_rate_limits AS r (bucket, window_started_ms, hits, last_attempt_ms)
          VALUES (${bucket}, ${now}, 1, ${now})
          ON CONFLICT (bucket) DO UPDATE SET
            window_started_ms = CASE WHEN r.window_started_ms + ${window} <= ${now} THEN ${now} ELSE r.window_started_ms END,
            hits = CASE WHEN r.window_started_ms + ${window} <= ${now} THEN 1 ELSE r.hits + 1 END,
            last_attempt_ms = ${now}
          WHERE r.window_started_ms + ${window} <= ${now}
            OR r.hits < ${delay.free}
            OR r.last_attempt_ms + LEAST(${delay.capSeconds * 1000}, ${delay.baseSeconds * 1000} * power(2, LEAST(20, r.hits - ${delay.free}))) <= ${now}
          RETURNING hits`.pipe(Effect.orDie)
        if (admitted.length > 0) return Option.none<LimitReached>()
        const rows = yield* sql<{ hits: number; last_attempt_ms: string }>`
          SELECT hits, last_attempt_ms::text AS last_attempt_ms FROM auth_rate_limits WHERE bucket = ${bucket}`.pipe(Effect.orDie)
        const row = rows[0]
        const until = row === undefined ? now : Number(row.last_attempt_ms) + delayAfterMs(delay, Number(row.hits))
        return Option.some(new LimitReached({ limit: delay.name, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }))
      })
    return AbuseLimits.of({
      attempt: (checks) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          // Lockouts first (the flooding address): an attempt they refuse never reaches the phone's delay.
          const lockouts = yield* Effect.forEach(
            checks.filter(([limit]) => !isDelay(limit)),
            ([limit, key]) => hit(limit as Limit, key, now)
          )
          const locked = lockouts.flatMap((r) => (Option.isSome(r) ? [r.value] : []))
          if (locked.length > 0) return yield* Effect.fail(longest(locked))
          const delays = yield* Effect.forEach(
            checks.filter(([limit]) => isDelay(limit)),
            ([limit, key]) => wait(limit as Delay, key, now)
          )
          const owed = delays.flatMap((r) => (Option.isSome(r) ? [r.value] : []))
          if (owed.length > 0) return yield* Effect.fail(longest(owed))
        }),
      prune: Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* sql`DELETE FROM auth_rate_limits WHERE window_started_ms < ${now - 24 * 3600 * 1000}`
      }).pipe(Effect.orDie)
    })
  })
)

/** The longest wait is the honest one: waiting less would hit the other limit again. */
const longest = (reached: ReadonlyArray<LimitReached>) => reached.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a))
