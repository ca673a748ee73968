import { exportMessages } from "./exportMessages";
import { mapMessages } from "./map/mapMessages";
import { checksMessages, detailLabels, draftMessages, headerMessages, sectionTitles, sharedPageMessages, viewMessages } from "./messages";

/** The `itinerary` namespace, English: the view, its header and exports, the map and the shared page. */
export const itineraryMessages = {
  view: viewMessages,
  sections: sectionTitles,
  checks: checksMessages,
  details: detailLabels,
  header: headerMessages,
  shared: sharedPageMessages,
  draft: draftMessages,
  exports: exportMessages,
  map: mapMessages
} as const;
