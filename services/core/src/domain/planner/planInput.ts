import type { PlannedJourney } from "../knowledge/journeys.ts"
import type { Resolution } from "../knowledge/index.ts"
import type { OriginCity } from "../knowledge/origin.ts"
import type { Say } from "./words.ts"

/**
 * What the planner plans from (docs/adr/0190-full-days.md): the trip's places and journeys (a guide of
 * the knowledge base, resolved), the cities travellers set out from, and the plan language's words. The
 * adapters behind the knowledge port give them; the planner itself reads nothing.
 */
export interface PlanSources {
  readonly resolution: Resolution
  readonly origins: ReadonlyArray<OriginCity>
  readonly say: Say
}

/**
 * One place of a trip across several (planAcross.ts): where the traveller comes from (the last base of the
 * place before, and the journey from it), whether the trip goes on to another place (no way home at its
 * end), and the places the earlier places already plan.
 */
export interface LegContext {
  readonly arriveFrom?: { readonly region: string; readonly base: string; readonly journey: PlannedJourney }
  readonly goesOn: boolean
  readonly used: Set<string>
}
