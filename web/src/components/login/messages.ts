// The login modal's own words, English (the spec's button labels verbatim). Its errors and toasts are
// the login machine's (feedback namespace). Hindi: ../../i18n/hi/login.ts.
export const loginScreenMessages = {
  title: "Login",
  phoneIntro: "Log in or sign up with your mobile number. We will send a 6-digit code by SMS.",
  phoneLabel: "Phone number",
  sendOtp: "Send OTP",
  codeSentTo: "Enter the 6-digit code sent to",
  otpGroup: "One-time password",
  otpDigit: "Digit {{position}} of {{total}}",
  verifyOtp: "Verify OTP",
  changeNumber: "Try different number",
  resendOtp: "Resend OTP",
  welcome: "Welcome! Tell us a little about yourself.",
  nameLabel: "Your name",
  cityLabel: "Your city",
  cityPlaceholder: "Where your trips usually start",
  continue: "Continue"
} as const;
