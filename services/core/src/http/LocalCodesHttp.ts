import { HttpApiBuilder, HttpLayerRouter } from "@effect/platform"
import { Effect, Layer } from "effect"
import { LocalCodes } from "../adapters/phone-auth/local/LocalCodes.ts"
import { CODE_EXPIRED, SPEC_COOLDOWN_SECONDS, tooManyAttempts, VERIFY_FAILED } from "./authMessages.ts"
import { clientAddress } from "./clientAddress.ts"
import { BadRequest, TooManyRequests } from "./errors.ts"
import { LocalCodesApi } from "./LocalCodesApi.ts"

// After a code has used its tries a new one can be asked for at once; the spec's client waits 30 s.
const TRIES_EXHAUSTED_RETRY_AFTER = SPEC_COOLDOWN_SECONDS

const tooMany = (retryAfterSeconds: number) => new TooManyRequests(tooManyAttempts(retryAfterSeconds))

const layerHandlers = (options: { readonly trustProxy: boolean }) =>
  HttpApiBuilder.group(LocalCodesApi, "localCodes", (handlers) =>
    handlers
      .handle("sendOtp", ({ payload }) =>
        Effect.gen(function* () {
          const codes = yield* LocalCodes
          const address = yield* clientAddress(options.trustProxy)
          yield* codes.send(payload.phone, address).pipe(Effect.catchTag("LimitReached", (e) => Effect.fail(tooMany(e.retryAfterSeconds))))
          return { sent: true as const }
        })
      )
      .handle("confirmOtp", ({ payload }) =>
        Effect.gen(function* () {
          const codes = yield* LocalCodes
          const address = yield* clientAddress(options.trustProxy)
          const verificationId = yield* codes.confirm(payload.phone, payload.code, address).pipe(
            Effect.catchTags({
              LimitReached: (e) => Effect.fail(tooMany(e.retryAfterSeconds)),
              TriesExhausted: () => Effect.fail(tooMany(TRIES_EXHAUSTED_RETRY_AFTER)),
              WrongCode: () => Effect.fail(new BadRequest({ message: VERIFY_FAILED })),
              NoActiveCode: () => Effect.fail(new BadRequest({ message: VERIFY_FAILED })),
              CodeExpired: () => Effect.fail(new BadRequest({ message: CODE_EXPIRED }))
            })
          )
          return { verificationId }
        })
      )
  )

/** The dev routes and their own OpenAPI document; mounted only while local codes are chosen. */
export const layerLocalCodesRoutes = (options: { readonly trustProxy: boolean }) =>
  HttpLayerRouter.addHttpApi(LocalCodesApi, { openapiPath: "/api/auth/dev/openapi.json" }).pipe(Layer.provide(layerHandlers(options)))
