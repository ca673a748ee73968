import { useEffect, useState } from "react";
import { useSession } from "../../stores/session";
import { refineApi } from "./refineApi";

/**
 * Whether the reader owns this itinerary. The web does not know owners; the server answers the history
 * only to the owner (404 to anyone else, docs/adr/0130-refine-itinerary.md), so that answer decides.
 */
export function useOwnership(itineraryId: string): boolean {
  const { isLoggedIn, user } = useSession();
  const [owner, setOwner] = useState(false);
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another traveller logging in on this device must be asked again.
  useEffect(() => {
    setOwner(false);
    if (!isLoggedIn) return;
    let live = true;
    refineApi.history(itineraryId).then(
      () => live && setOwner(true),
      () => undefined
    );
    return () => {
      live = false;
    };
  }, [itineraryId, isLoggedIn, userId]);
  return owner;
}
