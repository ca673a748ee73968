import { useEffect } from "react";
import { useGeneratingItineraries } from "../stores/generating";

/**
 * Keeps generations tracked on every page (a reload, or a generation started in another tab). The
 * trackers and XState load only when something is generating, so the landing page stays light.
 */
export function GenerationTracking() {
  const tracking = useGeneratingItineraries().length > 0;
  useEffect(() => {
    if (tracking) void import("./trackers").then((trackers) => trackers.ensureGenerationTracking());
  }, [tracking]);
  return null;
}
