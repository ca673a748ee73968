import { operations } from "../app/admin/operations.ts"
import type { LedgerLine, UserBalance } from "../app/audit/ledgerAudit.ts"
import type { ResolveOutcome, SupportOrderLine } from "../app/payments/support.ts"
import { callServer, findChannel, runDirect } from "./adminChannel.ts"
import { age, parseArgs, runTool, rupees, table } from "./args.ts"
import { printLedgerLines } from "./ledgerTable.ts"

const USAGE = `usage:
  npm run support -- list [--no-gateway] [--json]
      orders paid but not credited, or not yet known to be paid, with their age
  npm run support -- resolve <orderId> --actor NAME --reason TEXT [--json]
      ask the gateway now and credit a captured payment (recorded with your name and reason)
  npm run support -- ledger <userId> [--json]
      one traveller's ledger: time, event, delta, balance after
  npm run support -- health [--json]
      the running server's adapters and event-store position (the public /api/health says only "ok")`

const FINDINGS: Record<string, string> = {
  "paid-not-credited": "PAID, NOT CREDITED",
  "not-paid": "not paid yet",
  "unknown-at-gateway": "unknown at gateway",
  "gateway-unreachable": "gateway unreachable",
  "not-checked": "-"
}

runTool(async () => {
  const args = parseArgs(process.argv.slice(2), ["json", "no-gateway"])
  const [command, subject] = args.positionals
  const json = args.has("json")
  if (!command || !["list", "resolve", "ledger", "health"].includes(command)) {
    console.error(USAGE)
    return 2
  }
  if ((command === "resolve" || command === "ledger") && !subject) {
    console.error(USAGE)
    return 2
  }
  if (command === "resolve" && (!args.text("actor") || !args.text("reason"))) {
    console.error("resolve needs --actor NAME and --reason TEXT: every support action is recorded with who and why.")
    return 2
  }
  const channel = findChannel()
  const viaServer = channel.kind === "server" ? channel : undefined

  if (command === "health") {
    if (!viaServer) {
      console.error("health asks a running server over its admin channel (the embedded default); with PostgreSQL, each instance logs its adapters at start-up.")
      return 2
    }
    const health = (await callServer(viaServer, "GET", "/admin/health")) as { adapters: Record<string, string>; eventStore: { position: string } }
    if (json) console.log(JSON.stringify(health))
    else for (const [port, adapter] of Object.entries(health.adapters)) console.log(`${port.padEnd(16)} ${adapter}`)
    if (!json) console.log(`${"log position".padEnd(16)} ${health.eventStore.position}`)
    return 0
  }

  if (command === "list") {
    const checkGateway = !args.has("no-gateway")
    const lines = (
      viaServer
        ? await callServer(viaServer, "GET", `/admin/support/orders?gateway=${checkGateway ? 1 : 0}`)
        : await runDirect(operations.supportList({ checkGateway }))
    ) as ReadonlyArray<SupportOrderLine>
    if (json) {
      console.log(JSON.stringify(lines))
      return 0
    }
    if (lines.length === 0) {
      console.log("No orders awaiting credit.")
      return 0
    }
    console.log(
      table(
        ["ORDER", "USER", "CREDITS", "AMOUNT", "AGE", "AT THE GATEWAY", "FAILED VERIFICATIONS"],
        lines.map((l) => [l.orderId, l.userId, l.credits, rupees(l.amountPaise), age(l.ageSeconds), FINDINGS[l.gateway] ?? l.gateway, l.failedVerifications])
      )
    )
    const paid = lines.filter((l) => l.gateway === "paid-not-credited").length
    console.log(`\n${lines.length} order(s) awaiting credit; ${paid} paid but not credited (resolve them, or let the reconciler).`)
    return 0
  }

  if (command === "resolve") {
    const request = { orderId: subject!, actor: args.text("actor")!, reason: args.text("reason")! }
    const outcome = (
      viaServer ? await callServer(viaServer, "POST", "/admin/support/resolve", request) : await runDirect(operations.supportResolve(request))
    ) as ResolveOutcome
    if (json) {
      console.log(JSON.stringify(outcome))
      return 0
    }
    switch (outcome._tag) {
      case "Credited":
        console.log(`Credited ${outcome.credits} credits to ${outcome.userId} for ${outcome.orderId} (payment ${outcome.paymentId}), by ${request.actor}.`)
        break
      case "AlreadyCredited":
        console.log(`${outcome.orderId} was already credited (payment ${outcome.paymentId}, by ${outcome.source}); nothing to do. Review recorded.`)
        break
      case "NoCapturedPayment":
        console.log(`The gateway has no captured payment for ${outcome.orderId} (${outcome.attempts} attempt(s)); nothing credited. Review recorded.`)
        break
    }
    return 0
  }

  const ledger = (
    viaServer
      ? await callServer(viaServer, "GET", `/admin/support/ledger?user=${encodeURIComponent(subject!)}`)
      : await runDirect(operations.supportLedger({ userId: subject! }))
  ) as { userId: string; lines: ReadonlyArray<LedgerLine>; balance: UserBalance | null }
  if (json) console.log(JSON.stringify(ledger))
  else printLedgerLines(ledger)
  return 0
})
