import { operations } from "../app/admin/operations.ts"
import type { ReconcileReport } from "../app/payments/reconciler.ts"
import { callServer, findChannel, runDirect } from "./adminChannel.ts"
import { parseArgs, runTool } from "./args.ts"

/**
 * `npm run reconcile [-- --min-age 2m]`: one pass of the payment reconciler now. Every order still
 * awaiting credit (by default of any age: an operator asked for it now) is looked up at the gateway;
 * a captured payment is credited (source reconciler).
 */
runTool(async () => {
  const args = parseArgs(process.argv.slice(2))
  const minAge = args.text("min-age") ?? "0 seconds"
  const channel = findChannel()
  const report = (
    channel.kind === "server"
      ? await callServer(channel, "POST", "/admin/reconcile", { minAge })
      : await runDirect(operations.reconcile({ minAge }))
  ) as ReconcileReport
  if (args.has("json")) {
    console.log(JSON.stringify(report))
    return report.failures.length > 0 ? 1 : 0
  }
  console.log(`Reconciler pass (${channel.kind === "server" ? `via the server at ${channel.endpoint}` : "on DATABASE_URL"}):`)
  console.log(`  orders awaiting credit checked: ${report.checked}`)
  console.log(`  credited now: ${report.credited.length}${report.credited.length ? ` (${report.credited.join(", ")})` : ""}`)
  console.log(`  not paid at the gateway: ${report.unpaid}`)
  for (const f of report.failures) console.log(`  FAILED ${f.orderId}: ${f.reason}`)
  return report.failures.length > 0 ? 1 : 0
})
