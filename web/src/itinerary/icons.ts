import {
  type Icon,
  IconBeach,
  IconBed,
  IconBuildingCastle,
  IconBuildingChurch,
  IconBulb,
  IconBus,
  IconCamera,
  IconCar,
  IconCash,
  IconFirstAidKit,
  IconMapPin,
  IconMassage,
  IconMoon,
  IconMountain,
  IconShieldCheck,
  IconShoppingBag,
  IconSun,
  IconToolsKitchen2,
  IconTrees,
  IconUsers,
  IconWalk
} from "@tabler/icons-react";

// Icons chosen by keyword in a title, type or category (presentation only, spec section 2). The first
// rule whose keyword appears wins, so the more specific words come first.

type Rule = [keywords: readonly string[], icon: Icon];

const ACTIVITY_RULES: Rule[] = [
  [["breakfast", "lunch", "dinner", "food", "restaurant", "cafe", "café", "meal", "dining", "street food"], IconToolsKitchen2],
  [["temple", "church", "mosque", "cathedral", "shrine", "monastery", "gurudwara", "ghat"], IconBuildingChurch],
  [["beach", "island", "snorkel", "dive", "boat", "cruise", "lake"], IconBeach],
  [["fort", "palace", "museum", "heritage", "monument", "castle", "historic"], IconBuildingCastle],
  [["trek", "hike", "adventure", "mountain", "safari", "rafting", "ski"], IconMountain],
  [["shop", "market", "bazaar", "mall"], IconShoppingBag],
  [["spa", "ayurveda", "massage", "wellness", "yoga"], IconMassage],
  [["hotel", "check-in", "check in", "check-out", "stay"], IconBed],
  [["transfer", "drive", "flight", "train", "airport", "travel", "transport", "departure", "arrival"], IconCar],
  [["park", "garden", "nature", "forest", "waterfall", "valley"], IconTrees],
  [["night", "evening", "club", "bar"], IconMoon],
  [["walk", "tour", "stroll"], IconWalk],
  [["sightseeing", "view", "photo", "landmark", "attraction"], IconCamera]
];

const TIP_RULES: Rule[] = [
  [["safety", "security", "scam", "emergency"], IconShieldCheck],
  [["money", "currency", "budget", "cash", "payment", "tipping", "cost"], IconCash],
  [["health", "medical", "water", "vaccin"], IconFirstAidKit],
  [["culture", "etiquette", "custom", "dress", "local"], IconUsers],
  [["weather", "climate", "season", "pack"], IconSun],
  [["transport", "getting around", "travel", "taxi"], IconBus]
];

function pick(rules: Rule[], fallback: Icon, ...texts: (string | undefined)[]): Icon {
  const haystack = texts.filter(Boolean).join(" ").toLowerCase();
  return rules.find(([keywords]) => keywords.some((keyword) => haystack.includes(keyword)))?.[1] ?? fallback;
}

// A hot month's midday rest at the stay (type "rest"): matched by its type, since "rest" is inside "forest".
export const activityIcon = (type?: string, title?: string): Icon => (type === "rest" ? IconBed : pick(ACTIVITY_RULES, IconMapPin, type, title));

export const dayIcon = (theme?: string): Icon => pick(ACTIVITY_RULES, IconMapPin, theme);

export const tipIcon = (category?: string): Icon => pick(TIP_RULES, IconBulb, category);
