import type { LedgerLine, UserBalance } from "../app/audit/ledgerAudit.ts"
import { rupees, table } from "./args.ts"

/** One traveller's ledger as a table: time, event, delta, balance after. */
export const printLedgerLines = (ledger: { userId: string; lines: ReadonlyArray<LedgerLine>; balance: UserBalance | null }) => {
  console.log(`Ledger of ${ledger.userId}`)
  if (ledger.lines.length === 0) {
    console.log("  (no ledger events)")
    return
  }
  console.log(
    table(
      ["TIME", "EVENT", "DELTA", "BALANCE AFTER", "REFERENCE", "ACTOR"],
      ledger.lines.map((l) => [l.time, l.event, l.delta > 0 ? `+${l.delta}` : String(l.delta), l.balanceAfter, l.reference, l.actor])
    )
  )
  const b = ledger.balance
  if (b) console.log(`Purchased ${b.purchased}, spent ${b.captured}, held ${b.reserved}, available ${b.available}; paid ${rupees(b.paisePaid)}`)
}

