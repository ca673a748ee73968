import { HttpLayerRouter, HttpServerResponse } from "@effect/platform"
import { Cause, Effect, Option } from "effect"
import { clientErrorResponse, readableDecodeMessage } from "./clientErrors.ts"
import { SERVICE_UNAVAILABLE } from "./errors.ts"

const INTERNAL = { _tag: "InternalError", message: "Something went wrong on our side. Please try again." }
const UNAVAILABLE = { _tag: "ServiceUnavailable", message: SERVICE_UNAVAILABLE }

const isSqlError = (value: unknown) =>
  typeof value === "object" && value !== null && "_tag" in value && (value as { _tag: unknown })._tag === "SqlError"

/** A database outage (SqlError anywhere in the cause) is 503, not 500: the request may be retried. */
const responseForCause = (cause: Cause.Cause<unknown>) => {
  const clientError = clientErrorResponse(cause)
  if (Option.isSome(clientError)) return clientError.value
  const sqlDown =
    Option.isSome(Cause.find(cause, (c) => (Cause.isDieType(c) && isSqlError(c.defect)) || (Cause.isFailType(c) && isSqlError(c.error)) ? Option.some(true) : Option.none()))
  return HttpServerResponse.unsafeJson(sqlDown ? UNAVAILABLE : INTERNAL, { status: sqlDown ? 503 : 500 })
}

const retryAfterOf = (response: HttpServerResponse.HttpServerResponse): string | undefined => {
  if (response.status !== 429 || response.body._tag !== "Uint8Array") return undefined
  try {
    const body = JSON.parse(new TextDecoder().decode(response.body.body)) as { retryAfterSeconds?: unknown }
    return typeof body.retryAfterSeconds === "number" ? String(body.retryAfterSeconds) : undefined
  } catch {
    return undefined
  }
}

/** HttpApiDecodeError answers get a one-line message (see clientErrors.ts); `issues` stay as they are. */
const withReadableDecodeMessage = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.status !== 400 || response.body._tag !== "Uint8Array") return response
  try {
    const body = JSON.parse(new TextDecoder().decode(response.body.body)) as { _tag?: unknown; issues?: unknown }
    if (body._tag !== "HttpApiDecodeError" || !Array.isArray(body.issues)) return response
    const message = readableDecodeMessage(body.issues)
    return message === undefined ? response : HttpServerResponse.unsafeJson({ ...body, message }, { status: 400, headers: response.headers })
  } catch {
    return response
  }
}

/**
 * Keeps every error answer in the one JSON shape: unexpected failures become 500 (503 when the
 * database is down) with a message, never a stack trace or an empty body; 429 answers get Retry-After.
 */
export const ErrorShapeMiddleware = HttpLayerRouter.middleware(
  (httpEffect) =>
    httpEffect.pipe(
      Effect.catchAllCause((cause) =>
        Cause.isInterruptedOnly(cause)
          ? Effect.failCause(cause)
          : Option.isSome(clientErrorResponse(cause))
            ? Effect.succeed(responseForCause(cause))
            : Effect.as(Effect.logError("request failed", cause), responseForCause(cause))
      ),
      Effect.map(withReadableDecodeMessage),
      Effect.map((response) => {
        const retryAfter = retryAfterOf(response)
        return retryAfter ? HttpServerResponse.setHeader(response, "retry-after", retryAfter) : response
      })
    ),
  { global: true }
)
