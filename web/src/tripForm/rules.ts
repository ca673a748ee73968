import type { TripType, VisaStatus } from "../itinerary/types";

// Trip-form rules from spec sections 4, 5 and 9.

export const MIN_DURATION = 1;
export const MAX_DURATION = 30;
export const DAYS_PER_CREDIT = 7;
export const YEAR_OPTIONS = 3;

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
] as const;

/** One credit per 7 days, rounded up. */
export function creditsRequired(duration: number): number {
  return Math.ceil(duration / DAYS_PER_CREDIT);
}

/** A typed duration: a whole number from 1 to 30, else null (the stepper ignores it). */
export function parseDuration(text: string | number): number | null {
  const value = typeof text === "number" ? text : String(text).trim() === "" ? Number.NaN : Number(text);
  return Number.isInteger(value) && value >= MIN_DURATION && value <= MAX_DURATION ? value : null;
}

/** The current year and the next two. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: YEAR_OPTIONS }, (_, i) => year + i);
}

/** The text the request carries: '{Month} {Year}'. */
export function travelDates(month: string, year: number): string {
  return `${month} ${year}`;
}

/** Spec: changing the type sets visaStatus to not-required (domestic) or no (international). */
export function visaStatusFor(type: TripType): VisaStatus {
  return type === "domestic" ? "not-required" : "no";
}
