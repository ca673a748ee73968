import type { loginScreenMessages } from "../../components/login/messages";
import type { Translation } from "../translation";

export const loginHi: Translation<typeof loginScreenMessages> = {
  title: "लॉग इन",
  phoneIntro: "अपने मोबाइल नंबर से लॉग इन या साइन अप करें। हम SMS से 6 अंकों का कोड भेजेंगे।",
  phoneLabel: "फ़ोन नंबर",
  sendOtp: "OTP भेजें",
  codeSentTo: "इस नंबर पर भेजा गया 6 अंकों का कोड डालें:",
  otpGroup: "वन-टाइम पासवर्ड (OTP)",
  otpDigit: "{{total}} में से अंक {{position}}",
  verifyOtp: "OTP की पुष्टि करें",
  changeNumber: "दूसरा नंबर डालें",
  resendOtp: "OTP दोबारा भेजें",
  welcome: "स्वागत है! अपने बारे में थोड़ा बताइए।",
  nameLabel: "आपका नाम",
  cityLabel: "आपका शहर",
  cityPlaceholder: "जहाँ से आपकी यात्राएँ अक्सर शुरू होती हैं",
  continue: "आगे बढ़ें"
};
