import { useCallback } from "react";
import { useGoToProtected } from "../routes/navigation";
import { useIsGenerating } from "../stores/generating";
import { landingMessages } from "./messages";
import { type PlanningChoice, rememberPlanningChoice } from "./planningChoice";

export const GENERATION_IN_PROGRESS_LABEL = landingMessages.generationInProgress;

/**
 * What every landing button does: remember the choice for the trip form, then go to /make-itinerary,
 * or open the login modal when logged out. Only one generation runs at a time, so while one runs the
 * buttons are disabled.
 */
export function useStartPlanning(): { startPlanning: (choice?: PlanningChoice) => void; generating: boolean } {
  const goToProtected = useGoToProtected();
  const generating = useIsGenerating();
  const startPlanning = useCallback(
    (choice: PlanningChoice = {}) => {
      if (generating) return;
      rememberPlanningChoice(choice);
      goToProtected("/make-itinerary");
    },
    [generating, goToProtected]
  );
  return { startPlanning, generating };
}
