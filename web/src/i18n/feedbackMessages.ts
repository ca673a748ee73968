import { NETWORK_ERROR_MESSAGE } from "../api/client";
import { ALMOST_DONE_TEXT, DONE_TEXT } from "../generation/progress";
import { generationMessages } from "../machines/generationTracker.machine";
import { editMessages } from "../machines/itineraryEdit.machine";
import { listMessages } from "../machines/itineraryList.machine";
import { loginMessages } from "../machines/login.machine";
import { purchaseMessages } from "../machines/purchase.machine";
import { tripFormMessages } from "../machines/tripForm.machine";
import { myItinerariesMessages } from "../myItineraries/messages";
import { CALCULATING } from "../stores/generating";

// The flows' messages (errors, validation, toasts) as one i18next namespace. The machines stay pure
// and keep producing the spec's English text (their tests assert it verbatim); the views translate
// that text at the few places it is shown (localize.ts). Messages built by a function are written
// here as templates, which a unit test proves equal to what the function builds.
export const feedbackMessages = {
  login: {
    ...loginMessages,
    welcomeNew: "Welcome to {{brand}}!",
    waitBeforeRetry: "Please wait {{seconds}} seconds before trying again.",
    retryIn: "Retry in {{seconds}}s",
    resendIn: "Resend in {{seconds}}s"
  },
  purchase: purchaseMessages,
  tripForm: { ...tripFormMessages, needCredits: "You need {{n}} credits. Please purchase more credits." },
  generation: generationMessages,
  // The generating card's time left (generation/progress.ts remainingTimeText; over a minute left is
  // always two minutes or more, so there is no singular).
  remaining: {
    calculating: CALCULATING,
    done: DONE_TEXT,
    almostDone: ALMOST_DONE_TEXT,
    under30: "Less than 30 seconds",
    underMinute: "Less than a minute",
    aboutMinutes: "About {{minutes}} minutes"
  },
  list: listMessages,
  myItineraries: myItinerariesMessages,
  edit: {
    ...editMessages,
    // The refine endpoints' own 409 texts (@contract/refine, written out: the contract would pull its schemas
    // into the Hindi chunk; the unit test holds the two equal).
    staleRevision:
      "This itinerary was changed elsewhere (it is now at revision {{current}}; your change was made on revision {{basedOn}}). Nothing was changed: reload it and try again.",
    changedWhileSaving: "This itinerary was changed elsewhere while your change was being saved. Nothing was changed: reload it and try again.",
    regenerationRunning: "A regeneration of this itinerary is already running: wait for it to finish, then try again."
  },
  network: { error: NETWORK_ERROR_MESSAGE }
} as const;
