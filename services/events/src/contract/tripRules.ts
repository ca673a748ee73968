/**
 * The trip request's plain rules (spec sections 5 and 9), with no imports: the server's schemas and the
 * web's trip form both use these values, so the two can never disagree.
 */

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
] as const
export type Month = (typeof MONTHS)[number]

/** Year choices: the current year plus the next two. */
export const YEAR_OPTIONS = 3

/** Trip length in days: a whole number 1 to 30. */
export const MIN_DURATION = 1
export const MAX_DURATION = 30

/** 1 credit per 7 days, rounded up. */
export const DAYS_PER_CREDIT = 7
export const creditsRequired = (duration: number): number => Math.ceil(duration / DAYS_PER_CREDIT)
