import { isJourneyActivity } from "@safarnama/journey-map/journey";
import { formatDate, formatMonthYear, formatRupees } from "../i18n/format";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages";

// How the itinerary pages write dates, lengths and money: Intl in the reader's locale (en-IN / hi-IN,
// i18n/format.ts). Callers pass the language from useLanguage(); English is the default.

function date(iso: string | undefined, style: "medium" | "long", language: Language): string {
  return iso ? formatDate(language, new Date(iso), style) : "";
}

/** '10 Mar 2026': the list cards' creation date. */
export const mediumDate = (iso: string | undefined, language: Language = DEFAULT_LANGUAGE) => date(iso, "medium", language);

/** '10 March 2026': the shared page's 'Generated on' footer. */
export const longDate = (iso: string | undefined, language: Language = DEFAULT_LANGUAGE) => date(iso, "long", language);

/** '1 day', '5 days': English text for what leaves the page (the share summary). */
export const daysText = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** '₹12,500'; text the writer sent is shown as it is. */
export function rupees(amount: number | string | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (amount === undefined || amount === null || amount === "") return "";
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? formatRupees(language, value) : String(amount);
}

/** 'mid-range' -> 'Mid-range'. */
export const capitalise = (text: string | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : "");

/** The month a published price was read, 'November 2026' ('2026-11' or '2026-11-05' from the server). */
export const monthYear = (asOf: string, language: Language = DEFAULT_LANGUAGE) =>
  formatMonthYear(language, new Date(`${asOf.slice(0, 7)}-15T12:00:00Z`));

/** The words of an activity's cost, in the page's language. */
export interface CostWords {
  free: string;
  /** A journey with no price in the plan: the traveller books it, it is not free. */
  bookSeparately: string;
  estimated: (cost: string) => string;
  asOf: (cost: string, date: string) => string;
}

/**
 * An activity's cost as the traveller reads it (docs/adr/0160-honest-facts.md): '≈ ₹250' for an estimate,
 * '₹250 · price as of November 2026' for a published price, 'Free' for nothing to pay; a journey without a
 * price (the flight from home) is booked separately, never 'Free' (docs/adr/0190-full-days.md).
 */
export function costText(
  activity: { type?: string; details?: { cost?: number | string } | undefined; costFact?: { status: string; asOf?: string | undefined } | undefined },
  words: CostWords,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const cost = activity.details?.cost;
  if (Number(cost) === 0) return isJourneyActivity(activity.type) ? words.bookSeparately : words.free;
  const amount = rupees(cost, language);
  const fact = activity.costFact;
  if (fact?.status === "sourced") return fact.asOf ? words.asOf(amount, monthYear(fact.asOf, language)) : amount;
  return fact ? words.estimated(amount) : amount;
}
