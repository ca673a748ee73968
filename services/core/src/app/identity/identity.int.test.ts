import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { identityStream } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { rebuildProjection } from "@safarnama/projections/ProjectionRunner"
import { layerProjectionsRuntime } from "@safarnama/projections/ProjectionsRuntime"
import { findUser } from "@safarnama/projections/userQueries"
import { sessionsProjection } from "@safarnama/projections/sessions"
import { usersProjection } from "@safarnama/projections/users"
import { Clock, Effect, Either, Layer, Option, Redacted } from "effect"
import { backends } from "../../../test/backends.ts"
import { layerLocalPhoneAuth } from "../../adapters/phone-auth/local/LocalPhoneAuth.ts"
import { deriveLocalCodeKeys, issueVerificationId } from "../../adapters/phone-auth/local/secrets.ts"
import { CreditBalances } from "../CreditBalances.ts"
import { logIn } from "./logIn.ts"
import { layerTestSessionTokens, SessionTokens } from "./SessionTokens.ts"
import { endAllSessions, endSession, layerSessionCache, listSessions, sessionIsLive } from "./sessions.ts"
import { sessionStream } from "@safarnama/events/sessions/events"
import { updateProfile } from "./updateProfile.ts"

const keys = deriveLocalCodeKeys(Redacted.make("identity-int-test-secret"))
/** Credits come from the credits ledger through this port; here a fixed balance. */
const TEST_CREDITS = 7
const testCreditBalances = Layer.succeed(CreditBalances, { available: () => Effect.succeed(TEST_CREDITS) })

let next = 0
const freshPhone = () => `+9160000${String(++next).padStart(5, "0")}` as PhoneNumber
/**
 * Each test runs the users projection for its own duration, on the real clock (session expiry,
 * proofs, the runner's polling and the read-your-writes wait; the test clock starts at 1970).
 */
const withRealClock = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(Effect.provide(layerProjectionsRuntime([usersProjection, sessionsProjection])), Effect.scoped, Effect.withClock(Clock.make()))

const proofFor = (phone: string) => issueVerificationId(keys, phone, Math.floor(Date.now() / 1000) + 300)

