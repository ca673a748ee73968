import { Combobox, Loader, TextInput, type TextInputProps, useCombobox } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TripType } from "../itinerary/types";
import { fetchPredictions, newSessionToken, placesAvailable } from "./placesApi";
import { displayName, MIN_QUERY_LENGTH, type Prediction, tripTypeOf } from "./predictions";

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export interface PickedPlace {
  /** What the field now shows (spec display rule). */
  text: string;
  prediction: Prediction;
  /** Spec India rule, from the first suggestion; only for fields that ask for it. */
  tripType?: TripType;
}

export interface LocationAutocompleteProps extends Omit<TextInputProps, "value" | "onChange" | "rightSection"> {
  value: string;
  /** Every keystroke: free text is a valid answer too. */
  onChange: (text: string) => void;
  onPick?: (place: PickedPlace) => void;
  /** The destination field sets the trip type from the suggestions; the origin field does not. */
  detectTripType?: boolean;
}

/**
 * A text field offering place suggestions from 2 typed characters (debounced, one session token per
 * typing session). Without the places endpoint it is a plain text field.
 */
export function LocationAutocomplete({
  value,
  onChange,
  onPick,
  detectTripType = false,
  ...inputProps
}: LocationAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [loading, setLoading] = useState(false);
  const { t } = useTranslation("tripForm");
  const [query, setQuery] = useState<string | null>(null);
  const sessionToken = useRef<string | null>(null);
  // The store object changes identity on every render; the effect below must not re-run for that.
  const openDropdown = useRef(combobox.openDropdown);
  openDropdown.current = combobox.openDropdown;

  useEffect(() => {
    const input = query?.trim() ?? "";
    if (query === null || input.length < MIN_QUERY_LENGTH || !placesAvailable()) {
      setPredictions((current) => (current.length === 0 ? current : []));
      setLoading(false);
      return;
    }
    sessionToken.current ??= newSessionToken();
    const token = sessionToken.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetchPredictions(input, token, controller.signal)
        .then((found) => {
          setPredictions(found);
          if (found.length > 0) openDropdown.current();
        })
        .catch(() => {
          if (!controller.signal.aborted) setPredictions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (placeId: string) => {
    const prediction = predictions.find((candidate) => candidate.place_id === placeId);
    if (!prediction) return;
    const text = displayName(prediction);
    const tripType = detectTripType ? tripTypeOf(predictions) : undefined;
    onChange(text);
    onPick?.({ text, prediction, ...(tripType ? { tripType } : {}) });
    // The session ends with a choice; the next keystroke starts a new one.
    sessionToken.current = null;
    setQuery(null);
    setPredictions([]);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false} hideDetached={false}>
      <Combobox.Target>
        <TextInput
          {...inputProps}
          value={value}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setQuery(event.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (predictions.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={loading ? <Loader size={16} aria-label={t("destination.loadingSuggestions")} /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={predictions.length === 0}>
        <Combobox.Options>
          {predictions.map((prediction) => (
            <Combobox.Option value={prediction.place_id} key={prediction.place_id}>
              {prediction.description}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
