// The core API's identity routes, as the login flow uses them (docs/http-contract.md).
import { api } from "../api/client"
import type { SavedProfile, SignedIn } from "../machines/login.machine"

export const authApi = {
  /** Local provider only: the server texts (or logs) a code. */
  sendDevCode: (phone: string) => api.post<{ sent: boolean }>("/auth/dev/send-otp", { phone }),
  /** Local provider only: exchanges the typed code for a verification id. */
  confirmDevCode: (phone: string, code: string) =>
    api.post<{ verificationId: string }>("/auth/dev/confirm-otp", { phone, code }).then((r) => r.verificationId),
  /** Either provider: proof of the phone number in, a session out. */
  verify: (phone: string, verificationId: string) => api.post<SignedIn>("/auth/verify", { phone, verificationId }),
  updateProfile: (name: string, location: string) =>
    api.post<SavedProfile>("/auth/update-profile", { name, location })
}
