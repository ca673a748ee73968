import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "../../i18n/languages";

// The page's own words (headings, labels, empty states) follow the reader's language, which <html lang>
// carries (i18n.ts); the plan's text is in the plan's language (docs/adr/0140-web-languages.md). Only
// where the two differ does the plan's text need a `lang` of its own, so screen readers switch voice for
// it and not for the page around it.

const PlanLang = createContext<Language | undefined>(undefined);

/** The plan's language where it differs from the page's, else nothing (the page's lang holds). */
export const planLangFor = (plan: Language, page: Language): Language | undefined => (plan === page ? undefined : plan);

export function PlanLanguage({ lang, children }: { lang: Language | undefined; children: ReactNode }) {
  return <PlanLang value={lang}>{children}</PlanLang>;
}

/** The `lang` to set on an element that shows only the plan's text (undefined renders no attribute). */
export const usePlanLang = (): Language | undefined => useContext(PlanLang);

/** Plan text inside the page's words: a span in the plan's language, or the text itself where they agree. */
export function PlanText({ children }: { children: ReactNode }) {
  const lang = usePlanLang();
  return lang ? <span lang={lang}>{children}</span> : children;
}

// A character no message contains, standing in for a value while the message is translated.
const SLOT = "\u2063";

/**
 * A page message with a plan text in it ("Try: {{dish}}"): `message` is the translation with SLOT as
 * that value, and the plan text is put back in its place as PlanText.
 */
export function withPlanText(message: (slot: string) => string, text: ReactNode): ReactNode {
  const [before, ...after] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      <PlanText>{text}</PlanText>
      {after.join("")}
    </>
  );
}
