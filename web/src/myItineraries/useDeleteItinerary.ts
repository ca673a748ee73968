import { useCallback, useState } from "react";
import { itineraryApi } from "../itinerary/api";
import type { Itinerary } from "../itinerary/types";
import { toast } from "../notifications/toast";
import { myItinerariesT } from "./myItinerariesText";

/** Spec delete: browser confirmation, a spinner on the card's button until done, then the list reloads. */
export function useDeleteItinerary(reload: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = useCallback(
    async (itinerary: Itinerary) => {
      if (!window.confirm(myItinerariesT("confirmDelete"))) return;
      setDeletingId(itinerary.id);
      try {
        await itineraryApi.remove(itinerary.id);
        toast.success(myItinerariesT("deleted"));
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
