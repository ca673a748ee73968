import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { englishResources } from "./english";
import { DEFAULT_LANGUAGE, type Language, LOCALES, readStoredLanguage, storeLanguage } from "./languages";

// One i18next instance for the web. English is bundled and initialised synchronously, so the first
// render has its strings. Hindi (and the flows' message templates) is a chunk of its own, loaded before
// the first render when the reader chose Hindi (main.tsx) or when they switch: the landing page's first
// bundle must stay under its budget for English readers.

const storage = typeof window === "undefined" ? undefined : window.localStorage;

void i18next.use(initReactI18next).init({
  resources: { en: englishResources },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(LOCALES),
  ns: Object.keys(englishResources),
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

let extraResources: Promise<void> | undefined;

/** Loads every other language and the flows' templates once, then switches to `language`. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language !== "en") {
    extraResources ??= import("./resources").then(({ resources }) => {
      for (const [lng, namespaces] of Object.entries(resources))
        for (const [ns, bundle] of Object.entries(namespaces)) i18next.addResourceBundle(lng, ns, bundle, true, false);
    });
    await extraResources;
  }
  await i18next.changeLanguage(language);
}

/** The language this browser remembered, loaded; main.tsx awaits it before the first render. */
export const startInStoredLanguage = (): Promise<void> => switchLanguage(readStoredLanguage(storage));

/** Switches the whole app and remembers the choice in this browser. */
export function setLanguage(language: Language): Promise<void> {
  storeLanguage(storage, language);
  return switchLanguage(language);
}

export const currentLanguage = (): Language => (i18next.resolvedLanguage ?? i18next.language) as Language;
