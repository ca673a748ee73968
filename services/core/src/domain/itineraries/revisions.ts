import type { Activity, ItineraryContent } from "@safarnama/events/contract/itinerary"
import type { ChangeOutcome } from "./refineChanges.ts"

/**
 * One revision of a finished itinerary (docs/adr/0130-refine-itinerary.md): the generated plan is
 * revision 1; every change by the owner, a restore included, makes the next one.
 */
export interface Revision {
  readonly revision: number
  readonly content: ItineraryContent
  /** What made it: the generation (with its writer), a change, or a restore of an earlier revision. */
  readonly change:
    | { readonly type: "GenerationCompleted"; readonly data: { readonly writer: string } }
    | ChangeOutcome
    | { readonly type: "RevisionRestored"; readonly data: { readonly restored: number } }
    | { readonly type: "DayRegenerated"; readonly data: { readonly regenerationId: string; readonly dayNumber: number; readonly instruction?: string } }
    | {
        readonly type: "ActivityRegenerated"
        readonly data: {
          readonly regenerationId: string
          readonly dayNumber: number
          readonly activityId: string
          readonly title: string
          readonly replacement: Activity
          readonly instruction?: string
        }
      }
  /** The user who made a change; the writer's name for the generated plan. */
  readonly by: string
  /** ISO 8601; for the generated plan, when its event was recorded (the event itself has no time). */
  readonly at: string | undefined
}
