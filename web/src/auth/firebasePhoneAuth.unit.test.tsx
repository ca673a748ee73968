// The Firebase adapter against a stand-in SDK: how it sets Firebase up, what it sends, and how its
// failures reach the login modal's messages.
import { fireEvent, render, screen, within } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { AppProviders } from "../AppProviders"
import LoginModal from "../components/LoginModal"
import { isTooManyRequests, isVerificationSetupFailure } from "./errors"
import { createFirebasePhoneAuth } from "./firebasePhoneAuth"
import { stubApi } from "./testing/apiStub"

const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
  getApps: vi.fn((): { name: string }[] => []),
  auth: { emulatorConfig: null as unknown, settings: { appVerificationDisabledForTesting: false } },
  connectAuthEmulator: vi.fn(),
  recaptcha: vi.fn(),
  clear: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  confirm: vi.fn(),
  signOut: vi.fn(async () => undefined)
}))

vi.mock("firebase/app", () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }))
vi.mock("firebase/auth", () => ({
  getAuth: () => sdk.auth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  RecaptchaVerifier: class {
    constructor(...args: unknown[]) {
      sdk.recaptcha(...args)
    }
    clear = sdk.clear
  },
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  signOut: sdk.signOut
}))

const firebaseConfig = {
  provider: "firebase" as const,
  firebase: { apiKey: "key", authDomain: "demo-x.firebaseapp.com", projectId: "demo-x" },
  emulatorUrl: "http://127.0.0.1:9099"
}

beforeEach(() => {
  vi.clearAllMocks()
  sdk.auth.emulatorConfig = null
  sdk.auth.settings.appVerificationDisabledForTesting = false
  sdk.recaptcha.mockImplementation(() => undefined)
  sdk.signInWithPhoneNumber.mockResolvedValue({ confirm: sdk.confirm })
  sdk.confirm.mockResolvedValue({ user: { getIdToken: async () => "firebase-id-token" } })
})

describe("Firebase phone auth", () => {
  it("sets up Firebase from /api/config, with the emulator when one is named", async () => {
    const auth = createFirebasePhoneAuth(firebaseConfig)
    await auth.sendCode("+919876543210")
    expect(sdk.initializeApp).toHaveBeenCalledWith(firebaseConfig.firebase, expect.any(String))
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, "http://127.0.0.1:9099", { disableWarnings: true })
    expect(sdk.auth.settings.appVerificationDisabledForTesting).toBe(true)
  })

  it("sends the code behind an invisible reCAPTCHA and returns the ID token for the code", async () => {
    const auth = createFirebasePhoneAuth({ ...firebaseConfig, emulatorUrl: undefined })
    await auth.sendCode("+919876543210")
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled()
    expect(sdk.recaptcha).toHaveBeenCalledWith(sdk.auth, expect.any(HTMLElement), { size: "invisible" })
    expect(sdk.signInWithPhoneNumber).toHaveBeenCalledWith(sdk.auth, "+919876543210", expect.anything())
    await expect(auth.confirmCode("+919876543210", "123456")).resolves.toBe("firebase-id-token")
    expect(sdk.confirm).toHaveBeenCalledWith("123456")
    // Our session comes from the core API; Firebase's is not kept.
    expect(sdk.signOut).toHaveBeenCalled()
  })

  it("reports a reCAPTCHA that cannot be set up", async () => {
    sdk.recaptcha.mockImplementation(() => {
      throw new Error("reCAPTCHA has already been rendered in this element")
    })
    const error = await createFirebasePhoneAuth(firebaseConfig).sendCode("+919876543210").catch((e: unknown) => e)
    expect(isVerificationSetupFailure(error)).toBe(true)
  })

  it("passes Firebase's too-many-requests through so the cooldown starts", async () => {
    sdk.signInWithPhoneNumber.mockRejectedValue(Object.assign(new Error("blocked"), { code: "auth/too-many-requests" }))
    const error = await createFirebasePhoneAuth(firebaseConfig).sendCode("+919876543210").catch((e: unknown) => e)
    expect(isTooManyRequests(error)).toBe(true)
  })

  it("builds a fresh reCAPTCHA after a reset", async () => {
    const auth = createFirebasePhoneAuth(firebaseConfig)
    await auth.sendCode("+919876543210")
    auth.resetBotCheck()
    expect(sdk.clear).toHaveBeenCalledOnce()
    await auth.sendCode("+919876543210")
    expect(sdk.recaptcha).toHaveBeenCalledTimes(2)
  })
})

describe("login modal with Firebase chosen by /api/config", () => {
  it("shows 'Failed to set up verification.' when the bot check cannot start", async () => {
    sdk.recaptcha.mockImplementation(() => {
      throw new Error("no reCAPTCHA")
    })
    stubApi({}, { phoneAuth: firebaseConfig })
    render(
      <AppProviders>
        <LoginModal opened onClose={() => {}} />
      </AppProviders>
    )
    const dialog = within(screen.getByRole("dialog", { name: "Login" }))
    fireEvent.change(dialog.getByLabelText(/Phone number/), { target: { value: "9876543210" } })
    fireEvent.click(dialog.getByRole("button", { name: "Send OTP" }))
    expect(await dialog.findByText("Failed to set up verification.")).toBeTruthy()
  })
})
