import type { myItinerariesScreenMessages } from "../../myItineraries/messages";
import type { Translation } from "../translation";

export const myItinerariesHi: Translation<typeof myItinerariesScreenMessages> = {
  heading: "मेरी यात्रा योजनाएँ",
  createNew: "नई यात्रा योजना बनाएँ",
  emptyTitle: "अभी कोई यात्रा योजना नहीं",
  emptyText: "आपने अभी तक कोई यात्रा योजना नहीं बनाई है। अपने अगले सफ़र की योजना बनाना शुरू करें!",
  createFirst: "अपनी पहली यात्रा योजना बनाएँ",
  generating: "AI आपकी यात्रा योजना बना रहा है...",
  generationFailed: "योजना नहीं बन सकी",
  confirmDelete: "क्या आप सच में यह यात्रा योजना हटाना चाहते हैं?",
  deleted: "यात्रा योजना हटा दी गई",
  deleteFailed: "यात्रा योजना हटाई नहीं जा सकी",
  loading: "आपकी यात्रा योजनाएँ लोड हो रही हैं...",
  loadFailed: "यात्रा योजनाएँ लोड नहीं हो सकीं",
  networkError: "नेटवर्क में गड़बड़ी। कृपया अपना इंटरनेट कनेक्शन जाँचें।",
  retrying: "नेटवर्क में गड़बड़ी। फिर से कोशिश कर रहे हैं...",
  tryAgain: "फिर से कोशिश करें",
  retry: "दोबारा कोशिश करें",
  dismiss: "हटाएँ",
  progressLabel: "{{destination}} की योजना बनने की प्रगति",
  created: "{{date}} को बनाई गई",
  preview: "देखें",
  share: "शेयर करें",
  delete: "मिटाएँ",
  deleteLabel: "{{destination}} की योजना मिटाएँ",
  days_one: "{{count}} दिन",
  days_other: "{{count}} दिन"
};
