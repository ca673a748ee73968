import type { AppClient } from "./httpClient.ts"

/** The code every test app pins with AUTH_DEV_FIXED_OTP. */
export const TEST_OTP = "123456"

/** Environment for a test app that logs travellers in through local codes (see `logInLocally`). */
export const localLoginEnv = { AUTH_DEV_FIXED_OTP: TEST_OTP, TRUST_PROXY: "true" } as const

let counter = 0
/** A phone number no other test of this process uses: abuse limits are per phone. */
export const uniquePhone = () => `+9190${String(process.pid % 10_000).padStart(4, "0")}${String(++counter).padStart(4, "0")}`
/** A client address no other test of this process uses (a documentation-range address). */
export const uniqueAddress = () => {
  const n = ++counter
  return `198.51.${Math.floor(n / 250) % 250}.${n % 250}`
}

export interface LoggedIn {
  readonly token: string
  readonly user: { id: string; phone: string; name: string | null; location: string | null; credits: number }
}

/** Send, confirm and verify through the local provider, as a traveller would with curl. */
export const logInLocally = async (app: AppClient, phone = uniquePhone(), address = uniqueAddress()): Promise<LoggedIn> => {
  const headers = { "x-forwarded-for": address }
  const sent = await app.json("/api/auth/dev/send-otp", { method: "POST", json: { phone }, headers })
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  const confirmed = await app.json<{ verificationId: string }>("/api/auth/dev/confirm-otp", {
    method: "POST",
    json: { phone, code: TEST_OTP },
    headers
  })
  if (confirmed.status !== 200) throw new Error(`confirm-otp answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`)
  const verified = await app.json<LoggedIn>("/api/auth/verify", {
    method: "POST",
    json: { phone, verificationId: confirmed.body.verificationId },
    headers
  })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`)
  return verified.body
}
