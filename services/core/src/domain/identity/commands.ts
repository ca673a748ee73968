import type { PhoneAuthProvider, UserId } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"

/**
 * The phone-auth provider has proven that the caller holds `phone`. `newUserId` is used only if this
 * is the number's first login (ids are made outside the decider so it stays pure).
 */
export interface LogIn {
  readonly type: "LogIn"
  readonly phone: PhoneNumber
  readonly newUserId: UserId
  readonly provider: PhoneAuthProvider
}

/** Raw texts as the traveller typed them; the decider trims and checks them. */
export interface UpdateProfile {
  readonly type: "UpdateProfile"
  readonly userId: UserId
  readonly name: string
  readonly location: string
}

export type IdentityCommand = LogIn | UpdateProfile
