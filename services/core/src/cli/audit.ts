import { writeFile } from "node:fs/promises"
import { operations } from "../app/admin/operations.ts"
import type { AuditReport } from "../app/audit/ledgerAudit.ts"
import { callServer, findChannel, runDirect } from "./adminChannel.ts"
import { pairs, parseArgs, runTool, rupees } from "./args.ts"
import { csv } from "./csv.ts"
import { printLedgerLines } from "./ledgerTable.ts"


/**
 * `npm run audit -- [--user ID] [--json] [--csv FILE]`: replays every credit and payment stream from
 * the log, recomputes every balance, checks every invariant and the balances read model, prints a
 * summary and exits 1 on any violation. With --user, that traveller's full ledger; --csv writes it
 * (or, without --user, every balance) to FILE.
 */
runTool(async () => {
  const args = parseArgs(process.argv.slice(2), ["json"])
  const userId = args.text("user")
  const csvFile = args.text("csv")
  const includeBalances = csvFile !== undefined && userId === undefined
  const channel = findChannel()
  const query = new URLSearchParams({ ...(userId ? { user: userId } : {}), ...(includeBalances ? { balances: "1" } : {}) })
  const report = (
    channel.kind === "server"
      ? await callServer(channel, "GET", `/admin/audit?${query}`)
      : await runDirect(operations.audit({ userId, includeBalances }))
  ) as AuditReport

  if (csvFile) {
    const content = report.ledger
      ? csv(
          ["time", "event", "delta", "balance_after", "reference", "actor", "position"],
          report.ledger.lines.map((l) => [l.time, l.event, l.delta, l.balanceAfter, l.reference, l.actor, l.position])
        )
      : csv(
          ["user_id", "purchased", "captured", "reserved", "available", "paise_paid", "read_model_available"],
          (report.balances ?? []).map((b) => [b.userId, b.purchased, b.captured, b.reserved, b.available, b.paisePaid, b.readModelAvailable])
        )
    await writeFile(csvFile, content)
  }

  const s = report.summary
  if (args.has("json")) {
    console.log(JSON.stringify(report))
    return s.violations > 0 ? 1 : 0
  }
  console.log(`Ledger audit (${channel.kind === "server" ? `via the server at ${channel.endpoint}` : "on DATABASE_URL"})`)
  console.log(
    pairs(
      [
        ["travellers with a ledger", s.users],
        ["events replayed", `${s.events} (${s.creditEvents} ledger, ${s.paymentEvents} payment)`],
        ["orders", `${s.orders} (${s.ordersCredited} credited, ${s.ordersAwaitingCredit} awaiting credit)`],
        ["credits sold", s.creditsSold],
        ["paise taken", `${s.paiseTaken} (${rupees(s.paiseTaken)})`],
        ["credits spent / held / available", `${s.creditsSpent} / ${s.creditsHeld} / ${s.creditsAvailable}`],
        ["last ledger event", `log position ${report.checkpoint.position}`],
        ["read model", report.readModel.compared ? `${report.readModel.rows} balances compared at log position ${report.readModel.checkpoint}` : "not compared"],
        ["violations", s.violations]
      ]
    )
  )
  if (report.ledger) {
    console.log("")
    printLedgerLines(report.ledger)
  }
  if (s.violations > 0) {
    console.log(`\nVIOLATIONS (${s.violations}${report.violations.length < s.violations ? `, first ${report.violations.length} listed` : ""}):`)
    for (const v of report.violations) console.log(`  ${v.kind}  ${v.stream}${v.position ? ` @${v.position}` : ""}  ${v.detail}`)
  } else {
    console.log("\nClean: every balance is explained by the ledger and every invariant holds.")
  }
  if (csvFile) console.log(`CSV written to ${csvFile}`)
  return s.violations > 0 ? 1 : 0
})
