// The core API's identity routes, as the login flow uses them (docs/http-contract.md).
import { type ApiAnswer, type Expect, type Fits, typedApi } from "../api/typedApi"
import type { SavedProfile, SignedIn } from "../machines/login.machine"

export const authApi = {
  /** Local provider only: the server texts (or logs) a code. */
  sendDevCode: (phone: string) => typedApi.post("/auth/dev/send-otp", { body: { phone } }),
  /** Local provider only: exchanges the typed code for a verification id. */
  confirmDevCode: (phone: string, code: string): Promise<string> =>
    typedApi.post("/auth/dev/confirm-otp", { body: { phone, code } }).then((r) => r.verificationId),
  /** Either provider: proof of the phone number in, a session out. */
  verify: (phone: string, verificationId: string): Promise<SignedIn> =>
    typedApi.post("/auth/verify", { body: { phone, verificationId } }),
  updateProfile: (name: string, location: string): Promise<SavedProfile> =>
    typedApi.post("/auth/update-profile", { body: { name, location }, fallbackMessage: "Failed to update profile" })
}

// The login machine's own types for these answers must stay what the API sends.
export type AuthAnswersFit = [
  Expect<Fits<ApiAnswer<"post", "/auth/verify">, SignedIn>>,
  Expect<Fits<ApiAnswer<"post", "/auth/update-profile">, SavedProfile>>
]
