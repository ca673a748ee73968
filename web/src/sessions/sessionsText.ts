import i18next from "i18next";
import { registerPageNamespaces } from "../i18n/pageNamespaces";
import { usePageTranslation } from "../i18n/usePageTranslation";
import { sessionsMessages } from "./messages";

// The devices page's words arrive with its chunk, never with the landing page (ADR 0140).
const pending = registerPageNamespaces({ sessions: sessionsMessages }, () => import("../i18n/hi/sessions").then(({ sessionsHi }) => ({ sessions: sessionsHi })));

export const useSessionsText = () => usePageTranslation("sessions", pending).t;
export const sessionsT = i18next.getFixedT(null, "sessions");
