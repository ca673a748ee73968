import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Activity, ItineraryDay } from "../types";
import { CLOCK_TIME, INSTRUCTION_MAX, NOTE_MAX } from "./limits";
import type { RegenerationPrice } from "./useRegenerationPrice";

function FormButtons({ onCancel, submit, disabled }: { onCancel: () => void; submit: string; disabled?: boolean }) {
  const { t } = useTranslation("refine");
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" disabled={disabled}>
        {submit}
      </Button>
    </Group>
  );
}

/** Another day (any of the plan's) and/or another start time. */
export function MoveForm(props: {
  days: readonly ItineraryDay[];
  day: ItineraryDay;
  activity: Activity;
  onSubmit: (toDay: number, time: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("refine");
  const [toDay, setToDay] = useState(String(props.day.dayNumber));
  const [time, setTime] = useState(props.activity.time ?? "");
  const valid = CLOCK_TIME.test(time);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) props.onSubmit(Number(toDay), time);
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t("move.day")}
          value={toDay}
          onChange={(event) => setToDay(event.currentTarget.value)}
          data={props.days.map((day) => ({ value: String(day.dayNumber), label: t("move.dayOption", { day: day.dayNumber }) }))}
        />
        <TextInput
          label={t("move.time")}
          type="time"
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          error={time && !valid ? t("move.timeInvalid") : undefined}
          required
        />
        <FormButtons onCancel={props.onCancel} submit={t("move.submit")} disabled={!valid} />
      </Stack>
    </form>
  );
}

export function NoteForm({ initial, onSubmit, onCancel }: { initial: string; onSubmit: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation("refine");
  const [text, setText] = useState(initial);
  const usable = text.trim().length > 0 && text.trim().length <= NOTE_MAX;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (usable) onSubmit(text.trim());
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t("note.label")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          rows={4}
          description={t("note.counter", { count: text.length, max: NOTE_MAX })}
          data-autofocus
        />
        <FormButtons onCancel={onCancel} submit={t("note.submit")} disabled={!usable} />
      </Stack>
    </form>
  );
}

/** An optional instruction, and what the regeneration costs, shown before the owner confirms. */
export function RegenerateForm(props: {
  intro: string;
  price: RegenerationPrice;
  onSubmit: (instruction: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("refine");
  const [instruction, setInstruction] = useState("");
  const { price } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (price.kind === "known" && price.affordable) props.onSubmit(instruction.trim() || undefined);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{props.intro}</Text>
        <Textarea
          label={t("regenerate.instruction")}
          placeholder={t("regenerate.instructionPlaceholder")}
          value={instruction}
          onChange={(event) => setInstruction(event.currentTarget.value)}
          maxLength={INSTRUCTION_MAX}
          rows={3}
          description={t("regenerate.counter", { count: instruction.length, max: INSTRUCTION_MAX })}
        />
        <PriceLine price={price} />
        <FormButtons onCancel={props.onCancel} submit={t("regenerate.confirm")} disabled={!(price.kind === "known" && price.affordable)} />
      </Stack>
    </form>
  );
}

function PriceLine({ price }: { price: RegenerationPrice }) {
  const { t } = useTranslation("refine");
  if (price.kind === "loading") return <Text size="sm" c="dimmed">{t("regenerate.checkingPrice")}</Text>;
  if (price.kind === "unavailable")
    return (
      <Text size="sm" c="red" role="alert">
        {t("regenerate.priceUnavailable")}
      </Text>
    );
  const { allowance, balance, affordable } = price;
  return (
    <Stack gap={2} data-testid="regeneration-price">
      <Text size="sm" fw={700}>
        {allowance.nextCost === 0
          ? t("regenerate.free", { count: Math.max(0, allowance.included - allowance.used), included: allowance.included })
          : t("regenerate.costs", { count: allowance.nextCost })}
      </Text>
      {allowance.nextCost > 0 ? (
        <Text size="sm" c={affordable ? "dimmed" : "red"}>
          {t("regenerate.balance", { count: balance })} {affordable ? "" : t("regenerate.short")}
        </Text>
      ) : null}
    </Stack>
  );
}
