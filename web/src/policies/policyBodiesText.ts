import { registerPageNamespaces } from "../i18n/pageNamespaces";
import { usePageTranslation } from "../i18n/usePageTranslation";
import { privacyMessages, termsMessages } from "./bodyMessages";

// The Terms and Privacy bodies arrive with their pages' chunks, never with the landing page (ADR 0140).
// One Hindi chunk for both: they are short, and a reader of one often opens the other.
const pending = registerPageNamespaces({ terms: termsMessages, privacy: privacyMessages }, () =>
  Promise.all([import("../i18n/hi/terms"), import("../i18n/hi/privacy")]).then(([{ termsHi }, { privacyHi }]) => ({
    terms: termsHi,
    privacy: privacyHi
  }))
);

export const useTermsText = () => usePageTranslation("terms", pending);
export const usePrivacyText = () => usePageTranslation("privacy", pending);
