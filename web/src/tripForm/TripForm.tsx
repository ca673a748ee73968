import { Alert, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconHome, IconSparkles } from "@tabler/icons-react";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../i18n/languages";
import { localize } from "../i18n/localize";
import { useLanguage } from "../i18n/useLanguage";
import type { TripType } from "../itinerary/types";
import { canSubmit, PLAN_LANGUAGES, type TripFormInput, type TripRequestDraft, tripFormMachine } from "../machines/tripForm.machine";
import { LocationAutocomplete } from "../places/LocationAutocomplete";
import { CreditsBanner } from "./CreditsBanner";
import { DestinationPicker } from "./DestinationPicker";
import { DurationStepper } from "./DurationStepper";
import { FormSection } from "./FormSection";
import { InterestChips } from "./InterestChips";
import { tripFormScreenMessages } from "./messages";
import { OptionCards } from "./OptionCards";
import {
  ACCOMMODATIONS,
  BUDGET_BANDS,
  DIETARY,
  INTERESTS,
  TRANSPORTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  TRIP_TYPES
} from "./options";
import { creditsRequired, yearOptions } from "./rules";
import { TravelMonthFields } from "./TravelMonthFields";
import { CoverageNote } from "./CoverageNote";
import { coverageAllowsSubmit, useCoverage } from "./useCoverage";

export const SUBMIT_LABEL = tripFormScreenMessages.submit;
export const GENERATING_ELSEWHERE_LABEL = tripFormScreenMessages.generatingElsewhere;

export interface TripFormProps {
  input: TripFormInput;
  loggedIn: boolean;
  credits: number;
  generating: boolean;
  onLogin: () => void;
  onBuyCredits: () => void;
  onSubmit: (request: TripRequestDraft) => void;
}

