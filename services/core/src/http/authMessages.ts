/** What the traveller reads when logging in; the spec's texts where it has them (sections 5 and 8). */
export const VERIFY_FAILED = "Failed to verify OTP. Please try again."
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 30 seconds before trying again."
export const INVALID_OTP = "Please enter a valid 6-digit OTP"
export const CODE_EXPIRED = "This code has expired. Please request a new one."
export const PHONE_AUTH_UNAVAILABLE = "Phone verification is temporarily unavailable. Please try again shortly."
