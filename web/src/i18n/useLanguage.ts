import { useTranslation } from "react-i18next";
import { formatDate, formatMonthYear, formatNumber, formatRupees, formatTravelDates } from "./format";
import { isLanguage, type Language } from "./languages";

/** The current language and Intl formatters bound to it; re-renders the caller when the language changes. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return {
    language,
    number: (value: number) => formatNumber(language, value),
    rupees: (amount: number) => formatRupees(language, amount),
    date: (date: Date) => formatDate(language, date),
    monthYear: (date: Date) => formatMonthYear(language, date),
    travelDates: (text: string) => formatTravelDates(language, text)
  };
}
