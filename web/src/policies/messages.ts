// The policy pages' frame, support block and the cancellation and refunds policy, English (verbatim from
// the pages they came from). Hindi: ../i18n/hi/policies.ts. The Terms and Privacy bodies are namespaces of
// their own, loaded with their pages (bodyMessages.ts).
export const policyMessages = {
  backHome: "Back to Home",
  lastUpdated: "Last updated: {{date}}",
  support: {
    writeTo: "Write to us at",
    or: " or ",
    hours: "Support hours: {{hours}}. We reply within 24 hours."
  },
  refunds: {
    title: "Cancellation and Refunds Policy",
    intro: "This policy explains how credit purchases on {{brand}} work and what happens when a payment goes wrong.",
    purchases: {
      heading: "Credit Purchases",
      finalLead: "Final sale",
      final: "all credit purchases are final and non-refundable.",
      transferLead: "Non-transferable",
      transfer: "credits are non-transferable and cannot be converted to money or cash.",
      expiryLead: "No expiry",
      expiry: "credits do not expire; use them whenever you plan your next trip.",
      activationLead: "Immediate activation",
      activation: "credits activate immediately after a successful payment."
    },
    failed: {
      heading: "Failed or Interrupted Payments",
      takenLead: "Payment taken, no credits",
      taken:
        "if money was taken from your account but the credits were not added, they are credited to your account automatically within 24 hours.",
      doubleLead: "Double charges",
      double:
        "if you were charged twice for the same purchase, the duplicate payment is reversed by the payment gateway to your original payment method."
    },
    termination: {
      heading: "Account Termination",
      text: "If your account is terminated, any unused credits are forfeited. Itineraries you have already generated remain accessible."
    },
    contact: { heading: "Contact and Support" }
  }
} as const;
