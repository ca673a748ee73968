import { layoutMessages } from "../components/messages";
import { destinationMessages, landingMessages } from "../landing/messages";
import { loginScreenMessages } from "../components/login/messages";
import { purchaseScreenMessages } from "../components/purchase/messages";
import { optionMessages, tripFormScreenMessages } from "../tripForm/messages";
import { policyMessages } from "../policies/messages";
import { feedbackMessages } from "./feedbackMessages";
import { destinationsHi } from "./hi/destinations";
import { feedbackHi } from "./hi/feedback";
import { loginHi } from "./hi/login";
import { policiesHi } from "./hi/policies";
import { purchaseHi } from "./hi/purchase";
import { optionsHi, tripFormHi } from "./hi/tripForm";
import { landingHi } from "./hi/landing";
import { layoutHi } from "./hi/layout";

// Every namespace in both languages. English modules live next to the components that show them (the
// spec's strings stay where the tests look for them); Hindi ones in ./hi. Adding a namespace here is
// what puts it under the coverage test.
export const resources = {
  en: { layout: layoutMessages, landing: landingMessages, destinations: destinationMessages, feedback: feedbackMessages, login: loginScreenMessages, purchase: purchaseScreenMessages,
    tripForm: tripFormScreenMessages,
    options: optionMessages,
    policies: policyMessages
  },
  hi: { layout: layoutHi, landing: landingHi, destinations: destinationsHi, feedback: feedbackHi, login: loginHi, purchase: purchaseHi, tripForm: tripFormHi, options: optionsHi, policies: policiesHi }
} as const;

export type Namespace = keyof (typeof resources)["en"];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
