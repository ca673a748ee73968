// The server's own codes (development and tests): no SMS, no bot check.
import { authApi } from "./api"
import type { PhoneAuthProvider } from "./phoneAuthProvider"

export const localPhoneAuth: PhoneAuthProvider = {
  sendCode: async (phone) => {
    await authApi.sendDevCode(phone)
  },
  confirmCode: (phone, code) => authApi.confirmDevCode(phone, code),
  resetBotCheck: () => {}
}
