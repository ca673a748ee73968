// What every phone-auth provider offers the login flow. In a file of its own so the providers and the
// module that picks one (phoneAuth.ts) all import it without importing each other.

/**
 * A phone-auth provider proves that the traveller holds the phone: it sends a code and turns the typed
 * code into a verification id the core API accepts.
 */
export interface PhoneAuthProvider {
  /** `phone` is international (+91...). */
  sendCode(phone: string): Promise<void>
  /** Resolves to the verification id for POST /auth/verify. */
  confirmCode(phone: string, code: string): Promise<string>
  /** After a failed send the bot check must be redone before the next one. */
  resetBotCheck(): void
}