for (const backend of backends) {
  describe(`identity commands on ${backend.name}`, () => {
    const services = Layer.mergeAll(
      layerLocalPhoneAuth(keys),
      testCreditBalances,
      layerTestSessionTokens,
      layerSessionCache
    ).pipe(Layer.provideMerge(backend.layer()))

    it.layer(services, { timeout: 60_000 })((it) => {
      it.effect("a first login registers the traveller; the answer comes from the read model, with credits and a session", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const result = yield* logIn(phone, proofFor(phone), "Chrome on Android")
          expect(result.user).toEqual({ id: expect.any(String), phone, name: null, location: null, credits: TEST_CREDITS })
          expect(Option.getOrThrow(yield* findUser(result.user.id))).toMatchObject({ phone, name: null })
          const claims = (yield* SessionTokens).verify(result.token, Math.floor(Date.now() / 1000))
          expect(Either.getOrThrow(claims)).toMatchObject({ userId: result.user.id, phone })
          const types = (yield* (yield* EventStore).readStream(identityStream(phone))).map((e) => e.type)
          expect(types).toEqual(["UserRegistered", "LoggedIn"])
        }).pipe(withRealClock)
      )

      it.effect("a proof that does not hold records nothing", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const refused = yield* Effect.either(logIn(phone, proofFor(freshPhone()), "Chrome on Android"))
          expect(Either.isLeft(refused) && refused.left._tag).toBe("PhoneNotVerified")
          expect(yield* (yield* EventStore).readStream(identityStream(phone))).toEqual([])
        }).pipe(withRealClock)
      )

      it.effect("a saved profile is in the read model as soon as the call answers (read-your-writes)", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const { user } = yield* logIn(phone, proofFor(phone), "Chrome on Android")
          const saved = yield* updateProfile({ userId: user.id, phone }, " Kabir ", "Goa")
          expect(saved).toEqual({ name: "Kabir", location: "Goa", credits: TEST_CREDITS })
          expect(Option.getOrThrow(yield* findUser(user.id))).toMatchObject({ name: "Kabir", location: "Goa" })
          // Saving the same again appends nothing.
          const before = (yield* (yield* EventStore).readStream(identityStream(phone))).length
          yield* updateProfile({ userId: user.id, phone }, "Kabir", "Goa")
          expect((yield* (yield* EventStore).readStream(identityStream(phone))).length).toBe(before)
        }).pipe(withRealClock)
      )

      it.effect("concurrent first logins of one number make one account", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const results = yield* Effect.all(
            Array.from({ length: 5 }, () => logIn(phone, proofFor(phone), "Chrome on Android")),
            { concurrency: "unbounded" }
          )
          expect(new Set(results.map((r) => r.user.id)).size).toBe(1)
          const events = yield* (yield* EventStore).readStream(identityStream(phone))
          expect(events.filter((e) => e.type === "UserRegistered")).toHaveLength(1)
          expect(events.filter((e) => e.type === "LoggedIn")).toHaveLength(5)
        }).pipe(withRealClock)
      )

      it.effect("a login starts a session its token names; the same proof again is refused and records no second login", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const proof = proofFor(phone)
          const result = yield* logIn(phone, proof, "Chrome on Android")
          const claims = Either.getOrThrow((yield* SessionTokens).verify(result.token, Math.floor(Date.now() / 1000)))
          const store = yield* EventStore
          expect((yield* store.readStream(sessionStream(claims.sessionId))).map((e) => e.type)).toEqual(["SessionStarted"])
          expect(yield* sessionIsLive(claims.sessionId, result.user.id)).toBe(true)
          // Another traveller's id with this session is not this session's traveller.
          expect(yield* sessionIsLive(claims.sessionId, "someone-else")).toBe(false)
          const again = yield* Effect.either(logIn(phone, proof, "Chrome on Android"))
          expect(Either.isLeft(again) && again.left._tag).toBe("PhoneNotVerified")
          expect((yield* store.readStream(identityStream(phone))).filter((e) => e.type === "LoggedIn")).toHaveLength(1)
          expect((yield* listSessions(result.user.id)).map((s) => s.device)).toEqual(["Chrome on Android"])
        }).pipe(withRealClock)
      )

      it.effect("logout ends a session at once; log out of all devices ends the rest; the read model lists none", () =>
        Effect.gen(function* () {
          const phone = freshPhone()
          const tokens = yield* SessionTokens
          const sessionOf = (token: string) => Either.getOrThrow(tokens.verify(token, Math.floor(Date.now() / 1000))).sessionId
          const logins = yield* Effect.all([1, 2, 3].map(() => logIn(phone, proofFor(phone), "Safari on iPhone")))
          const [first, second, third] = logins.map((l) => sessionOf(l.token))
          const userId = logins[0]!.user.id
          expect(yield* listSessions(userId)).toHaveLength(3)
          yield* endSession(first!, userId, "logout")
          expect(yield* sessionIsLive(first!, userId)).toBe(false)
          expect(yield* sessionIsLive(second!, userId)).toBe(true)
          expect((yield* Effect.either(endSession(second!, "someone-else", "signed-out"))).pipe(Either.getLeft, Option.map((e) => e._tag))).toEqual(Option.some("NotYourSession"))
          expect(yield* endAllSessions(userId, third!)).toBe(2)
          // Nothing is left to end: the count says so.
          expect(yield* endAllSessions(userId, third!)).toBe(0)
          for (const id of [first, second, third]) expect(yield* sessionIsLive(id!, userId)).toBe(false)
          expect(yield* listSessions(userId)).toEqual([])
          const ends = (yield* (yield* EventStore).readStream(sessionStream(second!))).map((e) => [e.type, (e.data as { reason?: string }).reason])
          expect(ends).toEqual([["SessionStarted", undefined], ["SessionEnded", "logout-all"]])
        }).pipe(withRealClock)
      )

      it.effect("rebuilding the users read model from position 0 gives the same rows", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const phone = freshPhone()
          const { user } = yield* logIn(phone, proofFor(phone), "Chrome on Android")
          yield* updateProfile({ userId: user.id, phone }, "Zoya", "Kochi")
          const rows = () => sql`SELECT id, phone, name, location, registered_at, last_login_at, updated_at FROM users ORDER BY id`
          const live = yield* rows()
          yield* rebuildProjection(usersProjection)
          expect(yield* rows()).toEqual(live)
        }).pipe(withRealClock)
      )
    })
  })
}
