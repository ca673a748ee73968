import { newEventId } from "@safarnama/events/eventstore/eventId"
import type { EventMetadata } from "@safarnama/events/eventstore/types"

/** Who did it and why, on every event: "user:<id>", "gateway:webhook", "system:reconciler", "support:<name>". */
export const metadataFor = (actor: string, extra: Record<string, unknown> = {}): EventMetadata => ({
  correlationId: newEventId(),
  causationId: null,
  actor,
  ...extra
})
