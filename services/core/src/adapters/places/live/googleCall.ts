import { Duration, Effect, Exit, Redacted, Schedule, Schema } from "effect"
import type { CallOutcome, GoogleApi, GoogleGuard } from "./googleGuard.ts"
import { GoogleUnavailable, type LiveSourceError } from "./LiveSourcePort.ts"

/** At most this many retries after the first attempt: a traveller waits on them. */
export const MAX_RETRIES = 2

export interface GoogleClient {
  readonly api: GoogleApi
  readonly apiKey: Redacted.Redacted<string>
  readonly baseUrl: string
  readonly guard: GoogleGuard
  /** The whole call, retries and their waits included: a slow Google never holds a request past it. */
  readonly deadlineMs: number
  /** One HTTP attempt; by default half the deadline, so a hung attempt still leaves room for one retry. */
  readonly attemptTimeoutMs?: number
  /** The first retry's wait before jitter; each next one doubles. */
  readonly retryBaseMs?: number
}

export interface GoogleRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  /** Required by Google (400 without one); it also decides what the call is billed as. */
  readonly fieldMask: ReadonlyArray<string>
  readonly body?: unknown
}

/** Google's error body: `{"error":{"code":429,"message":"...","status":"RESOURCE_EXHAUSTED"}}`. */
const GoogleErrorBody = Schema.parseJson(Schema.Struct({ error: Schema.Struct({ code: Schema.optional(Schema.Number), status: Schema.String }) }))
const decodeErrorBody = Schema.decodeUnknownOption(GoogleErrorBody)

/** Worth another attempt: Google is busy or briefly down, or the network failed; never our own bad request. */
export const isTransient = (error: LiveSourceError): boolean =>
  error._tag === "GoogleUnavailable" &&
  (error.httpStatus === undefined ? error.reason === "timeout" || error.reason === "unreachable" : [429, 500, 502, 503, 504].includes(error.httpStatus))

/** What a call's end tells the breaker: a 400 or 404 is Google answering (our request was wrong). */
const outcomeOf = (exit: Exit.Exit<unknown, LiveSourceError>): CallOutcome => {
  if (Exit.isSuccess(exit)) return "success"
  if (Exit.isInterrupted(exit)) return "abandoned"
  const error = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  if (error?._tag !== "GoogleUnavailable") return "abandoned"
  return error.httpStatus === 400 || error.httpStatus === 404 ? "success" : "failure"
}

/**
 * One JSON call to a Google Maps Platform API: the key in `X-Goog-Api-Key` (never in the URL, a log or
 * an error), the field mask in `X-Goog-FieldMask`, a timeout per attempt and one deadline over all of
 * them, at most MAX_RETRIES retries with exponential backoff and jitter for 429, 5xx and network
 * failures only, the API's breaker around the whole call and every attempt counted in the day's budget.
 */
export const googleCall = (client: GoogleClient, request: GoogleRequest): Effect.Effect<unknown, LiveSourceError> => {
  const { api } = client
  const attemptTimeoutMs = client.attemptTimeoutMs ?? Math.ceil(client.deadlineMs / 2)
  const unavailable = (reason: string, httpStatus?: number) => new GoogleUnavailable({ api, reason, ...(httpStatus === undefined ? {} : { httpStatus }) })
  const attempt = Effect.gen(function* () {
    yield* client.guard.spend
    const response = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(new URL(request.path, client.baseUrl), {
          method: request.method,
          headers: {
            "content-type": "application/json",
            "x-goog-api-key": Redacted.value(client.apiKey),
            "x-goog-fieldmask": request.fieldMask.join(",")
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(attemptTimeoutMs)])
        }).then(async (answer) => ({ status: answer.status, ok: answer.ok, text: await answer.text() })),
      catch: (e) => unavailable(e instanceof Error && e.name === "TimeoutError" ? "timeout" : "unreachable")
    })
    if (!response.ok) {
      const body = decodeErrorBody(response.text)
      return yield* Effect.fail(unavailable(body._tag === "Some" ? body.value.error.status : `HTTP ${response.status}`, response.status))
    }
    return yield* Effect.try({ try: () => JSON.parse(response.text) as unknown, catch: () => unavailable("malformed") })
  }).pipe(
    Effect.tapError((error) =>
      Effect.logWarning("Google Maps Platform call failed").pipe(
        Effect.annotateLogs({ api, path: request.path.split("/").slice(0, 3).join("/"), error: error._tag === "GoogleUnavailable" ? error.reason : "budget-spent" })
      )
    )
  )
  const retries = Schedule.exponential(Duration.millis(client.retryBaseMs ?? 200), 2).pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(MAX_RETRIES)))
  return client.guard.admit(api).pipe(
    Effect.zipRight(
      attempt.pipe(
        Effect.retry({ schedule: retries, while: isTransient }),
        Effect.timeoutFail({ duration: Duration.millis(client.deadlineMs), onTimeout: () => unavailable("timeout") }),
        Effect.onExit((exit) => client.guard.settle(api, outcomeOf(exit)))
      )
    )
  )
}
