import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { Effect, Either, Layer, Option, Redacted, TestClock } from "effect"
import { backends } from "../../../../test/backends.ts"
import { layerAbuseLimits, PhoneCodeLimits } from "./AbuseLimits.ts"
import { LocalCodes, layerLocalCodes, MAX_TRIES_PER_CODE } from "./LocalCodes.ts"
import { checkVerificationId, deriveLocalCodeKeys } from "./secrets.ts"

const keys = deriveLocalCodeKeys(Redacted.make("local-codes-test-secret"))
const CODE = "246810"
let next = 0
/** A fresh phone (and address) per test: the limits are shared through the database. */
const freshPhone = () => `+9170000${String(++next).padStart(5, "0")}` as PhoneNumber
const freshAddress = () => `203.0.113.${++next}`

const tagOf = <A, E extends { _tag: string }>(result: Either.Either<A, E>) => (Either.isLeft(result) ? result.left._tag : "ok")

for (const backend of backends) {
  describe(`local one-time codes on ${backend.name}`, () => {
    const codes = layerLocalCodes({ keys, fixedCode: Option.some(CODE), codeTtlSeconds: 300 }).pipe(Layer.provide(layerAbuseLimits))
    it.layer(Layer.provideMerge(codes, backend.layer()), { timeout: 60_000 })((it) => {
      it.effect("a sent code is traded once for a verification id of that phone", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const address = freshAddress()
          yield* local.send(phone, address)
          const verificationId = yield* local.confirm(phone, CODE, address)
          expect(Either.isRight(checkVerificationId(keys, verificationId, phone, 0))).toBe(true)
          // Single use: the same code again is no longer there.
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, address)))).toBe("NoActiveCode")
        })
      )

      it.effect("codes are stored hashed, never as typed", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const sql = yield* SqlClient.SqlClient
          const phone = freshPhone()
          yield* local.send(phone, freshAddress())
          const rows = yield* sql<{ code_hash: string }>`SELECT code_hash FROM auth_local_codes WHERE phone = ${phone}`
          expect(rows).toHaveLength(1)
          expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
          expect(rows[0]!.code_hash).not.toContain(CODE)
        })
      )

      it.effect("a code expires after its time to live", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const address = freshAddress()
          yield* local.send(phone, address)
          yield* TestClock.adjust("299 seconds")
          yield* local.send(phone, address) // a new code restarts the clock
          yield* TestClock.adjust("300 seconds")
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, address)))).toBe("CodeExpired")
        })
      )

      it.effect(`a code allows ${MAX_TRIES_PER_CODE} tries; after them even the right code is refused until a new one is sent`, () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const address = freshAddress()
          yield* local.send(phone, address)
          for (let i = 0; i < MAX_TRIES_PER_CODE - 1; i++) {
            expect(tagOf(yield* Effect.either(local.confirm(phone, "000000", address)))).toBe("WrongCode")
          }
          // The fifth try may still be the right one.
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, address)))).toBe("ok")

          // Past the per-phone confirm window, so only the per-code tries are in play.
          yield* TestClock.adjust(`${PhoneCodeLimits.confirmPerPhone.windowSeconds} seconds`)
          yield* local.send(phone, address)
          for (let i = 0; i < MAX_TRIES_PER_CODE; i++) yield* Effect.either(local.confirm(phone, "000000", address))
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, address)))).toBe("TriesExhausted")
          yield* local.send(phone, address)
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, address)))).toBe("ok")
        })
      )

      it.effect("sending is limited per phone by a growing delay, not a lockout: 30 s, then 60 s, a refused send not counted", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const { free, baseSeconds } = PhoneCodeLimits.sendPerPhone
          for (let i = 0; i < free; i++) yield* local.send(phone, freshAddress())
          const refused = yield* Effect.either(local.send(phone, freshAddress()))
          expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "LimitReached", limit: "send-otp:phone", retryAfterSeconds: baseSeconds })
          yield* TestClock.adjust(`${baseSeconds - 10} seconds`)
          // Refused, it does not restart the wait: 10 s are left, not 30.
          const again = yield* Effect.either(local.send(phone, freshAddress()))
          expect(Either.isLeft(again) && again.left).toMatchObject({ retryAfterSeconds: 10 })
          yield* TestClock.adjust("10 seconds")
          expect(tagOf(yield* Effect.either(local.send(phone, freshAddress())))).toBe("ok")
          // The next one owes twice the wait.
          const doubled = yield* Effect.either(local.send(phone, freshAddress()))
          expect(Either.isLeft(doubled) && doubled.left).toMatchObject({ retryAfterSeconds: 2 * baseSeconds })
          yield* TestClock.adjust(`${2 * baseSeconds} seconds`)
          expect(tagOf(yield* Effect.either(local.send(phone, freshAddress())))).toBe("ok")
        })
      )

      it.effect("ten wrong codes from one address keep the owner waiting seconds, not 10 minutes (issue 40, point 5)", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const attacker = freshAddress()
          yield* local.send(phone, attacker)
          for (let i = 0; i < PhoneCodeLimits.confirmPerPhone.free; i++) yield* Effect.either(local.confirm(phone, "000000", attacker))
          // The owner asks for a new code from their own phone and types it: at most a short wait.
          const owner = freshAddress()
          yield* local.send(phone, owner)
          const first = yield* Effect.either(local.confirm(phone, CODE, owner))
          expect(Either.isLeft(first) && first.left).toMatchObject({ _tag: "LimitReached", limit: "confirm-otp:phone" })
          const wait = Either.isLeft(first) && first.left._tag === "LimitReached" ? first.left.retryAfterSeconds : 0
          expect(wait).toBeLessThanOrEqual(PhoneCodeLimits.confirmPerPhone.baseSeconds)
          yield* TestClock.adjust(`${wait} seconds`)
          expect(tagOf(yield* Effect.either(local.confirm(phone, CODE, owner)))).toBe("ok")
        })
      )

      it.effect("sending is limited per client address across phones", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const address = freshAddress()
          for (let i = 0; i < PhoneCodeLimits.sendPerAddress.max; i++) yield* local.send(freshPhone(), address)
          const refused = yield* Effect.either(local.send(freshPhone(), address))
          expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "LimitReached", limit: "send-otp:address" })
        })
      )

      it.effect("confirming is slowed per phone across codes: past the free tries each waits longer, up to a minute", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const { free, baseSeconds, capSeconds } = PhoneCodeLimits.confirmPerPhone
          yield* local.send(phone, freshAddress())
          for (let i = 0; i < free; i++) yield* Effect.either(local.confirm(phone, "000000", freshAddress()))
          const waits: Array<number> = []
          for (let i = 0; i < 6; i++) {
            const refused = yield* Effect.either(local.confirm(phone, "000000", freshAddress()))
            const wait = Either.isLeft(refused) && refused.left._tag === "LimitReached" ? refused.left.retryAfterSeconds : 0
            waits.push(wait)
            yield* TestClock.adjust(`${wait} seconds`)
            yield* Effect.either(local.confirm(phone, "000000", freshAddress()))
          }
          expect(baseSeconds).toBe(5)
          expect(waits).toEqual([5, 10, 20, 40, capSeconds, capSeconds])
        })
      )

      it.effect("concurrent guesses cannot share a try", () =>
        Effect.gen(function* () {
          const local = yield* LocalCodes
          const phone = freshPhone()
          const address = freshAddress()
          yield* local.send(phone, address)
          const results = yield* Effect.forEach(
            Array.from({ length: 8 }, (_, i) => (i === 7 ? CODE : `00000${i}`)),
            (code) => Effect.either(local.confirm(phone, code, address)),
            { concurrency: "unbounded" }
          )
          const tags = results.map(tagOf)
          expect(tags.filter((t) => t === "WrongCode").length + tags.filter((t) => t === "ok").length).toBeLessThanOrEqual(MAX_TRIES_PER_CODE)
          expect(tags.filter((t) => t === "ok").length).toBeLessThanOrEqual(1)
        })
      )
    })
  })
}
