import { newEventId } from "../eventstore/eventId.ts"
import type { EventMetadata } from "../eventstore/types.ts"

/** Who did it and why, on every event: "user:<id>", "gateway:webhook", "system:reconciler", "support:<name>". */
export const metadataFor = (actor: string, extra: Record<string, unknown> = {}): EventMetadata => ({
  correlationId: newEventId(),
  causationId: null,
  actor,
  ...extra
})
