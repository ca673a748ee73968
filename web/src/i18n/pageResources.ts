import { refineMessages } from "../itinerary/edit/messages";
import { itineraryMessages } from "../itinerary/itineraryMessages";
import { myItinerariesScreenMessages } from "../myItineraries/messages";
import { privacyMessages, termsMessages } from "../policies/bodyMessages";
import { sessionsMessages } from "../sessions/messages";
import { itineraryHi } from "./hi/itinerary";
import { myItinerariesHi } from "./hi/myItineraries";
import { privacyHi } from "./hi/privacy";
import { refineHi } from "./hi/refine";
import { sessionsHi } from "./hi/sessions";
import { termsHi } from "./hi/terms";

// The pages' namespaces in both languages, as resources.ts has the shell's. The app never imports this
// module (each page registers its own namespaces when its chunk loads: pageNamespaces.ts); the coverage
// test and the compiler's key checks (i18next.d.ts) read it.
export const pageResources = {
  en: { itinerary: itineraryMessages, refine: refineMessages, myItineraries: myItinerariesScreenMessages, terms: termsMessages, privacy: privacyMessages, sessions: sessionsMessages },
  hi: { itinerary: itineraryHi, refine: refineHi, myItineraries: myItinerariesHi, terms: termsHi, privacy: privacyHi, sessions: sessionsHi }
} as const;

export type PageNamespace = keyof (typeof pageResources)["en"];
export const PAGE_NAMESPACES = Object.keys(pageResources.en) as PageNamespace[];
