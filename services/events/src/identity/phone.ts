import { Schema } from "effect"

/** The spec's message for a phone number that is not +91 followed by ten digits (section 5). */
export const INVALID_PHONE = "Please enter a valid 10-digit phone number"

/**
 * An Indian mobile number as the product stores it: "+91" and exactly ten digits, nothing else.
 * Identity streams, session tokens and the phone-auth port all use this form, so two spellings of one
 * number can never become two accounts.
 */
export const PhoneNumber = Schema.String.pipe(
  Schema.pattern(/^\+91\d{10}$/, { message: () => INVALID_PHONE }),
  Schema.brand("PhoneNumber")
).annotations({
  identifier: "PhoneNumber",
  description: "+91 followed by exactly 10 digits",
  examples: ["+919876543210" as never]
})
export type PhoneNumber = typeof PhoneNumber.Type

export const isPhoneNumber = Schema.is(PhoneNumber)
