import type { ReactNode } from "react";
import type { Itinerary } from "../types";
import EditMode from "./EditMode";
import { useOwnership } from "./useOwnership";

/**
 * Mounts the edit mode around the itinerary's sections when the reader owns the itinerary; anyone else
 * sees `children` as they are. `onItinerary` hears each new revision the owner makes.
 */
export function OwnerEdit({ itinerary, onItinerary, children }: { itinerary: Itinerary; onItinerary: (itinerary: Itinerary) => void; children: ReactNode }) {
  const owner = useOwnership(itinerary.id);
  if (!owner || itinerary.status !== "ready") return children;
  return (
    <EditMode itinerary={itinerary} onItinerary={onItinerary}>
      {children}
    </EditMode>
  );
}
