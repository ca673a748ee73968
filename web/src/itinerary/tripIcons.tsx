import { IconMap, IconWorld } from "@tabler/icons-react";

/** Spec: domestic shows one icon, anything else another. */
export function TripTypeIcon({ type, size = 18 }: { type: string; size?: number }) {
  return type === "domestic" ? (
    <IconMap size={size} aria-label="Domestic" role="img" />
  ) : (
    <IconWorld size={size} aria-label="International" role="img" />
  );
}
