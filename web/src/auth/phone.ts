// Indian mobile numbers as the login form handles them: ten national digits, shown 5+5,
// sent with the +91 country code.

export const PHONE_LENGTH = 10
export const COUNTRY_CODE = "+91"
export const OTP_LENGTH = 6

/** Keeps digits only, at most ten. A pasted "+91 98765 43210" keeps its national part. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, "")
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith("91")) digits = digits.slice(2)
  return digits.slice(0, PHONE_LENGTH)
}

/** "9876543210" -> "98765 43210"; shorter numbers get the space once a sixth digit exists. */
export function formatPhone(digits: string): string {
  return digits.length > 5 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits
}

export const isCompletePhone = (digits: string): boolean => /^\d{10}$/.test(digits)

export const internationalPhone = (digits: string): string => `${COUNTRY_CODE}${digits}`

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => "")

export const isCompleteOtp = (boxes: readonly string[]): boolean =>
  boxes.length === OTP_LENGTH && boxes.every((box) => /^\d$/.test(box))
