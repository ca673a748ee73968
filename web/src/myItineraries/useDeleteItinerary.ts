import { useCallback, useState } from "react";
import { itineraryApi } from "../itinerary/api";
import type { Itinerary } from "../itinerary/types";
import { i18n } from "../i18n/i18n";
import { formatTravelDates } from "../i18n/format";
import { isLanguage } from "../i18n/languages";
import { toast } from "../notifications/toast";
import { myItinerariesT } from "./myItinerariesText";

/** The trip in a line, as its card heads it: "Goa · 3 days · December 2026". */
export function tripLine(itinerary: Pick<Itinerary, "destination" | "duration" | "travelDates">): string {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const dates = itinerary.travelDates ? formatTravelDates(language, itinerary.travelDates) : "";
  return [itinerary.destination, myItinerariesT("days", { count: itinerary.duration }), dates].filter(Boolean).join(" · ");
}

/**
 * Spec delete: browser confirmation, a spinner on the card's button until done, then the list reloads.
 * The confirmation and the success toast name the trip under the spec's words: a traveller with three Goa
 * plans knows which one goes.
 */
export function useDeleteItinerary(reload: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = useCallback(
    async (itinerary: Itinerary) => {
      const trip = tripLine(itinerary);
      if (!window.confirm(`${myItinerariesT("confirmDelete")}\n\n${trip}`)) return;
      setDeletingId(itinerary.id);
      try {
        await itineraryApi.remove(itinerary.id);
        toast.success(myItinerariesT("deleted"), { title: trip });
      } catch {
        // A 401 also logs the traveller out in the API client, and the guard takes them to /.
        toast.error(myItinerariesT("deleteFailed"));
      } finally {
        setDeletingId(null);
        reload();
      }
    },
    [reload]
  );
  return { deletingId, remove };
}
