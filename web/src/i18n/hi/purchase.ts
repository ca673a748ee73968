import type { purchaseScreenMessages } from "../../components/purchase/messages";
import type { Translation } from "../translation";

export const purchaseHi: Translation<typeof purchaseScreenMessages> = {
  title: "क्रेडिट ख़रीदें",
  balance_one: "मौजूदा बैलेंस: {{count}} क्रेडिट",
  balance_other: "मौजूदा बैलेंस: {{count}} क्रेडिट",
  choosePackage: "क्रेडिट पैकेज चुनें",
  packageCredits: "{{count}} क्रेडिट",
  perCredit: "{{price}} प्रति क्रेडिट",
  spokenPackage: "{{price}} में {{count}} क्रेडिट",
  spokenInstead: "{{price}} की जगह",
  discount: "{{percent}}% छूट",
  payAmount: "{{price}} का भुगतान करें",
  pay: "भुगतान करें",
  footnote: "क्रेडिट की कोई समय-सीमा नहीं होती, और पेमेंट की पुष्टि होते ही वे जुड़ जाते हैं।",
  checkout: {
    title: "टेस्ट चेकआउट",
    note: "लोकल पेमेंट गेटवे: असली पैसे नहीं कटते।",
    item: "{{brand}}: {{count}} क्रेडिट",
    order: "ऑर्डर {{id}}",
    pay: "भुगतान करें",
    fail: "फ़ेल करें",
    close: "बंद करें"
  }
};
