// How the itinerary pages write dates, lengths and money (Indian English).

const LOCALE = "en-IN";

function formatDate(iso: string | undefined, dateStyle: "medium" | "long"): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(LOCALE, { dateStyle }).format(date);
}

/** '10 Mar 2026': the list cards' creation date. */
export const mediumDate = (iso: string | undefined) => formatDate(iso, "medium");

/** '10 March 2026': the shared page's 'Generated on' footer. */
export const longDate = (iso: string | undefined) => formatDate(iso, "long");

/** '1 day', '5 days' (list cards). */
export const daysText = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** '1 Day', '5 Days' (itinerary header). */
export const daysTitle = (n: number) => `${n} ${n === 1 ? "Day" : "Days"}`;

/** '₹12,500'; text the writer sent is shown as it is. */
export function rupees(amount: number | string | undefined): string {
  if (amount === undefined || amount === null || amount === "") return "";
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? `₹${value.toLocaleString(LOCALE)}` : String(amount);
}

/** 'mid-range' -> 'Mid-range'. */
export const capitalise = (text: string | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : "");
