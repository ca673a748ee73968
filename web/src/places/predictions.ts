import type { TripType } from "../itinerary/types";

// Place suggestions from GET /api/places/autocomplete, and the spec's rules for them (section 5).

export interface Prediction {
  description: string;
  place_id: string;
  /** The description's parts, e.g. ["Jaipur", "Rajasthan", "India"]. */
  terms: string[];
}

export const MIN_QUERY_LENGTH = 2;

function termValue(term: unknown): string | null {
  if (typeof term === "string") return term;
  const value = (term as { value?: unknown } | null)?.value;
  return typeof value === "string" ? value : null;
}

/** Accepts terms as `[{ value }]` (the contract) or plain strings; drops anything malformed. */
export function readPredictions(body: unknown): Prediction[] {
  const list = (body as { predictions?: unknown } | null)?.predictions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const { description, place_id, terms } = (item ?? {}) as Record<string, unknown>;
    if (typeof description !== "string" || !description) return [];
    return [
      {
        description,
        place_id: typeof place_id === "string" && place_id ? place_id : description,
        terms: Array.isArray(terms) ? terms.map(termValue).filter((value): value is string => value !== null) : []
      }
    ];
  });
}

/** Spec: the chosen place reads as its first and last terms when it has at least 3, else the description. */
export function displayName(prediction: Prediction): string {
  const { terms } = prediction;
  return terms.length >= 3 ? `${terms[0]}, ${terms[terms.length - 1]}` : prediction.description;
}

/** Spec: domestic when the first suggestion includes India, otherwise international. */
export function tripTypeOf(predictions: readonly Prediction[]): TripType | undefined {
  const first = predictions[0];
  if (!first) return undefined;
  return first.description.includes("India") ? "domestic" : "international";
}
