import i18next from "i18next";
import { registerPageNamespaces } from "../i18n/pageNamespaces";
import { usePageTranslation } from "../i18n/usePageTranslation";
import { refineMessages } from "./edit/messages";
import { itineraryMessages } from "./itineraryMessages";

// The itinerary's words, and its owner's edit mode's, arrive with the itinerary's chunk, never with the
// landing page (ADR 0140); their Hindi is one chunk of its own, fetched only in Hindi.
const pending = registerPageNamespaces({ itinerary: itineraryMessages, refine: refineMessages }, () =>
  Promise.all([import("../i18n/hi/itinerary"), import("../i18n/hi/refine")]).then(([{ itineraryHi }, { refineHi }]) => ({ itinerary: itineraryHi, refine: refineHi }))
);

/** `t` of the `itinerary` namespace, re-rendering on a language switch. */
export const useItineraryText = () => usePageTranslation("itinerary", pending).t;

/** The same outside components (toasts from plain functions), in the current language. */
export const itineraryT = i18next.getFixedT(null, "itinerary");
