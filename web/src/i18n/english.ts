import { loginScreenMessages } from "../components/login/messages";
import { layoutMessages } from "../components/messages";
import { purchaseScreenMessages } from "../components/purchase/messages";
import { destinationMessages, landingMessages } from "../landing/messages";
import { policyMessages } from "../policies/messages";
import { optionMessages, tripFormScreenMessages } from "../tripForm/messages";

/**
 * The English namespaces the screens render, bundled with the app. The `feedback` namespace (the
 * machines' messages) is not here: English readers see the machines' own text, and gathering it would
 * pull every machine into the landing page's first bundle. It comes with the other languages.
 */
export const englishResources = {
  layout: layoutMessages,
  landing: landingMessages,
  destinations: destinationMessages,
  login: loginScreenMessages,
  purchase: purchaseScreenMessages,
  tripForm: tripFormScreenMessages,
  options: optionMessages,
  policies: policyMessages
} as const;
