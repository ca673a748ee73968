// Both phone-auth providers and the core API fail in their own dialects (HTTP status, Firebase
// error codes). The login flow only needs to know which of the spec's messages applies, so every
// failure is read through these few predicates.

/** Raised by the phone-auth adapters when the failure is theirs rather than the core API's. */
export class PhoneAuthError extends Error {
  constructor(
    readonly reason: "too-many-requests" | "verification-setup-failed" | "send-failed" | "invalid-code",
    message: string = reason
  ) {
    super(message)
    this.name = "PhoneAuthError"
  }
}

const hasField = <K extends string>(value: unknown, key: K): value is Record<K, unknown> =>
  typeof value === "object" && value !== null && key in value

const statusOf = (error: unknown): number | undefined =>
  hasField(error, "status") && typeof error.status === "number" ? error.status : undefined

/** HTTP 429 from the core API or Firebase's `auth/too-many-requests`. */
export function isTooManyRequests(error: unknown): boolean {
  if (error instanceof PhoneAuthError) return error.reason === "too-many-requests"
  if (statusOf(error) === 429) return true
  return hasField(error, "code") && error.code === "auth/too-many-requests"
}

/** The invisible bot check (reCAPTCHA) could not be prepared. */
export function isVerificationSetupFailure(error: unknown): boolean {
  return error instanceof PhoneAuthError && error.reason === "verification-setup-failed"
}

export function isUnauthorized(error: unknown): boolean {
  return statusOf(error) === 401
}

/**
 * The human-readable message the server sent with an HTTP error, if it sent one. Only answers in
 * the contract's error shape (`{ _tag: "<Tag>", message }`) count: a proxy's status text or the
 * client's own network-error text is not the server's word.
 */
export function serverMessage(error: unknown): string | undefined {
  const status = statusOf(error)
  if (status === undefined || status < 400) return undefined
  if (!hasField(error, "tag") || typeof error.tag !== "string") return undefined
  const message = hasField(error, "message") && typeof error.message === "string" ? error.message.trim() : ""
  return message === "" ? undefined : message
}
