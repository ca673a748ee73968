import { type CreditsEvent, creditsEventTypes, userIdOfCreditsStream } from "@safarnama/events/credits/events"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, statement } from "./Projection.ts"

interface Delta {
  purchased: number
  captured: number
  reserved: number
  paise: number
  events: number
}

/** How one ledger event moves a balance. Captured and released events carry their credits. */
export const balanceDelta = (event: CreditsEvent): Omit<Delta, "events"> => {
  switch (event.type) {
    case "CreditsPurchased":
      return { purchased: event.data.credits, captured: 0, reserved: 0, paise: event.data.amountPaise }
    case "CreditsReserved":
      return { purchased: 0, captured: 0, reserved: event.data.credits, paise: 0 }
    case "ReservationCaptured":
      return { purchased: 0, captured: event.data.credits, reserved: -event.data.credits, paise: 0 }
    case "ReservationReleased":
      return { purchased: 0, captured: 0, reserved: -event.data.credits, paise: 0 }
  }
}

/**
 * credit_balances: a batch of ledger events is folded into one delta per traveller, then applied in
 * ONE set-based upsert, so catching up over a long log costs a statement per batch, not per event.
 */
export const creditBalancesProjection: Projection = {
  name: "credit-balances",
  eventTypes: creditsEventTypes,
  reset: [statement("DELETE FROM credit_balances")],
  apply: (events: ReadonlyArray<RecordedEvent>) => {
    const deltas = new Map<string, Delta>()
    for (const e of events) {
      const userId = userIdOfCreditsStream(e.streamId)
      if (userId === undefined) continue
      const d = balanceDelta({ type: e.type, data: e.data } as CreditsEvent)
      const acc = deltas.get(userId) ?? { purchased: 0, captured: 0, reserved: 0, paise: 0, events: 0 }
      acc.purchased += d.purchased
      acc.captured += d.captured
      acc.reserved += d.reserved
      acc.paise += d.paise
      acc.events += 1
      deltas.set(userId, acc)
    }
    if (deltas.size === 0) return []
    const users = [...deltas.keys()]
    const rows = users.map((u) => deltas.get(u)!)
    return [
      statement(
        `INSERT INTO credit_balances (user_id, purchased, captured, reserved, paise_paid, ledger_events)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
         ON CONFLICT (user_id) DO UPDATE SET
           purchased = credit_balances.purchased + EXCLUDED.purchased,
           captured = credit_balances.captured + EXCLUDED.captured,
           reserved = credit_balances.reserved + EXCLUDED.reserved,
           paise_paid = credit_balances.paise_paid + EXCLUDED.paise_paid,
           ledger_events = credit_balances.ledger_events + EXCLUDED.ledger_events,
           updated_at = now()`,
        users,
        rows.map((r) => r.purchased),
        rows.map((r) => r.captured),
        rows.map((r) => r.reserved),
        rows.map((r) => r.paise),
        rows.map((r) => r.events)
      )
    ]
  }
}