/** The trip request, section by section in the spec's order. The rules live in tripForm.machine.ts. */
export function TripForm({ input, loggedIn, credits, generating, onLogin, onBuyCredits, onSubmit }: TripFormProps) {
  // The machine outlives renders; it must always call the latest callbacks.
  const callbacks = useRef({ onLogin, onBuyCredits, onSubmit });
  const { t } = useTranslation("tripForm");
  const { t: option } = useTranslation("options");
  const { rupees, language } = useLanguage();
  callbacks.current = { onLogin, onBuyCredits, onSubmit };
  const [machine] = useState(() =>
    tripFormMachine.provide({
      actions: {
        openLogin: () => callbacks.current.onLogin(),
        openPurchase: () => callbacks.current.onBuyCredits(),
        // After the form's own transition: submitting starts another actor and navigates away.
        submitRequest: (_, { request }) => queueMicrotask(() => callbacks.current.onSubmit(request))
      }
    })
  );
  // The plan is written in the page's language unless the traveller picks another (issue 17).
  const [snapshot, send] = useMachine(machine, { input: { language, ...input } });
  const { fields, error } = snapshot.context;

  useEffect(() => send({ type: "SESSION_CHANGED", loggedIn, credits }), [send, loggedIn, credits]);
  useEffect(() => send({ type: "GENERATING_CHANGED", generating }), [send, generating]);
  useEffect(() => send({ type: "PAGE_LANGUAGE_CHANGED", value: language }), [send, language]);

  const years = useMemo(() => yearOptions(input.now), [input.now]);
  const required = creditsRequired(fields.duration);
  const type = fields.destinationType;
  // What we can plan for the destination, before the traveller pays; a trip we cannot plan is not sent.
  const coverage = useCoverage(fields.destination, type);
  const [switched, setSwitched] = useState<{ destination: string; type: TripType } | undefined>();
  useEffect(() => {
    // "Goa" picked as international: said, and the trip type corrected.
    if (coverage.status !== "known" || coverage.coverage.covered || coverage.coverage.otherType === undefined) return;
    const to = coverage.coverage.otherType.destinationType;
    setSwitched({ destination: coverage.coverage.destination, type: to });
    send({ type: "TYPE_CHANGED", value: to });
  }, [coverage, send]);
  const blocked = !canSubmit(snapshot.context) || snapshot.matches("submitted") || !coverageAllowsSubmit(coverage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("formLabel")}>
      <Stack gap="md">
        <CreditsBanner required={required} available={credits} onBuy={onBuyCredits} />

        <FormSection title={t("origin.title")}>
          <LocationAutocomplete
            label={t("origin.label")}
            placeholder={t("origin.placeholder")}
            value={fields.origin}
            onChange={(value) => send({ type: "ORIGIN_CHANGED", value })}
            leftSection={<IconHome size={18} aria-hidden />}
          />
        </FormSection>

        <FormSection title={t("destination.title")}>
          <DestinationPicker
            value={fields.destination}
            onType={(value) => send({ type: "DESTINATION_CHANGED", value })}
            onPick={(value, tripType) => send({ type: "DESTINATION_PICKED", value, ...(tripType ? { tripType } : {}) })}
          />
          {switched && switched.destination === fields.destination.trim() && switched.type === type && (
            <Text size="sm" role="status">
              {t("coverage.otherType", { destination: switched.destination, type: option(`tripType.${switched.type}`) })}
            </Text>
          )}
          <CoverageNote state={coverage} onPick={(value, tripType) => send({ type: "DESTINATION_PICKED", value, tripType })} />
        </FormSection>

        <FormSection title={t("tripType.title")}>
          <SegmentedControl
            aria-label={t("tripType.title")}
            fullWidth
            radius="xl"
            data={TRIP_TYPES.map(({ id }) => ({ value: id, label: option(`tripType.${id}`) }))}
            value={type}
            onChange={(value) => send({ type: "TYPE_CHANGED", value: value as TripType })}
          />
        </FormSection>

        <FormSection title={t("duration.title")} hint={t("duration.hint")}>
          <DurationStepper
            days={fields.duration}
            onType={(value) => send({ type: "DURATION_TYPED", value })}
            onIncrement={() => send({ type: "DURATION_INCREMENTED" })}
            onDecrement={() => send({ type: "DURATION_DECREMENTED" })}
          />
        </FormSection>

        <FormSection title={t("when.title")}>
          <TravelMonthFields
            month={fields.month}
            year={fields.year}
            years={years}
            onMonth={(value) => send({ type: "CHOICE_CHANGED", field: "month", value })}
            onYear={(value) => send({ type: "YEAR_CHANGED", value })}
          />
        </FormSection>

        <FormSection title={t("travellingWith.title")}>
          <OptionCards
            label={t("travellingWith.label")}
            group="travellingWith"
            options={TRAVELLING_WITH}
            value={fields.travellingWith}
            cols={{ base: 1, sm: 2 }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "travellingWith", value })}
          />
        </FormSection>

        <FormSection title={t("budget.title")} hint={t("budget.hint")}>
          <OptionCards
            label={t("budget.label")}
            group="budget"
            options={BUDGET_BANDS[type]}
            value={fields.budget}
            detail={(option) => {
              const band = BUDGET_BANDS[type].find((candidate) => candidate.id === option.id);
              if (!band) return undefined;
              const from = rupees(band.from);
              return band.to === undefined ? t("budget.from", { from }) : t("budget.range", { from, to: rupees(band.to) });
            }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "budget", value })}
          />
        </FormSection>

        <FormSection title={t("interests.title")} hint={t("interests.hint")}>
          <InterestChips
            options={INTERESTS[type]}
            selected={fields.interests}
            onToggle={(id) => send({ type: "INTEREST_TOGGLED", id })}
          />
        </FormSection>

        <FormSection title={t("travelStyle.title")}>
          <OptionCards
            label={t("travelStyle.title")}
            group="travelStyle"
            options={TRAVEL_STYLES}
            value={fields.travelStyle}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "travelStyle", value })}
          />
        </FormSection>

        <FormSection title={t("accommodation.title")}>
          <OptionCards
            label={t("accommodation.title")}
            group="accommodation"
            options={ACCOMMODATIONS}
            value={fields.accommodation}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "accommodation", value })}
          />
        </FormSection>

        <FormSection title={t("transport.title")}>
          <OptionCards
            label={t("transport.title")}
            group="transportation"
            options={TRANSPORTS}
            value={fields.transportation}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "transportation", value })}
          />
        </FormSection>

        <FormSection title={t("dietary.title")}>
          <OptionCards
            label={t("dietary.title")}
            group="dietary"
            options={DIETARY}
            value={fields.dietaryRestrictions}
            cols={{ base: 2, sm: 5 }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "dietaryRestrictions", value })}
          />
        </FormSection>

        <FormSection title={t("planLanguage.title")} hint={t("planLanguage.hint")}>
          <SegmentedControl
            aria-label={t("planLanguage.title")}
            fullWidth
            radius="xl"
            // Each language by its own name, as the language switch offers it.
            data={PLAN_LANGUAGES.map((id) => ({ value: id, label: <span lang={id}>{LANGUAGE_NAMES[id]}</span> }))}
            value={fields.language}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "language", value })}
          />
        </FormSection>

        {error && (
          <Alert color="red" variant="light" role="alert" radius="md">
            {localize(error)}
          </Alert>
        )}

        {/* Disabled for assistive technology and to the eye, yet still pressable, so that a press can say
            what is missing (spec messages) or open the purchase dialog instead of doing nothing. */}
        <Button
          type="submit"
          size="lg"
          radius="xl"
          fullWidth
          leftSection={generating ? undefined : <IconSparkles size={20} aria-hidden />}
          {...(blocked ? { "data-disabled": true, "aria-disabled": true } : {})}
        >
          {generating ? t("generatingElsewhere") : t("submit")}
        </Button>
      </Stack>
    </form>
  );
}
