import {
  IconBeach,
  IconBuildingBurjAlArab,
  IconBuildingFortress,
  IconMountain,
  IconOm,
  IconPlant,
  IconSailboat,
  IconScubaMask,
  IconSnowflake,
  IconSwimming,
  IconTorii,
  IconTrees
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean }>;

// One recognisable symbol per showcase destination, drawn over its gradient.
export const DESTINATION_ICONS: Record<string, Icon> = {
  Rajasthan: IconBuildingFortress,
  Kerala: IconSailboat,
  "Himachal Pradesh": IconMountain,
  Goa: IconBeach,
  Lakshadweep: IconScubaMask,
  Varanasi: IconOm,
  Switzerland: IconSnowflake,
  Bali: IconPlant,
  Japan: IconTorii,
  Maldives: IconSwimming,
  Dubai: IconBuildingBurjAlArab,
  "New Zealand": IconTrees
};
