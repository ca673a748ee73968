import { randomUUID } from "node:crypto"
import { uuidFor } from "../uuidFor.ts"

export const newEventId = (): string => randomUUID()

/**
 * An event id derived from a name, so a command that is retried produces the same event id and the
 * event store treats the retry as the same append (for example `payment-captured:<paymentId>`).
 */
export const eventIdFor = (name: string): string => uuidFor(name)
