import { use } from "react";
import { type UseTranslationOptions, useTranslation } from "react-i18next";
import type { PendingBundles } from "./pageNamespaces";
import type { PageNamespace } from "./pageResources";

// react-i18next reads `bindI18nStore` (which store events re-render) but its types leave it out.
const RERENDER_ON_ADDED = { bindI18nStore: "added" } as UseTranslationOptions<undefined>;

/**
 * `useTranslation` for a page namespace (pageNamespaces.ts). While the namespace's Hindi chunk is on its
 * way the component suspends (the layout's Suspense shows the page loader), so a Hindi reader never sees
 * the page half in English; it also re-renders when a bundle is added.
 */
export function usePageTranslation<N extends PageNamespace>(namespace: N, pending: PendingBundles) {
  const translation = useTranslation(namespace, RERENDER_ON_ADDED);
  const loading = pending();
  if (loading) use(loading);
  return translation;
}
