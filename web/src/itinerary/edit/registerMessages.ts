import { i18n } from "../../i18n/i18n";
import { refineMessages } from "./messages";

// The edit mode's English is registered when the itinerary page's code loads, not with the app: the
// landing page's first bundle has no room for it (docs/adr/0140-web-languages.md). Hindi comes with the
// other languages' chunk (i18n/resources.ts), loaded before any Hindi page renders.
if (!i18n.hasResourceBundle("en", "refine")) i18n.addResourceBundle("en", "refine", refineMessages, true, false);

export const REFINE_NAMESPACE = "refine";
