import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { Effect } from "effect"
import { Knowledge } from "../../adapters/knowledge/Knowledge.ts"
import { phrasesFor } from "../../adapters/writer/offline/phrases/phrases.ts"
import { markFacts } from "../../domain/itineraries/factMarks.ts"
import { groundingOf } from "../../domain/itineraries/groundedChecks.ts"

/**
 * The itinerary with its facts marked as the knowledge base knows them now (docs/adr/0160-honest-facts.md):
 * each cost a published price (with its date) or an estimate, each sight with unchecked hours saying so.
 * Generations are marked when written; marking again when served also covers days an owner changed or
 * regenerated, plans saved before the marks, and a fee sourced since.
 */
export const withFactMarks = <I extends Itinerary>(itinerary: I): Effect.Effect<I, never, Knowledge> =>
  Effect.map(Knowledge, (knowledge) => {
    if (!itinerary.content) return itinerary
    const grounding = groundingOf(knowledge.resolve(itinerary.destination, itinerary.destinationType), knowledge)
    return { ...itinerary, content: markFacts(itinerary.content, grounding, phrasesFor(itinerary)("checkHours")) }
  })
