import { lazy, type ReactNode, Suspense } from "react";
import type { Itinerary } from "../types";
import { useOwnership } from "./useOwnership";

// The edit mode's code is fetched only for the owner: a guest on a shared link never downloads it.
const EditMode = lazy(() => import("./EditMode"));

/**
 * Mounts the edit mode around the itinerary's sections when the reader owns the itinerary; anyone else
 * sees `children` as they are. `onItinerary` hears each new revision the owner makes.
 */
export function OwnerEdit({ itinerary, onItinerary, children }: { itinerary: Itinerary; onItinerary: (itinerary: Itinerary) => void; children: ReactNode }) {
  const owner = useOwnership(itinerary.id);
  if (!owner || itinerary.status !== "ready") return children;
  return (
    <Suspense fallback={children}>
      <EditMode itinerary={itinerary} onItinerary={onItinerary}>
        {children}
      </EditMode>
    </Suspense>
  );
}
