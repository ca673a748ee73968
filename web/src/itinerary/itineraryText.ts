import i18next from "i18next";
import { registerPageNamespaces } from "../i18n/pageNamespaces";
import { usePageTranslation } from "../i18n/usePageTranslation";
import { itineraryMessages } from "./itineraryMessages";

// The itinerary's words arrive with the itinerary's chunk, never with the landing page (ADR 0140).
const pending = registerPageNamespaces({ itinerary: itineraryMessages }, () =>
  import("../i18n/hi/itinerary").then(({ itineraryHi }) => ({ itinerary: itineraryHi }))
);

/** `t` of the `itinerary` namespace, re-rendering on a language switch. */
export const useItineraryText = () => usePageTranslation("itinerary", pending).t;

/** The same outside components (toasts from plain functions), in the current language. */
export const itineraryT = i18next.getFixedT(null, "itinerary");
