// Firebase phone auth: invisible reCAPTCHA, SMS code, confirm, then Firebase's ID token is the
// verification id the core API checks. Imported on demand (see phoneAuth.ts) and loads the SDK with
// import() as well, so none of Firebase reaches the landing page's bundle.
import type { PhoneAuthConfig } from "../api/config"
import { PhoneAuthError } from "./errors"
import type { PhoneAuthProvider } from "./phoneAuthProvider"

type FirebaseConfig = Extract<PhoneAuthConfig, { provider: "firebase" }>
type AuthModule = typeof import("firebase/auth")
type Auth = import("firebase/auth").Auth
type RecaptchaVerifier = import("firebase/auth").RecaptchaVerifier
type ConfirmationResult = import("firebase/auth").ConfirmationResult

const APP_NAME = "safarnama-phone-auth"

async function connect(config: FirebaseConfig): Promise<{ auth: Auth; sdk: AuthModule }> {
  const [{ getApps, initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")])
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(config.firebase, APP_NAME)
  const auth = sdk.getAuth(app)
  if (config.emulatorUrl && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true })
    // The emulator has no reCAPTCHA to solve.
    auth.settings.appVerificationDisabledForTesting = true
  }
  return { auth, sdk }
}

export function createFirebasePhoneAuth(config: FirebaseConfig): PhoneAuthProvider {
  let connection: Promise<{ auth: Auth; sdk: AuthModule }> | undefined
  let verifier: RecaptchaVerifier | undefined
  let container: HTMLElement | undefined
  let confirmation: ConfirmationResult | undefined

  const connected = () => {
    connection ??= connect(config).catch((error: unknown) => {
      connection = undefined
      throw error
    })
    return connection
  }

  function botCheck(auth: Auth, sdk: AuthModule): RecaptchaVerifier {
    if (verifier) return verifier
    try {
      // reCAPTCHA needs an element of its own; an invisible one lives off-screen in <body>.
      container = document.createElement("div")
      container.setAttribute("aria-hidden", "true")
      document.body.append(container)
      verifier = new sdk.RecaptchaVerifier(auth, container, { size: "invisible" })
      return verifier
    } catch (error) {
      container?.remove()
      container = undefined
      throw new PhoneAuthError("verification-setup-failed", error instanceof Error ? error.message : undefined)
    }
  }

  return {
    async sendCode(phone) {
      const { auth, sdk } = await connected()
      confirmation = await sdk.signInWithPhoneNumber(auth, phone, botCheck(auth, sdk))
    },
    async confirmCode(_phone, code) {
      if (!confirmation) throw new PhoneAuthError("invalid-code", "No code was sent")
      const { user } = await confirmation.confirm(code)
      const idToken = await user.getIdToken()
      // Our own session comes from /auth/verify; Firebase keeping one too would outlive our logout.
      const { auth, sdk } = await connected()
      await sdk.signOut(auth).catch(() => undefined)
      return idToken
    },
    resetBotCheck() {
      try {
        verifier?.clear()
      } catch {
        // Already torn down: a fresh one is built on the next send either way.
      }
      verifier = undefined
      container?.remove()
      container = undefined
    }
  }
}
