// The signed-in devices page (docs/adr/0230-sessions.md): our own words, the spec is silent on it.
export const sessionsMessages = {
  heading: "Signed-in devices",
  intro: "You are logged in on these devices. Sign out any device you no longer use or have lost.",
  loading: "Loading your devices...",
  loadFailed: "Could not load your devices",
  tryAgain: "Try again",
  thisDevice: "This device",
  lastUsed: "Last used {{date}}",
  signedIn: "Logged in {{date}}",
  signOut: "Sign out",
  signOutDevice: "Sign out {{device}}",
  signedOut: "{{device}} is signed out",
  signOutFailed: "Could not sign that device out. Please try again.",
  logOutAll: "Log out of all devices",
  logOutAllHint: "Ends every session, this one too: you log in again with a new code.",
  confirmLogOutAll: "Log out of all devices, this one included?"
} as const;
