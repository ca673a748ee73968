import { type HttpApi, type HttpApiGroup, OpenApi } from "@effect/platform"
import { InternalError, PayloadTooLarge, ServiceUnavailable } from "./errors.ts"

interface Response {
  headers?: Record<string, unknown>
}
interface Spec {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> } | undefined>>
}

/**
 * Every 429 answer carries `Retry-After` (set by errorMiddleware.ts from the error's
 * `retryAfterSeconds`); the document says so on each operation that can answer 429.
 */
const documentRetryAfter = (document: Record<string, unknown>): Record<string, unknown> => {
  const spec = document as Spec
  for (const operations of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const tooMany = operation?.responses?.["429"]
      if (tooMany === undefined) continue
      tooMany.headers = {
        ...tooMany.headers,
        "Retry-After": {
          required: true,
          description: "Seconds to wait before trying again; the message says the same wait.",
          schema: { type: "integer", minimum: 1 }
        }
      }
    }
  }
  return document
}

/**
 * What every operation of an API can answer besides its own answers (ADR 0080): 413 for a body past
 * the size limit, 503 while the database is unreachable, 500 for a failure on our side. A path no
 * operation has answers 404 `NotFound`.
 */
export const withSharedAnswers = <Id extends string, Groups extends HttpApiGroup.HttpApiGroup.Any, E, R>(api: HttpApi.HttpApi<Id, Groups, E, R>) =>
  api.addError(PayloadTooLarge).addError(ServiceUnavailable).addError(InternalError).annotate(OpenApi.Transform, documentRetryAfter)
