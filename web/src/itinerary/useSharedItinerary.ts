import { useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { itineraryApi } from "./api";
import type { Itinerary } from "./types";

export type SharedState =
  | { kind: "loading" }
  | { kind: "loaded"; itinerary: Itinerary }
  | { kind: "notFound" }
  | { kind: "failed" };

/** GET /api/itinerary/shared/{shareUrl}: no login needed. */
export function useSharedItinerary(shareUrl: string): SharedState {
  const [state, setState] = useState<SharedState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    itineraryApi
      .shared(shareUrl)
      .then((itinerary) => setState({ kind: "loaded", itinerary }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && (error.status === 404 || error.status === 400) ? { kind: "notFound" } : { kind: "failed" });
      });
    return () => controller.abort();
  }, [shareUrl]);
  return state;
}
