import { withActivityIds } from "./activityIds.ts"
import type { ItineraryEvent } from "./events.ts"

/**
 * Itinerary events as this version of the code reads them. A plan completed before activities had ids
 * gets them here, in reading order, every time it is read: the log is never rewritten (ADR 0001), and
 * the numbering is deterministic, so refine events appended later name the same ids
 * (docs/adr/0130-refine-itinerary.md).
 */
export const upcastItineraryEvent = (event: { readonly type: string; readonly data: unknown }): ItineraryEvent => {
  const known = event as ItineraryEvent
  if (known.type !== "GenerationCompleted") return known
  const content = withActivityIds(known.data.content)
  return content === known.data.content ? known : { type: known.type, data: { ...known.data, content } }
}
