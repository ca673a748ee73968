import { useMachine } from "@xstate/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { itineraryEditMachine, revisionOf } from "../../machines/itineraryEdit.machine";
import { toast } from "../../notifications/toast";
import { sessionStore } from "../../stores/session";
import { itineraryApi } from "../api";
// Registers the `refine` namespace with the itinerary page's own (English at once, Hindi with it).
import "../itineraryText";
import type { Itinerary } from "../types";
import { refineApi } from "./refineApi";

/** The edit machine wired to the API; `onItinerary` hears every new revision the machine adopts. */
export function useItineraryEdit(itinerary: Itinerary, onItinerary: (itinerary: Itinerary) => void) {
  const { t } = useTranslation("refine");
  const listener = useRef(onItinerary);
  listener.current = onItinerary;
  const translate = useRef(t);
  translate.current = t;
  const machine = useMemo(
    () =>
      itineraryEditMachine.provide({
        actors: {
          sendChange: fromPromise(({ input }) => refineApi.change(input.itineraryId, { basedOn: input.basedOn, change: input.change })),
          // The owner reads the plan the way everyone does: the share link always shows the current revision.
          loadItinerary: fromPromise(() => itineraryApi.shared(itinerary.shareUrl)),
          startRegeneration: fromPromise(({ input }) => refineApi.regenerate(input.itineraryId, { basedOn: input.basedOn, target: input.target })),
          pollRegeneration: fromPromise(({ input }) => refineApi.regeneration(input.itineraryId, input.regenerationId))
        },
        actions: {
          itineraryChanged: (_, params) => listener.current(params.itinerary),
          notifySaved: ({ context }) => {
            toast.success(translate.current("saved", { revision: revisionOf(context.itinerary) }), { id: "itinerary-saved" });
            // A regeneration past the included ones took a credit: show the balance the server has now.
            if (context.regeneration?.status === "completed" && context.regeneration.cost > 0)
              void itineraryApi.credits().then((credits) => sessionStore.setCredits(credits), () => undefined);
          }
        }
      }),
    [itinerary.shareUrl]
  );
  const [snapshot, send] = useMachine(machine, { input: { itinerary } });
  return { snapshot, send };
}
