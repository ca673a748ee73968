import { Chip, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Interest } from "../itinerary/types";
import type { Option } from "./options";

export interface InterestChipsProps {
  options: readonly Option<Interest>[];
  selected: readonly Interest[];
  onToggle: (id: Interest) => void;
}

/** The interests offered for the chosen trip type; any number may be picked. */
export function InterestChips({ options, selected, onToggle }: InterestChipsProps) {
  const { t } = useTranslation("options");
  const { t: tForm } = useTranslation("tripForm");
  return (
    <Group gap="xs" role="group" aria-label={tForm("interests.label")}>
      {options.map((option) => (
        <Chip key={option.id} checked={selected.includes(option.id)} onChange={() => onToggle(option.id)} radius="xl">
          {t(`interest.${option.id}`)}
        </Chip>
      ))}
    </Group>
  );
}
