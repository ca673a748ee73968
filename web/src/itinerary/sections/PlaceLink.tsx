import { Anchor } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useItineraryText } from "../itineraryText";
import { mapsSearchUrl } from "../maps";
import { PlanText } from "./PlanText";

/** A place name (the plan's text) that opens a maps search for it (name plus address or region) in a new tab. */
export function PlaceLink({ name, near, children }: { name: string; near?: string | undefined; children?: ReactNode }) {
  const t = useItineraryText();
  return (
    <Anchor href={mapsSearchUrl(name, near)} target="_blank" rel="noopener noreferrer" fw={600} inherit>
      <PlanText>{children ?? name}</PlanText> <IconExternalLink size={13} aria-label={t("details.opensMaps")} role="img" />
    </Anchor>
  );
}
