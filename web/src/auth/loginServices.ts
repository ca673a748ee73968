// The login machine's requests, wired to the chosen phone-auth provider and the core API.
import { fromPromise } from "xstate"
import type { SavedProfile, SignedIn } from "../machines/login.machine"
import { authApi } from "./api"
import { currentPhoneAuth, resetCurrentBotCheck } from "./phoneAuth"

export const loginActors = {
  sendCode: fromPromise<void, { phone: string }>(async ({ input }) => {
    const provider = await currentPhoneAuth()
    await provider.sendCode(input.phone)
  }),
  signIn: fromPromise<SignedIn, { phone: string; code: string }>(async ({ input }) => {
    const provider = await currentPhoneAuth()
    const verificationId = await provider.confirmCode(input.phone, input.code)
    return authApi.verify(input.phone, verificationId)
  }),
  // The bearer token is the session's, set when the sign-in finished.
  saveProfile: fromPromise<SavedProfile, { name: string; location: string; token: string }>(({ input }) =>
    authApi.updateProfile(input.name, input.location)
  )
}

export const resetBotCheck = resetCurrentBotCheck
