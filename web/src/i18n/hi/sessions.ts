import type { sessionsMessages } from "../../sessions/messages";
import type { Translation } from "../translation";

export const sessionsHi: Translation<typeof sessionsMessages> = {
  heading: "लॉग इन वाले डिवाइस",
  intro: "आप इन डिवाइस पर लॉग इन हैं। जो डिवाइस अब इस्तेमाल नहीं करते या खो गया है, उसे साइन आउट करें।",
  loading: "आपके डिवाइस लोड हो रहे हैं...",
  loadFailed: "आपके डिवाइस लोड नहीं हो सके",
  tryAgain: "फिर से कोशिश करें",
  thisDevice: "यह डिवाइस",
  lastUsed: "आख़िरी इस्तेमाल {{date}}",
  signedIn: "लॉग इन {{date}}",
  signOut: "साइन आउट",
  signOutDevice: "{{device}} साइन आउट करें",
  signedOut: "{{device}} साइन आउट हो गया",
  signOutFailed: "वह डिवाइस साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।",
  logOutAll: "सभी डिवाइस से लॉग आउट करें",
  logOutAllHint: "हर सेशन ख़त्म होगा, यह भी: आप नए कोड से फिर लॉग इन करेंगे।",
  confirmLogOutAll: "सभी डिवाइस से लॉग आउट करें, इस डिवाइस समेत?"
};
