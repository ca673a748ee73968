import { ActionIcon, Badge, Button, Group, Menu } from "@mantine/core";
import { IconArrowsMove, IconDots, IconNote, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TEXT_GREEN } from "../colours";
import type { Activity, HotelOption, ItineraryDay } from "../types";

/** One activity's changes, in a menu: a phone has no room for four buttons an activity. */
export function ActivityTools({
  activity,
  disabled,
  onRemove,
  onMove,
  onRegenerate,
  onNote
}: {
  activity: Activity;
  disabled: boolean;
  onRemove: () => void;
  onMove: () => void;
  onRegenerate: () => void;
  onNote: () => void;
}) {
  const { t } = useTranslation("refine");
  return (
    <Group className="no-print" gap={4}>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="light" radius="xl" size="lg" disabled={disabled} aria-label={t("activity.menu", { title: activity.title })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={onRemove}>
            {t("activity.remove")}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowsMove size={16} aria-hidden />} onClick={onMove}>
            {t("activity.move")}
          </Menu.Item>
          <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRegenerate}>
            {t("activity.regenerate")}
          </Menu.Item>
          <Menu.Item leftSection={<IconNote size={16} aria-hidden />} onClick={onNote}>
            {t("activity.note")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** A day's changes: write it again (priced) or note it. */
export function DayTools({ day, disabled, onRegenerate, onNote }: { day: ItineraryDay; disabled: boolean; onRegenerate: () => void; onNote: () => void }) {
  const { t } = useTranslation("refine");
  return (
    <Group className="no-print" gap="xs" role="group" aria-label={t("day.menu", { day: day.dayNumber })}>
      <Button size="compact-sm" variant="light" radius="xl" leftSection={<IconRefresh size={14} aria-hidden />} disabled={disabled} onClick={onRegenerate}>
        {t("day.regenerate")}
      </Button>
      <Button size="compact-sm" variant="default" radius="xl" leftSection={<IconNote size={14} aria-hidden />} disabled={disabled} onClick={onNote}>
        {t("day.note")}
      </Button>
    </Group>
  );
}

/** The region's chosen hotel (its first option, the one the costs count), or a button to choose this one. */
export function HotelTools({ hotel, chosen, disabled, onChoose }: { hotel: HotelOption; chosen: boolean; disabled: boolean; onChoose: () => void }) {
  const { t } = useTranslation("refine");
  const region = hotel.region ?? "";
  if (chosen)
    return (
      // Mantine's light green badge reads below WCAG AA's 4.5:1 (axe, issue 17): the itinerary's text green.
      <Badge className="no-print" variant="light" color={TEXT_GREEN} w="fit-content">
        {t("hotel.chosen", { region })}
      </Badge>
    );
  return (
    <Button className="no-print" size="compact-sm" variant="light" radius="xl" w="fit-content" disabled={disabled || !region} onClick={onChoose}>
      {t("hotel.choose")}
    </Button>
  );
}
