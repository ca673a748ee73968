// A phone-auth provider proves that the traveller holds the phone: it sends a code and turns the
// typed code into a verification id the core API accepts. Which one runs is the server's choice
// (/api/config `phoneAuth.provider`).
import { loadRuntimeConfig, type PhoneAuthConfig } from "../api/config"

export interface PhoneAuthProvider {
  /** `phone` is international (+91...). */
  sendCode(phone: string): Promise<void>
  /** Resolves to the verification id for POST /auth/verify. */
  confirmCode(phone: string, code: string): Promise<string>
  /** After a failed send the bot check must be redone before the next one. */
  resetBotCheck(): void
}

let chosen: { config: PhoneAuthConfig; provider: Promise<PhoneAuthProvider> } | undefined

async function create(config: PhoneAuthConfig): Promise<PhoneAuthProvider> {
  if (config.provider === "firebase") {
    // Loaded on demand: Firebase is large and only this path needs it.
    const { createFirebasePhoneAuth } = await import("./firebasePhoneAuth")
    return createFirebasePhoneAuth(config)
  }
  const { localPhoneAuth } = await import("./localPhoneAuth")
  return localPhoneAuth
}

/** The provider the server chose, created once per page. */
export async function currentPhoneAuth(): Promise<PhoneAuthProvider> {
  const { phoneAuth } = await loadRuntimeConfig()
  if (chosen?.config !== phoneAuth) chosen = { config: phoneAuth, provider: create(phoneAuth) }
  return chosen.provider
}

/** Resets the bot check of the provider in use, if one was ever created. */
export function resetCurrentBotCheck(): void {
  chosen?.provider.then((provider) => provider.resetBotCheck()).catch(() => undefined)
}
