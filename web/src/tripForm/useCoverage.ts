import { useEffect, useState } from "react";
import type { TripType } from "../itinerary/types";
import { type Coverage, fetchCoverage } from "./coverageApi";

/** Asked once typing pauses this long, so a traveller typing "Jaipur" is not answered for "Ja". */
export const COVERAGE_DELAY_MS = 350;

export type CoverageState =
  | { readonly status: "idle" }
  | { readonly status: "checking"; readonly destination: string }
  | { readonly status: "known"; readonly coverage: Coverage }
  /** The server could not be asked: the form does not block (the server still refuses what it cannot plan). */
  | { readonly status: "unknown" };

/** What we can plan for the destination and trip type as the form holds them, asked again when either changes. */
export function useCoverage(destination: string, destinationType: TripType): CoverageState {
  const [state, setState] = useState<CoverageState>({ status: "idle" });
  useEffect(() => {
    const text = destination.trim();
    if (text === "") {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "checking", destination: text });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCoverage(text, destinationType, controller.signal)
        .then((coverage) => setState({ status: "known", coverage }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "unknown" });
        });
    }, COVERAGE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [destination, destinationType]);
  return state;
}

/** Whether the form may be sent: not while we know we cannot plan it. */
export const coverageAllowsSubmit = (state: CoverageState): boolean => state.status !== "known" || state.coverage.covered;
