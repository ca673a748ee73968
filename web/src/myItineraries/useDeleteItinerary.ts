import { useCallback, useState } from "react";
import { itineraryApi } from "../itinerary/api";
import type { Itinerary } from "../itinerary/types";
import { toast } from "../notifications/toast";
import { myItinerariesMessages } from "./messages";

/** Spec delete: browser confirmation, a spinner on the card's button until done, then the list reloads. */
export function useDeleteItinerary(reload: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = useCallback(
    async (itinerary: Itinerary) => {
      if (!window.confirm(myItinerariesMessages.confirmDelete)) return;
      setDeletingId(itinerary.id);
      try {
        await itineraryApi.remove(itinerary.id);
        toast.success(myItinerariesMessages.deleted);
      } catch {
        // A 401 also logs the traveller out in the API client, and the guard takes them to /.
        toast.error(myItinerariesMessages.deleteFailed);
      } finally {
        setDeletingId(null);
        reload();
      }
    },
    [reload]
  );
  return { deletingId, remove };
}
