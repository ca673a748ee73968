import { formatDate, formatRupees } from "../i18n/format";
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
