import type { feedbackMessages } from "../feedbackMessages";
import type { Translation } from "../translation";

export const feedbackHi: Translation<typeof feedbackMessages> = {
  login: {
    invalidPhone: "कृपया सही 10 अंकों का फ़ोन नंबर डालें",
    invalidOtp: "कृपया सही 6 अंकों का OTP डालें",
    missingName: "कृपया अपना नाम डालें",
    missingLocation: "कृपया अपना शहर डालें",
    missingToken: "ऑथेंटिकेशन टोकन नहीं मिला",
    tooManyAttempts: "बहुत ज़्यादा कोशिशें हो गईं। कृपया दोबारा कोशिश करने से पहले 30 सेकंड रुकें।",
    sendFailed: "OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    verifyFailed: "OTP की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।",
    saveFailed: "आपकी जानकारी सेव नहीं हो सकी। कृपया फिर से कोशिश करें।",
    authExpired: "लॉग इन की अवधि ख़त्म हो गई। कृपया फिर से लॉग इन करें।",
    verificationSetupFailed: "वेरिफ़िकेशन शुरू नहीं हो सका।",
    codeSent: "OTP भेज दिया गया!",
    verified: "पुष्टि हो गई!",
    welcomeBack: "फिर से स्वागत है!",
    welcomeNew: "{{brand}} में आपका स्वागत है!",
    waitBeforeRetry: "कृपया दोबारा कोशिश करने से पहले {{seconds}} सेकंड रुकें।",
    retryIn: "{{seconds}} सेकंड में दोबारा कोशिश करें",
    resendIn: "{{seconds}} सेकंड में दोबारा भेजें"
  },
  purchase: {
    orderFailed: "ऑर्डर नहीं बन सका",
    invalidResponse: "पेमेंट का जवाब सही नहीं है",
    verificationFailed: "पेमेंट की पुष्टि नहीं हो सकी। कृपया सहायता टीम से संपर्क करें।",
    paymentFailed: "पेमेंट नहीं हो सका। कृपया फिर से कोशिश करें।",
    purchased: "क्रेडिट सफलतापूर्वक ख़रीद लिए गए!"
  },
  tripForm: {
    missingDestination: "कृपया मंज़िल चुनें",
    missingInterests: "कृपया कम से कम एक रुचि चुनें",
    needCredits: "आपको {{n}} क्रेडिट चाहिए। कृपया और क्रेडिट ख़रीदें।"
  },
  generation: {
    generated: "यात्रा योजना तैयार हो गई!",
    generateFailed: "यात्रा योजना नहीं बन सकी",
    failedBanner: "योजना नहीं बन सकी",
    tookTooLong: "यात्रा योजना बनने में उम्मीद से काफ़ी ज़्यादा समय लग रहा है।"
  },
  remaining: {
    calculating: "अनुमान लगाया जा रहा है...",
    done: "हो गया",
    almostDone: "बस होने वाला है...",
    under30: "30 सेकंड से कम",
    underMinute: "एक मिनट से कम",
    aboutMinutes: "लगभग {{minutes}} मिनट"
  },
  list: {
    loading: "आपकी यात्रा योजनाएँ लोड हो रही हैं...",
    loadFailed: "यात्रा योजनाएँ लोड नहीं हो सकीं",
    networkError: "नेटवर्क में गड़बड़ी। कृपया अपना इंटरनेट कनेक्शन जाँचें।",
    retrying: "नेटवर्क में गड़बड़ी। फिर से कोशिश कर रहे हैं..."
  },
  myItineraries: {
    heading: "मेरी यात्रा योजनाएँ",
    createNew: "नई यात्रा योजना बनाएँ",
    emptyTitle: "अभी कोई यात्रा योजना नहीं",
    emptyText: "आपने अभी तक कोई यात्रा योजना नहीं बनाई है। अपने अगले सफ़र की योजना बनाना शुरू करें!",
    createFirst: "अपनी पहली यात्रा योजना बनाएँ",
    generating: "AI आपकी यात्रा योजना बना रहा है...",
    generationFailed: "योजना नहीं बन सकी",
    confirmDelete: "क्या आप सच में यह यात्रा योजना हटाना चाहते हैं?",
    deleted: "यात्रा योजना हटा दी गई",
    deleteFailed: "यात्रा योजना हटाई नहीं जा सकी"
  },
  edit: {
    failed: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    staleRevision:
      "यह यात्रा-योजना कहीं और बदल दी गई है (अब यह संस्करण {{current}} पर है; आपका बदलाव संस्करण {{basedOn}} पर किया गया था)। कुछ भी नहीं बदला: इसे फिर से लोड करके दोबारा कोशिश करें।",
    changedWhileSaving: "आपका बदलाव सेव हो ही रहा था कि यह यात्रा-योजना कहीं और बदल दी गई। कुछ भी नहीं बदला: इसे फिर से लोड करके दोबारा कोशिश करें।",
    regenerationRunning: "इस यात्रा-योजना को फिर से बनाने का काम पहले से चल रहा है: उसके पूरा होने तक रुकें, फिर दोबारा कोशिश करें।"
  },
  network: { error: "नेटवर्क में गड़बड़ी। कृपया अपना इंटरनेट कनेक्शन जाँचें।" }
};
