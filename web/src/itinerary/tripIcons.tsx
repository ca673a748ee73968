import { IconMap, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Spec: domestic shows one icon, anything else another; named as the trip form names the trip type. */
export function TripTypeIcon({ type, size = 18 }: { type: string; size?: number }) {
  const { t } = useTranslation("options");
  return type === "domestic" ? (
    <IconMap size={size} aria-label={t("tripType.domestic")} role="img" />
  ) : (
    <IconWorld size={size} aria-label={t("tripType.international")} role="img" />
  );
}
