import { randomBytes } from "node:crypto"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { Effect, Layer, Option } from "effect"
import { deleteApp, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { PhoneAuth, PhoneAuthUnavailable, PhoneNotVerified } from "../PhoneAuth.ts"

export interface FirebasePhoneAuthOptions {
  readonly projectId: string
  readonly emulatorHost: Option.Option<string>
}

// Answers that mean "this token proves nothing"; anything else (network, quota, internal) is an outage.
const REFUSALS = new Set([
  "auth/argument-error",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/invalid-id-token",
  "auth/user-disabled",
  "auth/user-not-found",
  "auth/project-not-found"
])

const codeOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "unknown"

/**
 * Firebase phone auth: the browser SDK sends and confirms the SMS code and hands us an ID token;
 * firebase-admin checks its signature (Google's keys), audience, issuer and expiry, and the token's
 * verified `phone_number` must be the phone the traveller logs in with.
 *
 * Emulator tokens are unsigned, so with the emulator the claim alone proves nothing: there we also
 * ask the emulator for the account (which also checks revocation) and compare its phone number.
 */
export const layerFirebasePhoneAuth = (options: FirebasePhoneAuthOptions) =>
  Layer.scoped(
    PhoneAuth,
    Effect.gen(function* () {
      const emulator = Option.getOrUndefined(options.emulatorHost)
      // firebase-admin reads the emulator host from the process environment on every call.
      if (emulator !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator
      const app = yield* Effect.acquireRelease(
        Effect.sync(() => initializeApp({ projectId: options.projectId }, `safarnama-phone-auth-${randomBytes(4).toString("hex")}`)),
        (app) => Effect.promise(() => deleteApp(app)).pipe(Effect.ignore)
      )
      const auth = getAuth(app)

      const confirm = (phone: PhoneNumber, idToken: string) =>
        Effect.gen(function* () {
          const decoded = yield* Effect.tryPromise({
            try: () => auth.verifyIdToken(idToken, emulator !== undefined),
            catch: (error) =>
              REFUSALS.has(codeOf(error))
                ? new PhoneNotVerified({ reason: `firebase ${codeOf(error)}` })
                : new PhoneAuthUnavailable({ reason: `firebase ${codeOf(error)}: ${String(error)}` })
          })
          if (decoded.phone_number !== phone) {
            return yield* new PhoneNotVerified({ reason: "the ID token is for another phone number" })
          }
          if (emulator !== undefined) {
            const user = yield* Effect.tryPromise({
              try: () => auth.getUser(decoded.uid),
              catch: (error) =>
                REFUSALS.has(codeOf(error))
                  ? new PhoneNotVerified({ reason: `firebase ${codeOf(error)}` })
                  : new PhoneAuthUnavailable({ reason: `firebase ${codeOf(error)}: ${String(error)}` })
            })
            if (user.phoneNumber !== phone) {
              return yield* new PhoneNotVerified({ reason: "the emulator account has another phone number" })
            }
          }
        })

      return PhoneAuth.of({ provider: "firebase", confirm })
    })
  )
