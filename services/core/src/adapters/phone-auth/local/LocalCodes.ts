import { SqlClient } from "@effect/sql"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { Clock, Context, Data, Duration, Effect, Layer, type Option, Schedule } from "effect"
import { AbuseLimits, type LimitReached, PhoneCodeLimits } from "./AbuseLimits.ts"
import { hashCode, issueVerificationId, type LocalCodeKeys, newCode, sameHash } from "./secrets.ts"

/** Tries allowed on one code; the next try, right or wrong, is refused until a new code is sent. */
export const MAX_TRIES_PER_CODE = 5
/** How long the token handed out by confirm-otp is accepted by /api/auth/verify. */
export const VERIFICATION_ID_TTL_SECONDS = 300

/** No live code for this phone, or not this one. */
export class WrongCode extends Data.TaggedError("WrongCode") {}
export class CodeExpired extends Data.TaggedError("CodeExpired") {}
/** No live code for the phone: never sent, or already used. Not a guess against a code, so no try. */
export class NoActiveCode extends Data.TaggedError("NoActiveCode") {}
/** The code has used its tries: the traveller must ask for a new one. */
export class TriesExhausted extends Data.TaggedError("TriesExhausted") {}

export interface LocalCodesOptions {
  readonly keys: LocalCodeKeys
  readonly fixedCode: Option.Option<string>
  readonly codeTtlSeconds: number
}

/**
 * The local phone-auth provider's codes: a 6-digit code "sent" by printing it to the server log,
 * stored hashed with an expiry and a try counter, traded once for a signed verification id.
 */
export class LocalCodes extends Context.Tag("LocalCodes")<
  LocalCodes,
  {
    readonly send: (phone: PhoneNumber, clientAddress: string) => Effect.Effect<void, LimitReached>
    readonly confirm: (
      phone: PhoneNumber,
      code: string,
      clientAddress: string
    ) => Effect.Effect<string, LimitReached | WrongCode | CodeExpired | TriesExhausted | NoActiveCode>
  }
>() {}

export const layerLocalCodes = (options: LocalCodesOptions) =>
  Layer.scoped(
    LocalCodes,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const limits = yield* AbuseLimits

      const send = (phone: PhoneNumber, clientAddress: string) =>
        Effect.gen(function* () {
          yield* limits.attempt([
            [PhoneCodeLimits.sendPerPhone, phone],
            [PhoneCodeLimits.sendPerAddress, clientAddress]
          ])
          const now = yield* Clock.currentTimeMillis
          const code = newCode(options.fixedCode)
          const expiresAt = now + options.codeTtlSeconds * 1000
          // A new code replaces the old one and its tries: only the latest code works.
          yield* sql`
            INSERT INTO auth_local_codes (phone, code_hash, expires_at_ms, tries)
            VALUES (${phone}, ${hashCode(options.keys, phone, code)}, ${expiresAt}, 0)
            ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at_ms = EXCLUDED.expires_at_ms, tries = 0`.pipe(
            Effect.orDie
          )
          // This IS the delivery channel of the local provider: the developer reads the code here.
          yield* Effect.logInfo(`one-time code for ${phone}: ${code} (local phone auth; valid ${options.codeTtlSeconds} s)`)
        })

      const confirm = (phone: PhoneNumber, code: string, clientAddress: string) =>
        Effect.gen(function* () {
          yield* limits.attempt([
            [PhoneCodeLimits.confirmPerPhone, phone],
            [PhoneCodeLimits.confirmPerAddress, clientAddress]
          ])
          const now = yield* Clock.currentTimeMillis
          // Count the try first, atomically, so concurrent guesses cannot share one try.
          const rows = yield* sql<{ code_hash: string; expires_at_ms: string; tries: number }>`
            UPDATE auth_local_codes SET tries = tries + 1 WHERE phone = ${phone}
            RETURNING code_hash, expires_at_ms::text AS expires_at_ms, tries`.pipe(Effect.orDie)
          const row = rows[0]
          if (row === undefined) return yield* new NoActiveCode()
          if (Number(row.tries) > MAX_TRIES_PER_CODE) return yield* new TriesExhausted()
          if (Number(row.expires_at_ms) <= now) return yield* new CodeExpired()
          if (!sameHash(row.code_hash, hashCode(options.keys, phone, code))) return yield* new WrongCode()
          // Single use: only the caller that deletes the row gets the verification id.
          const used = yield* sql`DELETE FROM auth_local_codes WHERE phone = ${phone} AND code_hash = ${row.code_hash} RETURNING phone`.pipe(
            Effect.orDie
          )
          if (used.length === 0) return yield* new NoActiveCode()
          return issueVerificationId(options.keys, phone, Math.floor(now / 1000) + VERIFICATION_ID_TTL_SECONDS)
        })

      const prune = Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* sql`DELETE FROM auth_local_codes WHERE expires_at_ms < ${now - 3600 * 1000}`.pipe(Effect.orDie)
        yield* limits.prune
      })
      yield* prune.pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("pruning old one-time codes failed; will retry", cause)),
        Effect.repeat(Schedule.spaced(Duration.minutes(10))),
        Effect.delay(Duration.minutes(1)),
        Effect.forkScoped
      )

      return LocalCodes.of({ send, confirm })
    })
  )
