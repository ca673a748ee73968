import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LOCALES, type Language, readStoredLanguage, storeLanguage } from "./languages";
import { NAMESPACES, resources } from "./resources";

// One i18next instance for the web. Resources are bundled (no HTTP backend): the page must render in
// the traveller's language on the first frame, and both languages together are a few KB gzipped.
// Initialised synchronously (`initAsync: false`), so the first render already has its strings.

const storage = typeof window === "undefined" ? undefined : window.localStorage;

void i18next.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(storage),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(LOCALES),
  ns: NAMESPACES,
  defaultNS: "layout",
  initAsync: false,
  // React escapes; escaping here too would show "&amp;" in "Cancellation &amp; Refunds".
  interpolation: { escapeValue: false },
  returnNull: false
});

function followLanguage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = LOCALES[language as Language] ?? language;
}
followLanguage(i18next.language);
i18next.on("languageChanged", followLanguage);

export const i18n = i18next;

/** Switches the whole app and remembers the choice in this browser. */
export function setLanguage(language: Language): void {
  storeLanguage(storage, language);
  void i18next.changeLanguage(language);
}

export const currentLanguage = (): Language => (i18next.resolvedLanguage ?? i18next.language) as Language;
