import type { RegenerationOverview, RegenerationStatus } from "@safarnama/events/contract/refine"
import type { ItineraryState } from "../../domain/itineraries/decider.ts"
import { allowanceOf, type RegenerationRecord, runningRegeneration } from "../../domain/itineraries/regenerationDecider.ts"

/** A regeneration as the owner sees it (contract: RegenerationStatus). */
export const regenerationStatusOf = (r: RegenerationRecord): RegenerationStatus => ({
  id: r.id,
  status: r.status,
  target: r.target,
  basedOn: r.basedOn,
  cost: r.cost,
  requestedAt: r.requestedAt,
  ...(r.progress && r.status === "running" ? { progress: r.progress } : {}),
  ...(r.revision === undefined ? {} : { revision: r.revision }),
  ...(r.reason === undefined ? {} : { reason: r.reason })
})

export const regenerationOverviewOf = (state: Exclude<ItineraryState, { status: "none" }>): RegenerationOverview => {
  const running = runningRegeneration(state)
  return { allowance: allowanceOf(state.regenerations), ...(running ? { running: regenerationStatusOf(running) } : {}) }
}
