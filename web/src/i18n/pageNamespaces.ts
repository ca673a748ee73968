import i18next from "i18next";

// Namespaces of the pages the landing page does not show (My Itineraries, the itinerary, the policy
// bodies). They must not weigh on the landing page's first bundle (ADR 0140), so each page's chunk
// registers its own when it loads: English at once, Hindi fetched as a chunk of its own when the reader
// is in Hindi or switches to it. Not a top-level await in the page modules: with one, the bundler splits
// the modules the landing page shares with them into many small chunks (+8.5 KB gzip measured).

type Bundles = Readonly<Record<string, object>>;

/** What a page's text hook asks before rendering: the load to wait for, or undefined when ready. */
export type PendingBundles = () => Promise<void> | undefined;

const addAll = (language: string, bundles: Bundles) => {
  for (const [namespace, bundle] of Object.entries(bundles)) i18next.addResourceBundle(language, namespace, bundle, true, false);
};

/**
 * Adds a page's English namespaces and starts fetching its Hindi ones when Hindi is (or becomes) the
 * language. The returned function gives the fetch in flight, for the page to suspend on (usePageTranslation),
 * so it never shows half English; once loaded, or if the fetch failed (offline with the chunk not cached:
 * English stays readable, and the next switch tries again), it gives undefined.
 */
export function registerPageNamespaces(english: Bundles, loadHindi: () => Promise<Bundles>): PendingBundles {
  addAll("en", english);
  let hindi: Promise<void> | undefined;
  let loaded = false;
  let failed = false;
  const follow = (language: string | undefined): Promise<void> | undefined => {
    if (language !== "hi" || loaded || failed) return undefined;
    hindi ??= loadHindi().then(
      (bundles) => {
        addAll("hi", bundles);
        loaded = true;
      },
      (error: unknown) => {
        failed = true;
        hindi = undefined;
        console.warn("Hindi text could not be loaded", error);
      }
    );
    return hindi;
  };
  i18next.on("languageChanged", (language) => {
    failed = false;
    void follow(language);
  });
  void follow(i18next.resolvedLanguage ?? i18next.language);
  return () => follow(i18next.resolvedLanguage ?? i18next.language);
}
