import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { listenToGeneration } from "../generation/generationEvents";
import { useSession } from "../stores/session";
import { itineraryApi } from "./api";
import type { Itinerary } from "./types";

/**
 * The itinerary the page shows, kept current while it is being written (docs/adr/0180-draft-first-generation.md):
 * when the reader is logged in (the server's event stream is the owner's), every `draft`, `completed` and
 * `failed` event fetches the shared itinerary again, so the draft's days give way to the AI's as they
 * arrive, then the finished plan (or the failure) replaces the draft. Anyone else sees the plan as it
 * was when the page loaded. The setter is the owner's edits' (a new revision replaces the plan).
 */
export function useLiveItinerary(shareUrl: string, loaded: Itinerary): [Itinerary, Dispatch<SetStateAction<Itinerary>>] {
  const [itinerary, setItinerary] = useState(loaded);
  const { token } = useSession();
  const generating = itinerary.status === "generating";
  const id = itinerary.id;
  useEffect(() => {
    if (!generating || !token) return;
    let live = true;
    let fetching = false;
    let again = false;
    // One fetch at a time: events that arrive meanwhile (a reconnected stream replays them all) make one more.
    const refresh = () => {
      if (fetching) {
        again = true;
        return;
      }
      fetching = true;
      itineraryApi
        .shared(shareUrl)
        .then((next) => live && setItinerary(next))
        .catch(() => undefined)
        .finally(() => {
          fetching = false;
          if (live && again) {
            again = false;
            refresh();
          }
        });
    };
    // The stream stays open after the outcome: should the fetch still find the plan generating (the read
    // side may lag behind the stream a moment), the browser reconnects, hears the outcome again and this
    // fetches again. Once the plan is no longer generating, this effect's cleanup closes it.
    const close = listenToGeneration(id, token, (event) => {
      if (event.type !== "progress") refresh();
    });
    return () => {
      live = false;
      close();
    };
  }, [generating, token, id, shareUrl]);
  return [itinerary, setItinerary];
}
