import type { refineMessages } from "../../itinerary/edit/messages";
import type { Translation } from "../translation";

export const refineHi: Translation<typeof refineMessages> = {
  edit: "बदलें",
  doneEditing: "बदलाव पूरे हुए",
  editing: "संस्करण {{revision}} में बदलाव",
  undo: "पहले जैसा करें",
  undoHint: "संस्करण {{revision}} वापस लाएँ",
  history: "इतिहास",
  compare: "तुलना करें",
  saving: "आपका बदलाव सेव हो रहा है...",
  saved: "संस्करण {{revision}} के रूप में सेव हुआ",
  activity: {
    menu: "'{{title}}' बदलें",
    remove: "हटाएँ",
    move: "खिसकाएँ",
    regenerate: "यह गतिविधि फिर से बनाएँ",
    note: "नोट जोड़ें"
  },
  move: {
    title: "'{{title}}' खिसकाएँ",
    day: "दिन",
    dayOption: "दिन {{day}}",
    time: "समय",
    submit: "खिसकाएँ",
    timeInvalid: "24 घंटे वाला समय लिखें, जैसे 14:30"
  },
  note: {
    dayTitle: "दिन {{day}} के लिए नोट",
    activityTitle: "'{{title}}' के लिए नोट",
    label: "नोट",
    counter: "{{max}} में से {{count}} अक्षर",
    submit: "नोट सेव करें"
  },
  day: {
    menu: "दिन {{day}} बदलें",
    regenerate: "दिन फिर से बनाएँ",
    note: "इस दिन में नोट जोड़ें"
  },
  regenerate: {
    dayTitle: "दिन {{day}} फिर से बनाएँ",
    activityTitle: "'{{title}}' फिर से बनाएँ",
    replaceIntro: "हमारा लेखक इसी समय के लिए कोई दूसरी गतिविधि सुझाएगा।",
    dayIntro: "हमारा लेखक यह दिन फिर से बनाएगा; बाक़ी दिन वैसे ही रहेंगे और उनकी जगहें दोहराई नहीं जाएँगी।",
    instruction: "क्या अलग होना चाहिए? (वैकल्पिक)",
    instructionPlaceholder: "ज़्यादा बीच, कम मंदिर",
    counter: "{{max}} में से {{count}} अक्षर",
    free: "मुफ़्त ({{included}} में से {{count}} बाक़ी)",
    costs_one: "{{count}} क्रेडिट लगेगा",
    costs_other: "{{count}} क्रेडिट लगेंगे",
    balance_one: "आपके पास {{count}} क्रेडिट है।",
    balance_other: "आपके पास {{count}} क्रेडिट हैं।",
    short: "क्रेडिट कम हैं: फिर से बनाने के लिए और क्रेडिट ख़रीदें।",
    checkingPrice: "क़ीमत देखी जा रही है...",
    priceUnavailable: "क़ीमत नहीं देखी जा सकी। थोड़ी देर बाद कोशिश करें।",
    confirm: "फिर से बनाएँ",
    progress: "फिर से बन रहा है: {{total}} में से {{done}}",
    section: "{{section}} लिखा जा रहा है",
    starting: "फिर से बनाना शुरू हो रहा है..."
  },
  hotel: {
    choose: "यह होटल चुनें",
    chosen: "{{region}} के लिए चुना गया"
  },
  conflict: {
    title: "यह यात्रा-योजना कहीं और बदली गई है",
    reload: "फिर से लोड करें",
    kept: "आपका बदलाव रखा हुआ है: इसे मौजूदा संस्करण पर फिर भेजें, या हटा दें।",
    retry: "मेरा बदलाव फिर भेजें",
    discard: "मेरा बदलाव हटाएँ"
  },
  refused: {
    title: "बदलाव नहीं हुआ",
    reasons: "क्यों",
    dismiss: "ठीक है"
  },
  failed: {
    title: "आपका बदलाव सेव नहीं हुआ",
    retry: "फिर कोशिश करें",
    dismiss: "बंद करें"
  },
  historyPanel: {
    title: "संस्करणों का इतिहास",
    revision: "संस्करण {{revision}}",
    current: "मौजूदा",
    restore: "वापस लाएँ",
    by: "{{by}} द्वारा",
    loading: "इतिहास लोड हो रहा है...",
    failed: "इतिहास लोड नहीं हो सका।"
  },
  comparePanel: {
    title: "संस्करणों की तुलना",
    from: "इससे",
    to: "इससे तुलना",
    revisionOption: "संस्करण {{revision}}",
    show: "तुलना करें",
    loading: "तुलना हो रही है...",
    failed: "संस्करणों की तुलना नहीं हो सकी।",
    same: "ये संस्करण एक जैसे हैं।",
    day: "दिन {{day}}",
    unchangedDay: "कोई बदलाव नहीं",
    added: "जोड़ा गया",
    removed: "हटाया गया",
    moved: "खिसकाया गया या समय बदला",
    movedEntry: "{{title}}: दिन {{fromDay}} {{fromTime}} → {{toTime}}",
    notes: "नोट बदले गए",
    hotels: "होटल",
    hotelEntry: "{{region}}: {{from}} की जगह {{to}}",
    costs: "ख़र्च",
    cost: {
      accommodation: "ठहरना",
      food: "खाना",
      activities: "गतिविधियाँ",
      total: "कुल"
    }
  },
  cancel: "रद्द करें"
};
