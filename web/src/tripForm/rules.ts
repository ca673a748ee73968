import type { TripType, VisaStatus } from "../itinerary/types";

// Trip-form rules from spec sections 4, 5 and 9.

// The plain rules are the contract's, so the form and the server's validation never disagree.
export { creditsRequired, MAX_DURATION, MIN_DURATION, MONTHS, YEAR_OPTIONS } from "@contract/tripRules";

import { MAX_DURATION, MIN_DURATION, YEAR_OPTIONS } from "@contract/tripRules";

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
