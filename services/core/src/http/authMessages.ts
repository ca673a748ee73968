/** What the traveller reads when logging in; the spec's texts where it has them (sections 5 and 8). */
export const VERIFY_FAILED = "Failed to verify OTP. Please try again."
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 30 seconds before trying again."
export const INVALID_OTP = "Please enter a valid 6-digit OTP"
export const CODE_EXPIRED = "This code has expired. Please request a new one."
export const PHONE_AUTH_UNAVAILABLE = "Phone verification is temporarily unavailable. Please try again shortly."

/** The spec's client waits 30 s after a 429 ('Too many attempts...'); a short limit asks for just that. */
export const SPEC_COOLDOWN_SECONDS = 30

/**
 * The message and Retry-After of a 429 say the same wait: the spec's 30-second text for a short limit,
 * and the limit's own wait, in whole minutes, for a longer one (e.g. 3 codes per phone in 10 minutes).
 */
export const tooManyAttempts = (retryAfterSeconds: number): { readonly message: string; readonly retryAfterSeconds: number } => {
  if (retryAfterSeconds <= SPEC_COOLDOWN_SECONDS) return { message: TOO_MANY_ATTEMPTS, retryAfterSeconds: SPEC_COOLDOWN_SECONDS }
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return {
    message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`,
    retryAfterSeconds: minutes * 60
  }
}
