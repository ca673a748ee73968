import { HttpServerResponse } from "@effect/platform"
import { Cause, Option } from "effect"

/** Largest request body the API reads: every payload of the product is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

export const payloadTooLarge = () =>
  HttpServerResponse.unsafeJson(
    { _tag: "PayloadTooLarge", message: `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KiB).` },
    { status: 413 }
  )

/** The deepest nesting a body may have: every payload of the product is 2 or 3 deep. */
export const MAX_JSON_DEPTH = 32

export const nestedTooDeeply = () =>
  HttpServerResponse.unsafeJson({ _tag: "BadRequest", message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).` }, { status: 400 })

const tagOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null && "_tag" in value ? (value as { _tag: unknown })._tag : undefined

const describe = (value: unknown): string =>
  value instanceof Error ? value.message : typeof value === "object" && value !== null && "message" in value ? String(value.message) : ""

/**
 * Failures that are the client's doing, which @effect/platform turns into defects or empty answers:
 * a body that is not JSON (HttpApiBuilder reads it with `orDie`), a body past the size limit, a path
 * or method no route has. They get a 4xx in the one error shape, never a 500.
 */
export const clientErrorResponse = (cause: Cause.Cause<unknown>): Option.Option<HttpServerResponse.HttpServerResponse> =>
  Cause.find(cause, (reason) => {
    const value = Cause.isDieType(reason) ? reason.defect : Cause.isFailType(reason) ? reason.error : undefined
    const tag = tagOf(value)
    if (tag === "RouteNotFound") {
      return Option.some(HttpServerResponse.unsafeJson({ _tag: "NotFound", message: "No such API route" }, { status: 404 }))
    }
    if (tag === "RequestError" && (value as { reason?: unknown }).reason === "Decode") {
      const inner = (value as { cause?: unknown }).cause
      if (describe(inner).includes("maxBytes exceeded")) return Option.some(payloadTooLarge())
      return Option.some(
        HttpServerResponse.unsafeJson({ _tag: "BadRequest", message: "The request body is not valid JSON." }, { status: 400 })
      )
    }
    return Option.none()
  })

interface DecodeIssue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

/**
 * Schema decode failures (`HttpApiDecodeError`) say what is wrong in one readable sentence: a rule's
 * own message as is (e.g. the spec's "Please enter a valid 10-digit phone number"), a generic one
 * with the field it is about ("name: Expected string, actual 5"). `issues` keeps the full detail.
 */
export const readableDecodeMessage = (issues: ReadonlyArray<DecodeIssue>): string | undefined => {
  const first = issues[0]
  if (first === undefined) return undefined
  const path = first.path.map(String).join(".")
  if (path === "") return first._tag === "Type" ? "The request body must be a JSON object with the documented fields." : first.message
  // A field with its own missing message (e.g. the spec's "Please select a destination") says it as is.
  if (first._tag === "Missing") return first.message !== "is missing" ? first.message : `${path} is required`
  if (first._tag === "Unexpected") return `${path} is not a known field`
  if (first._tag === "Type" && first.message.startsWith("Expected ")) return `${path}: ${first.message}`
  return first.message
}
