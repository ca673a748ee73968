import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { onRefreshNeeded, takeRefreshNeeded } from "../generation/refreshFlag";
import { onItineraryReady, reportItineraries } from "../generation/trackers";
import { itineraryApi } from "../itinerary/api";
import type { Itinerary } from "../itinerary/types";
import { itineraryListMachine } from "../machines/itineraryList.machine";
import { toast } from "../notifications/toast";

/** The list machine wired to the API, the trackers, toasts and the refresh flag. */
export function useItineraryList(generating: boolean, onUnauthorized: () => void) {
  const leave = useRef(onUnauthorized);
  leave.current = onUnauthorized;
  const [machine] = useState(() =>
    itineraryListMachine.provide({
      actors: { fetchItineraries: fromPromise<readonly Itinerary[]>(() => itineraryApi.myItineraries()) },
      actions: {
        // Outside this machine's transition: the trackers may start actors of their own.
        reportList: (_, { itineraries }) => queueMicrotask(() => reportItineraries(itineraries)),
        warnRetrying: (_, { message }) => toast.warning(message, { id: "list-network-retry" }),
        leave: () => leave.current()
      }
    })
  );
  const [snapshot, send] = useMachine(machine, { input: { generating } });

  useEffect(() => send({ type: "GENERATING_CHANGED", generating }), [send, generating]);
  useEffect(() => {
    // This visit loads the list anyway; the flag only matters while the page is open.
    takeRefreshNeeded();
    const stopFlag = onRefreshNeeded(() => {
      takeRefreshNeeded();
      send({ type: "REFRESH" });
    });
    const stopReady = onItineraryReady((itinerary) => send({ type: "ITINERARY_READY", itinerary }));
    return () => {
      stopFlag();
      stopReady();
    };
  }, [send]);

  return {
    itineraries: snapshot.context.itineraries,
    error: snapshot.context.error,
    loading: snapshot.matches("fetching") && snapshot.context.itineraries === null && snapshot.context.error === null,
    refresh: () => send({ type: "REFRESH" })
  };
}
