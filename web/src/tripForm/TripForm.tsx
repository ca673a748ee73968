import { Alert, Button, SegmentedControl, Stack } from "@mantine/core";
import { IconHome, IconSparkles } from "@tabler/icons-react";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { TripType } from "../itinerary/types";
import { canSubmit, type TripFormInput, type TripRequestDraft, tripFormMachine } from "../machines/tripForm.machine";
import { LocationAutocomplete } from "../places/LocationAutocomplete";
import { CreditsBanner } from "./CreditsBanner";
import { DestinationPicker } from "./DestinationPicker";
import { DurationStepper } from "./DurationStepper";
import { FormSection } from "./FormSection";
import { InterestChips } from "./InterestChips";
import { OptionCards } from "./OptionCards";
import { TravelMonthFields } from "./TravelMonthFields";
import {
  ACCOMMODATIONS,
  BUDGET_BANDS,
  budgetBandText,
  DIETARY,
  INTERESTS,
  TRANSPORTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH,
  TRIP_TYPES
} from "./options";
import { creditsRequired, yearOptions } from "./rules";

export const SUBMIT_LABEL = "Generate My Itinerary";
export const GENERATING_ELSEWHERE_LABEL = "Generating your other itinerary...";

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
  const [snapshot, send] = useMachine(machine, { input });
  const { fields, error } = snapshot.context;

  useEffect(() => send({ type: "SESSION_CHANGED", loggedIn, credits }), [send, loggedIn, credits]);
  useEffect(() => send({ type: "GENERATING_CHANGED", generating }), [send, generating]);

  const years = useMemo(() => yearOptions(input.now), [input.now]);
  const required = creditsRequired(fields.duration);
  const type = fields.destinationType;
  const blocked = !canSubmit(snapshot.context) || snapshot.matches("submitted");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "SUBMIT" });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Trip request">
      <Stack gap="md">
        <CreditsBanner required={required} available={credits} onBuy={onBuyCredits} />

        <FormSection title="Where are you starting from?">
          <LocationAutocomplete
            label="Origin city"
            placeholder="Your city"
            value={fields.origin}
            onChange={(value) => send({ type: "ORIGIN_CHANGED", value })}
            leftSection={<IconHome size={18} aria-hidden />}
          />
        </FormSection>

        <FormSection title="Where do you want to go?">
          <DestinationPicker
            value={fields.destination}
            onType={(value) => send({ type: "DESTINATION_CHANGED", value })}
            onPick={(value, tripType) => send({ type: "DESTINATION_PICKED", value, ...(tripType ? { tripType } : {}) })}
          />
        </FormSection>

        <FormSection title="Trip type">
          <SegmentedControl
            aria-label="Trip type"
            fullWidth
            radius="xl"
            data={TRIP_TYPES.map((option) => ({ value: option.id, label: option.label }))}
            value={type}
            onChange={(value) => send({ type: "TYPE_CHANGED", value: value as TripType })}
          />
        </FormSection>

        <FormSection title="How many days?" hint="1 to 30 days; every 7 days cost 1 credit.">
          <DurationStepper
            days={fields.duration}
            onType={(value) => send({ type: "DURATION_TYPED", value })}
            onIncrement={() => send({ type: "DURATION_INCREMENTED" })}
            onDecrement={() => send({ type: "DURATION_DECREMENTED" })}
          />
        </FormSection>

        <FormSection title="When are you travelling?">
          <TravelMonthFields
            month={fields.month}
            year={fields.year}
            years={years}
            onMonth={(value) => send({ type: "CHOICE_CHANGED", field: "month", value })}
            onYear={(value) => send({ type: "YEAR_CHANGED", value })}
          />
        </FormSection>

        <FormSection title="Who are you travelling with?">
          <OptionCards
            label="Travelling with"
            options={TRAVELLING_WITH}
            value={fields.travellingWith}
            cols={{ base: 1, sm: 2 }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "travellingWith", value })}
          />
        </FormSection>

        <FormSection title="What's your budget?" hint="Per person, per day, in rupees.">
          <OptionCards
            label="Budget"
            options={BUDGET_BANDS[type]}
            value={fields.budget}
            detail={(option) => {
              const band = BUDGET_BANDS[type].find((candidate) => candidate.id === option.id);
              return band && budgetBandText(band);
            }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "budget", value })}
          />
        </FormSection>

        <FormSection title="What interests you?" hint="Pick at least one.">
          <InterestChips
            options={INTERESTS[type]}
            selected={fields.interests}
            onToggle={(id) => send({ type: "INTEREST_TOGGLED", id })}
          />
        </FormSection>

        <FormSection title="Travel style">
          <OptionCards
            label="Travel style"
            options={TRAVEL_STYLES}
            value={fields.travelStyle}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "travelStyle", value })}
          />
        </FormSection>

        <FormSection title="Accommodation">
          <OptionCards
            label="Accommodation"
            options={ACCOMMODATIONS}
            value={fields.accommodation}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "accommodation", value })}
          />
        </FormSection>

        <FormSection title="Transport">
          <OptionCards
            label="Transport"
            options={TRANSPORTS}
            value={fields.transportation}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "transportation", value })}
          />
        </FormSection>

        <FormSection title="Dietary preference">
          <OptionCards
            label="Dietary preference"
            options={DIETARY}
            value={fields.dietaryRestrictions}
            cols={{ base: 2, sm: 5 }}
            onChange={(value) => send({ type: "CHOICE_CHANGED", field: "dietaryRestrictions", value })}
          />
        </FormSection>

        {error && (
          <Alert color="red" variant="light" role="alert" radius="md">
            {error}
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
          {generating ? GENERATING_ELSEWHERE_LABEL : SUBMIT_LABEL}
        </Button>
      </Stack>
    </form>
  );
}
