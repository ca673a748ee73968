import i18next from "i18next";
import { registerPageNamespaces } from "../i18n/pageNamespaces";
import { usePageTranslation } from "../i18n/usePageTranslation";
import { myItinerariesScreenMessages } from "./messages";

// My Itineraries' words arrive with the page's chunk, never with the landing page (ADR 0140).
const pending = registerPageNamespaces({ myItineraries: myItinerariesScreenMessages }, () =>
  import("../i18n/hi/myItineraries").then(({ myItinerariesHi }) => ({ myItineraries: myItinerariesHi }))
);

/** `t` of the `myItineraries` namespace, re-rendering on a language switch. */
export const useMyItinerariesText = () => usePageTranslation("myItineraries", pending).t;

/** The same outside components (the delete flow's confirmation and toasts), in the current language. */
export const myItinerariesT = i18next.getFixedT(null, "myItineraries");
