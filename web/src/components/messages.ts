// The app shell's words (header, menus, footer, page loader, language switch), English. The Hindi
// is in ../i18n/hi/layout.ts; components read both through i18next's "layout" namespace.
export const layoutMessages = {
  skipToContent: "Skip to content",
  nav: {
    main: "Main",
    mobile: "Mobile",
    home: "Home",
    makeItinerary: "Make Itinerary",
    myItineraries: "My Itineraries",
    sessions: "Signed-in devices"
  },
  login: "Login",
  logout: "Logout",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** A dialog's close button (an icon): axe's button-name rule, and screen readers, need its name. */
  closeDialog: "Close",
  brandHome: "{{brand}} home",
  accountMenu: "Account menu for {{name}}",
  loadingPage: "Loading page",
  credits_one: "{{count}} Credit",
  credits_other: "{{count}} Credits",
  creditsButton_one: "{{count}} credit. Buy credits",
  creditsButton_other: "{{count}} credits. Buy credits",
  language: {
    /** The switch's group name for screen readers. */
    label: "Language",
    /** Said before the other language's own name, which is shown in that language. */
    switchTo: "Switch language to"
  },
  footer: {
    tagline: "Day-by-day travel itineraries planned by AI, for trips across India and around the world.",
    quickLinks: "Quick Links",
    legal: "Legal",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    refunds: "Cancellation & Refunds",
    support: "Support",
    hours: "Monday to Friday, 9 AM to 6 PM IST",
    followUs: "Follow us",
    social: "{{brand}} on {{network}}",
    copyright: "© {{year}} {{brand}}. All rights reserved. Prices in Indian Rupees (INR)."
  },
  routeError: {
    title: "Unexpected Application Error!",
    fallback: "Something went wrong.",
    hint: "Please go back to the home page and try again.",
    home: "Back to Home"
  }
} as const;
