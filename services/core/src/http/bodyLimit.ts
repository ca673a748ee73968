import { HttpIncomingMessage, HttpLayerRouter, HttpServerRequest } from "@effect/platform"
import { Effect, Either, Option } from "effect"
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedTooDeeply, payloadTooLarge } from "./clientErrors.ts"
import { jsonDepthOver } from "./jsonDepth.ts"

/**
 * Bodies past MAX_BODY_BYTES are refused with 413: at once when Content-Length says so, and while
 * reading otherwise (chunked bodies), so a client cannot make the server buffer megabytes. A JSON body
 * nested deeper than MAX_JSON_DEPTH is refused with 400 before any decoder walks it (the body's text is
 * read once: the handler reads the same text again from the request's cache).
 */
/** The route whose handler reads the body's raw bytes. */
const RAW_BODY_PATH = "/api/payments/webhook"

export const RequestBodyLimit = HttpLayerRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const declared = request.headers["content-length"]
      if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return payloadTooLarge()
      const guarded = Effect.gen(function* () {
        // The payment webhook reads its raw bytes (its signature covers them exactly) and parses nothing
        // before the signature holds: its body is left unread here.
        const raw = request.url.startsWith(RAW_BODY_PATH)
        if (!raw && request.method !== "GET" && request.method !== "HEAD" && /json/i.test(request.headers["content-type"] ?? "")) {
          // A body that cannot be read (too large, cut off) is left to the handler's own answer.
          const text = yield* Effect.either(request.text)
          if (Either.isRight(text) && jsonDepthOver(text.right, MAX_JSON_DEPTH)) return nestedTooDeeply()
        }
        return yield* httpEffect
      })
      return yield* HttpIncomingMessage.withMaxBodySize(guarded, Option.some(MAX_BODY_BYTES))
    }),
  { global: true }
)
