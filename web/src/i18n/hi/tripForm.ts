import type { optionMessages, tripFormScreenMessages } from "../../tripForm/messages";
import type { Translation } from "../translation";

export const tripFormHi: Translation<typeof tripFormScreenMessages> = {
  formLabel: "यात्रा का अनुरोध",
  pageTitle: "अपनी यात्रा योजना बनाएँ",
  personalTitle: "{{name}}, चलिए आपकी यात्रा की योजना बनाते हैं!",
  intro: "अपनी यात्रा के बारे में बताइए, और हमारा AI दिन-ब-दिन की योजना लिख देगा।",
  origin: { title: "आप कहाँ से शुरू कर रहे हैं?", label: "शुरुआत का शहर", placeholder: "आपका शहर" },
  destination: {
    title: "आप कहाँ जाना चाहते हैं?",
    label: "मंज़िल",
    placeholder: "शहर, इलाक़ा या देश",
    popularIndia: "भारत में लोकप्रिय",
    popularAbroad: "विदेश में लोकप्रिय",
    loadingSuggestions: "सुझाव लोड हो रहे हैं"
  },
  coverage: {
    checking: "{{destination}} के लिए हम क्या योजना बना सकते हैं, यह देख रहे हैं…",
    covered: "{{destination}} की योजना हम {{guide}} की अपनी जाँची हुई गाइड से बनाते हैं: {{count}} इलाक़ों में {{places}} जाँची हुई जगहें।",
    coveredFocus: "{{destination}} की योजना हम {{guide}} की अपनी जाँची हुई गाइड से, {{region}} में ठहरकर, बनाते हैं: {{count}} इलाक़ों में {{places}} जाँची हुई जगहें।",
    areas: "इलाक़े: {{areas}}",
    live: "{{destination}} की योजना हम Google Maps को मिली जगहों और रास्तों से बनाते हैं: {{count}} इलाक़ों में {{places}} जगहें, हर एक की जाँच हमारी गाइडों की तरह।",
    across: "{{destination}} की योजना हम {{count}} जाँची हुई गाइडों से एक ही यात्रा के रूप में बनाते हैं, उनके बीच के सफ़र के साथ: {{places}} जाँची हुई जगहें।",
    acrossArea: "{{destination}} की योजना हम उतनी जाँची हुई गाइडों से बनाते हैं जितनी इसके दिनों में समाएँ, हर एक में लगभग तीन दिन, उनके बीच के सफ़र के साथ: {{count}} गाइडों में {{places}} जाँची हुई जगहें।",
    acrossRoute: "गाइड: {{guides}}",
    otherType: "{{destination}} एक {{type}} यात्रा है: हमने यात्रा का प्रकार {{type}} कर दिया है।",
    notYet: "अभी नहीं: {{destination}} की योजना हम जाँची हुई जगहों से नहीं बना सकते, इसलिए इसके लिए कोई क्रेडिट नहीं लगेगा।",
    nearest: "इसके पास, जिनकी गाइड हमारे पास है:",
    pickCovered: "ऊपर दी गई लोकप्रिय जगहों में से कोई चुनें, या कोई और जगह लिखें।"
  },
  tripType: { title: "यात्रा का प्रकार" },
  duration: {
    title: "कितने दिन की यात्रा?",
    hint: "1 से 30 दिन; हर 7 दिन पर 1 क्रेडिट लगता है।",
    fewer: "दिन घटाएँ",
    more: "दिन बढ़ाएँ",
    input: "यात्रा कितने दिन की है",
    unit_one: "दिन",
    unit_other: "दिन"
  },
  when: { title: "आप कब यात्रा कर रहे हैं?", month: "महीना", year: "साल" },
  travellingWith: { title: "आप किसके साथ जा रहे हैं?", label: "साथ में कौन" },
  budget: {
    title: "आपका बजट कितना है?",
    hint: "प्रति व्यक्ति, प्रति दिन, रुपयों में।",
    label: "बजट",
    range: "{{from}} - {{to}} प्रति दिन",
    from: "{{from}}+ प्रति दिन"
  },
  interests: { title: "आपकी रुचि किसमें है?", hint: "कम से कम एक चुनें।", label: "रुचियाँ" },
  travelStyle: { title: "घूमने का अंदाज़" },
  accommodation: { title: "ठहरने की जगह" },
  transport: { title: "आने-जाने का साधन" },
  dietary: { title: "खाने की पसंद" },
  planLanguage: { title: "योजना की भाषा", hint: "आपकी यात्रा-योजना इसी भाषा में लिखी जाएगी।" },
  credits: {
    required: "ज़रूरी क्रेडिट: {{count}}",
    available_one: "उपलब्ध: {{count}} क्रेडिट",
    available_other: "उपलब्ध: {{count}} क्रेडिट",
    short_one: " ({{count}} क्रेडिट कम)",
    short_other: " ({{count}} क्रेडिट कम)",
    buy: "क्रेडिट ख़रीदें"
  },
  submit: "मेरी यात्रा योजना बनाएँ",
  generatingElsewhere: "आपकी दूसरी यात्रा योजना बन रही है..."
};

export const optionsHi: Translation<typeof optionMessages> = {
  tripType: { domestic: "देश में", international: "विदेश" },
  travelStyle: { relaxed: "आराम से, सुकून से", moderate: "संतुलित", intense: "रोमांच से भरपूर" },
  accommodation: { budget: "किफ़ायती", "mid-range": "आरामदायक होटल", luxury: "लग्ज़री रिसॉर्ट" },
  transportation: { public: "सार्वजनिक", private: "निजी", mixed: "दोनों" },
  interest: {
    temples: "मंदिर",
    culture: "संस्कृति",
    nature: "प्रकृति",
    food: "खाना",
    adventure: "रोमांच",
    shopping: "ख़रीदारी",
    beaches: "समुद्र तट",
    ayurveda: "आयुर्वेद",
    landmarks: "मशहूर जगहें",
    nightlife: "नाइटलाइफ़",
    attractions: "आकर्षण"
  },
  travellingWith: {
    "solo - 1 adult": "अकेले - 1 वयस्क",
    "couple - 2 adults": "जोड़ा - 2 वयस्क",
    "family - 2 adults and 1 child": "परिवार - 2 वयस्क और 1 बच्चा",
    "friends - 5 adults": "दोस्त - 5 वयस्क",
    "business - 3 adults": "बिज़नेस - 3 वयस्क"
  },
  dietary: { none: "कोई नहीं", vegetarian: "शाकाहारी", vegan: "वीगन", halal: "हलाल", "gluten-free": "ग्लूटेन-फ़्री" },
  budget: { budget: "किफ़ायती", "mid-range": "मध्यम", luxury: "लग्ज़री" }
};
