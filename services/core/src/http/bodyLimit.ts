import { HttpIncomingMessage, HttpLayerRouter, HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { MAX_BODY_BYTES, payloadTooLarge } from "./clientErrors.ts"

/**
 * Bodies past MAX_BODY_BYTES are refused with 413: at once when Content-Length says so, and while
 * reading otherwise (chunked bodies), so a client cannot make the server buffer megabytes.
 */
export const RequestBodyLimit = HttpLayerRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const declared = request.headers["content-length"]
      if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return payloadTooLarge()
      return yield* HttpIncomingMessage.withMaxBodySize(httpEffect, Option.some(MAX_BODY_BYTES))
    }),
  { global: true }
)
