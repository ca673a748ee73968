import type { layoutMessages } from "../../components/messages";
import type { Translation } from "../translation";

export const layoutHi: Translation<typeof layoutMessages> = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  nav: {
    main: "मुख्य",
    mobile: "मोबाइल",
    home: "होम",
    makeItinerary: "यात्रा योजना बनाएँ",
    myItineraries: "मेरी यात्रा योजनाएँ",
    sessions: "लॉग इन वाले डिवाइस"
  },
  login: "लॉग इन",
  logout: "लॉग आउट",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  closeDialog: "बंद करें",
  brandHome: "{{brand}} होम",
  accountMenu: "{{name}} का अकाउंट मेन्यू",
  loadingPage: "पेज लोड हो रहा है",
  credits_one: "{{count}} क्रेडिट",
  credits_other: "{{count}} क्रेडिट",
  creditsButton_one: "{{count}} क्रेडिट। क्रेडिट खरीदें",
  creditsButton_other: "{{count}} क्रेडिट। क्रेडिट खरीदें",
  language: {
    label: "भाषा",
    switchTo: "भाषा बदलें:"
  },
  footer: {
    tagline: "AI से बनी दिन-ब-दिन यात्रा योजनाएँ, भारत और दुनिया भर की यात्राओं के लिए।",
    quickLinks: "ज़रूरी लिंक",
    legal: "कानूनी",
    terms: "सेवा की शर्तें",
    privacy: "गोपनीयता नीति",
    refunds: "रद्दीकरण और रिफ़ंड",
    support: "सहायता",
    hours: "सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे (IST) तक",
    followUs: "हमें फ़ॉलो करें",
    social: "{{network}} पर {{brand}}",
    copyright: "© {{year}} {{brand}}। सर्वाधिकार सुरक्षित। सभी कीमतें भारतीय रुपये (INR) में।"
  },
  routeError: {
    title: "ऐप में अनपेक्षित गड़बड़ी!",
    fallback: "कुछ गड़बड़ हो गई।",
    hint: "कृपया होम पेज पर वापस जाएँ और फिर से कोशिश करें।",
    home: "होम पर वापस जाएँ"
  }
};
