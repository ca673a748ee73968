import { ActionIcon, Group, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_DURATION, MIN_DURATION } from "./rules";

const STEP_KEYS: Record<string, "up" | "down" | "first" | "last"> = { ArrowUp: "up", ArrowDown: "down", Home: "first", End: "last" };

export interface DurationStepperProps {
  days: number;
  onType: (text: string) => void;
  onIncrement: () => void;
  onDecrement: () => void;
}

/**
 * 1 to 30 days: minus is disabled at 1, plus at 30, and typed values outside that are ignored. The field
 * is a spinbutton (ARIA's pattern: Up and Down arrows step, Home and End go to the ends) that says its
 * value with the unit ("5 days"), and a polite live region repeats it when it changes, so a screen reader
 * on the minus or plus button hears the new length too.
 */
export function DurationStepper({ days, onType, onIncrement, onDecrement }: DurationStepperProps) {
  const [text, setText] = useState(String(days));
  const { t } = useTranslation("tripForm", { keyPrefix: "duration" });
  useEffect(() => setText(String(days)), [days]);
  const valueText = `${days} ${t("unit", { count: days })}`;
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
        role="spinbutton"
        aria-valuenow={days}
        aria-valuemin={MIN_DURATION}
        aria-valuemax={MAX_DURATION}
        aria-valuetext={valueText}
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
        onKeyDown={(event) => {
          const step = STEP_KEYS[event.key];
          if (!step) return;
          event.preventDefault();
          if (step === "up" && days < MAX_DURATION) onIncrement();
          if (step === "down" && days > MIN_DURATION) onDecrement();
          if (step === "first") onType(String(MIN_DURATION));
          if (step === "last") onType(String(MAX_DURATION));
        }}
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
      <Text fw={500} aria-hidden>
        {t("unit", { count: days })}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {valueText}
      </VisuallyHidden>
    </Group>
  );
}
