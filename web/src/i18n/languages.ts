// The languages the web speaks. English is the default and the spec's source of truth; Hindi is the
// first Indian language (issue 17). Pure: no i18next, no DOM, so the rules are tested on their own.

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Where the traveller's choice is remembered (localStorage), per browser. */
export const LANGUAGE_STORAGE_KEY = "safarnama.language";

/** The locale Intl formats numbers, dates and rupees with, and the value of <html lang>. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's name in itself: the switch offers "हिन्दी" to English readers and "English" to Hindi ones. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The remembered language, or English when none (or an unknown value) is stored or storage is blocked. */
export function readStoredLanguage(storage: Pick<Storage, "getItem"> | undefined): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Safari's private mode and blocked third-party storage throw on access.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(storage: Pick<Storage, "setItem"> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched: storage being blocked must not stop the switch.
  }
}

/** The other language: with two, the switch is a toggle. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "hi" : "en");
