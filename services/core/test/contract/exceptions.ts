/**
 * The deliberate exceptions of the contract test (docs/adr/0080-api-contract.md), in one place.
 * Everything else the integration suite sends and receives under /api must be described by the
 * served OpenAPI documents.
 */

/** Answers whose BODY is not checked (their status, and their content type, still are). */
export const bodyNotChecked: ReadonlyArray<{ readonly contentType: string; readonly why: string }> = [
  { contentType: "text/event-stream", why: "an open event stream: its events are described in prose; reading it would wait for its end" },
  { contentType: "application/pdf", why: "a binary file; the PDF tests read its text" }
]

/** Paths under /api that are not API operations: the browsable docs page and the documents themselves. */
export const notOperations: ReadonlyArray<RegExp> = [/^\/api\/docs$/, /^\/api\/(auth\/dev\/|payments\/dev\/)?openapi\.json$/]

/**
 * A path no operation has answers 404 in the error shape with the tag of the shared `NotFound` component
 * of the main document: no operation can describe a route that does not exist.
 */
export const unknownRouteAnswer = { status: 404, tag: "NotFound" } as const

/**
 * 499 is what the server records when the client went away before the answer (a test that cancels its
 * request): nobody receives it, so it is no answer to describe.
 */
export const CLIENT_CLOSED_REQUEST = 499
