import type { Trip } from "@safarnama/events/itineraries/events"
import type { Resolution } from "../../../domain/knowledge/index.ts"
import type { PlanSources } from "../../../domain/planner/planTrip.ts"
import { ORIGIN_CITIES } from "../../knowledge/originCities.ts"
import { phrasesFor } from "./phrases/phrases.ts"

/**
 * The planner's sources from the bundled data (docs/adr/0190-full-days.md): the guide the trip resolved
 * to, the cities travellers set out from (knowledge/origins) and the plan language's words
 * (offlinePhrases.json). A live source for places no guide covers is another adapter of the same shape.
 */
export const bundledPlanSources = (trip: Trip, resolution: Resolution): PlanSources => ({ resolution, origins: ORIGIN_CITIES, say: phrasesFor(trip) })
