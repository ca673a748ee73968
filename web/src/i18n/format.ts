import { type Language, LOCALES } from "./languages";

// Numbers, rupee amounts and dates through Intl in the reader's locale (en-IN, hi-IN). Both group
// digits the Indian way (1,00,000) and keep Western digits, which is what Indian apps and banks show
// in Hindi too. Formatters are cached: constructing Intl objects is the slow part.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

export const formatNumber = (language: Language, value: number): string => numberFormat(language, {}).format(value);

/**
 * "₹1,499" in both languages. Whole rupees show no paise (prices are whole rupees); an amount with paise
 * shows two digits. Intl's currency style is used so the sign's place and spacing follow the locale.
 */
export function formatRupees(language: Language, amount: number): string {
  const whole = Number.isInteger(amount);
  return numberFormat(language, {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2
  }).format(amount);
}

/** "12 December 2026" / "12 दिसंबर 2026"; an unreadable date gives "". */
export function formatDate(language: Language, date: Date, style: "long" | "medium" = "long"): string {
  return Number.isNaN(date.getTime()) ? "" : dateFormat(language, { dateStyle: style }).format(date);
}

/** A month's name by its index (0 = January): "December" / "दिसंबर". */
export function formatMonthName(language: Language, monthIndex: number): string {
  // The 15th at noon: no time zone can move it into another month.
  return dateFormat(language, { month: "long" }).format(new Date(2026, monthIndex, 15, 12));
}

/** "December 2026" / "दिसंबर 2026". */
export function formatMonthYear(language: Language, date: Date): string {
  return Number.isNaN(date.getTime()) ? "" : dateFormat(language, { month: "long", year: "numeric" }).format(date);
}

const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A trip's travel dates as the server keeps them ("December 2026", the spec's format) in the reader's
 * language: "दिसंबर 2026" in Hindi. Text of another shape (an older itinerary's) is shown as it came.
 */
export function formatTravelDates(language: Language, travelDates: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(travelDates.trim());
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]!) : -1;
  if (!match || month === -1) return travelDates;
  return formatMonthYear(language, new Date(Number(match[2]), month, 15, 12));
}
