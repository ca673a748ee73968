import type { PhoneAuthProvider } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { Context, Data, type Effect } from "effect"

/**
 * The proof did not hold: wrong or tampered token, expired, or issued for another phone number.
 * `reason` is for the server log only; the traveller always sees the same message.
 */
export class PhoneNotVerified extends Data.TaggedError("PhoneNotVerified")<{ readonly reason: string }> {}

/** The provider could not be asked (network, outage): the login may be retried. */
export class PhoneAuthUnavailable extends Data.TaggedError("PhoneAuthUnavailable")<{ readonly reason: string }> {}

/**
 * The phone-auth port: does `verificationId` prove that the caller holds `phone`?
 * Firebase in production (an ID token from the browser SDK); local one-time codes on a laptop (a
 * short-lived token signed by this server). Both are checked here, never trusted from the client.
 */
export class PhoneAuth extends Context.Tag("PhoneAuth")<
  PhoneAuth,
  {
    readonly provider: PhoneAuthProvider
    readonly confirm: (phone: PhoneNumber, verificationId: string) => Effect.Effect<void, PhoneNotVerified | PhoneAuthUnavailable>
  }
>() {}
