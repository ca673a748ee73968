// The main journey's words in each language, as the reader sees them: the login, the purchase and the trip form.
// Shared by the journeys that walk it (languages-and-axe.spec.ts, keyboard-journey.spec.ts).
export const JOURNEY_WORDS = {
  en: {
    hero: "Your Perfect Trip, Planned by AI",
    plan: "Make Your Itinerary Now",
    phone: "Phone number",
    send: "Send OTP",
    sent: "OTP sent successfully!",
    digit1: "Digit 1 of 6",
    verify: "Verify OTP",
    name: "Your name",
    city: "Your city",
    continue: "Continue",
    form: "Trip request",
    buy: "Buy Credits",
    purchaseTitle: "Buy credits",
    pay: /^Pay ₹/,
    checkoutPay: "Pay",
    purchased: "Credits purchased successfully!"
  },
  hi: {
    hero: "आपकी परफ़ेक्ट यात्रा, AI की योजना से",
    plan: "अभी अपनी यात्रा योजना बनाएँ",
    phone: "फ़ोन नंबर",
    send: "OTP भेजें",
    sent: "OTP भेज दिया गया!",
    digit1: "6 में से अंक 1",
    verify: "OTP की पुष्टि करें",
    name: "आपका नाम",
    city: "आपका शहर",
    continue: "आगे बढ़ें",
    form: "यात्रा का अनुरोध",
    buy: "क्रेडिट ख़रीदें",
    purchaseTitle: "क्रेडिट ख़रीदें",
    pay: /का भुगतान करें$/,
    checkoutPay: "भुगतान करें",
    purchased: "क्रेडिट सफलतापूर्वक ख़रीद लिए गए!"
  }
} as const
