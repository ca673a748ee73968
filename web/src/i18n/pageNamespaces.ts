import i18next from "i18next";

// Namespaces of the pages the landing page does not show (My Itineraries, the itinerary, the policy
// bodies). They must not weigh on the landing page's first bundle (ADR 0140), so they are registered
// by the page's own chunk when it loads: English at once, Hindi fetched as a chunk of its own when the
// reader is in Hindi or switches to it. Components read them with `usePageTranslation`, which re-renders
// when a bundle arrives.

type Bundles = Readonly<Record<string, object>>;

const addAll = (language: string, bundles: Bundles) => {
  for (const [namespace, bundle] of Object.entries(bundles)) i18next.addResourceBundle(language, namespace, bundle, true, false);
};

/**
 * Adds a page's English namespaces and returns once its Hindi ones are in too when Hindi is the current
 * language (page modules await it at top level, so the page never renders half English). Later switches
 * to Hindi fetch them then; the page shows English for the moment the chunk takes.
 */
export function registerPageNamespaces(english: Bundles, loadHindi: () => Promise<Bundles>): Promise<void> {
  addAll("en", english);
  let hindi: Promise<void> | undefined;
  const follow = (language: string | undefined): Promise<void> => {
    if (language !== "hi") return Promise.resolve();
    hindi ??= loadHindi().then(
      (bundles) => addAll("hi", bundles),
      (error: unknown) => {
        // Offline with the chunk not cached: English stays readable; the next switch tries again.
        hindi = undefined;
        console.warn("Hindi text could not be loaded", error);
      }
    );
    return hindi;
  };
  i18next.on("languageChanged", (language) => void follow(language));
  return follow(i18next.resolvedLanguage ?? i18next.language);
}
