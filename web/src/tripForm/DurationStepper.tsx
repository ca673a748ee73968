import { ActionIcon, Group, Text, TextInput } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_DURATION, MIN_DURATION } from "./rules";

export interface DurationStepperProps {
  days: number;
  onType: (text: string) => void;
  onIncrement: () => void;
  onDecrement: () => void;
}

/** 1 to 30 days: minus is disabled at 1, plus at 30, and typed values outside that are ignored. */
export function DurationStepper({ days, onType, onIncrement, onDecrement }: DurationStepperProps) {
  const [text, setText] = useState(String(days));
  const { t } = useTranslation("tripForm", { keyPrefix: "duration" });
  useEffect(() => setText(String(days)), [days]);
  return (
    <Group gap="sm" wrap="nowrap">
      <ActionIcon
        size="xl"
        radius="xl"
        variant="light"
        aria-label={t("fewer")}
        disabled={days <= MIN_DURATION}
        onClick={onDecrement}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <TextInput
        aria-label={t("input")}
        inputMode="numeric"
        w={72}
        styles={{ input: { textAlign: "center", fontSize: 18, fontWeight: 600 } }}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onType(event.currentTarget.value);
        }}
        // An ignored value must not stay on screen: show the duration the form really has.
        onBlur={() => setText(String(days))}
      />
      <ActionIcon
        size="xl"
        radius="xl"
        variant="light"
        aria-label={t("more")}
        disabled={days >= MAX_DURATION}
        onClick={onIncrement}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
      <Text fw={500}>{t("unit", { count: days })}</Text>
    </Group>
  );
}
