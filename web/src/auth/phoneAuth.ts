// Which phone-auth provider runs is the server's choice (/api/config `phoneAuth.provider`); this module
// creates the chosen one on demand.
import { loadRuntimeConfig, type PhoneAuthConfig } from "../api/config"
import type { PhoneAuthProvider } from "./phoneAuthProvider"

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
