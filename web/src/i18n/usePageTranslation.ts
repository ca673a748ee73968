import { type UseTranslationOptions, useTranslation } from "react-i18next";
import type { PageNamespace } from "./pageResources";

// react-i18next reads `bindI18nStore` (which store events re-render) but its types leave it out.
const RERENDER_ON_ADDED = { bindI18nStore: "added" } as UseTranslationOptions<undefined>;

/**
 * `useTranslation` for a page namespace (pageNamespaces.ts): it also re-renders when a bundle is added,
 * since the Hindi one may arrive just after the switch that asked for it.
 */
export const usePageTranslation = <N extends PageNamespace>(namespace: N) => useTranslation(namespace, RERENDER_ON_ADDED);
