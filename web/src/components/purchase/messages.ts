// The purchase modal and the local test checkout, English. The flow's errors and toasts are the
// purchase machine's (feedback namespace). Hindi: ../../i18n/hi/purchase.ts.
export const purchaseScreenMessages = {
  title: "Buy credits",
  balance_one: "Current balance: {{count}} credit",
  balance_other: "Current balance: {{count}} credits",
  choosePackage: "Choose a credit package",
  packageCredits: "{{count}} Credits",
  perCredit: "{{price}} per credit",
  spokenPackage: "{{count}} credits for {{price}}",
  spokenInstead: "instead of {{price}}",
  /** The server's discount label ("10% OFF") has this shape; the number is kept, the words translated. */
  discount: "{{percent}}% OFF",
  payAmount: "Pay {{price}}",
  pay: "Pay",
  footnote: "Credits never expire and are added as soon as the payment is confirmed.",
  checkout: {
    title: "Test checkout",
    note: "Local payment gateway: no money moves.",
    item: "{{brand}}: {{count}} credits",
    order: "Order {{id}}",
    pay: "Pay",
    fail: "Fail",
    close: "Close"
  }
} as const;
