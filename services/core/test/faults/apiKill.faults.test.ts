import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type Answer,
  balance,
  createAndPay,
  eventually,
  logIn,
  logProblems,
  type PaidOrder,
  pool,
  purchasesPerOrder,
  runAudit,
  type Traveller,
  verify,
  webhook,
  withRetry
} from "./drillKit.ts"
import { missingBinaries, type PrivateNats, type PrivatePostgres, startPrivateNats, startPrivatePostgres } from "./privateServices.ts"
import { launchAll, type Proc, type Shared, sharedSetup } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const TRAVELLERS = 60

/**
 * Drill 1: two API instances; a burst of verify calls and both webhooks for every paid order, spread
 * over both; one instance is SIGKILLed mid-burst and every failed call is retried on the survivor, as
 * the browser and the gateway would. Every captured payment must be credited exactly once.
 */
describe.skipIf(skip !== undefined)("fault drill: kill -9 an API instance during verifies and webhooks", () => {
  let pgServer: PrivatePostgres
  let nats: PrivateNats
  let shared: Shared
  const procs: Array<Proc> = []

  beforeAll(async () => {
    ;[pgServer, nats] = await Promise.all([startPrivatePostgres(), startPrivateNats()])
    shared = sharedSetup(pgServer.url, nats.url, { RECONCILE_INTERVAL: "off" })
    procs.push(
      ...(await launchAll([
        { name: "api-a", env: { ...shared.env, ROLES: "api" } },
        { name: "api-b", env: { ...shared.env, ROLES: "api" } },
        { name: "projections", env: { ...shared.env, ROLES: "projections" } },
        { name: "worker", env: { ...shared.env, ROLES: "generation,reconciler" } }
      ]))
    )
  })
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()))
    await nats?.dispose()
    pgServer?.dispose()
    shared?.dispose()
  })

  it("credits every captured payment exactly once", async () => {
    const [a, b] = procs as [Proc, Proc]
    const travellers: Array<Traveller> = await pool(
      Array.from({ length: TRAVELLERS }, (_, i) => () => logIn(i % 2 === 0 ? a.url : b.url)),
      8
    )
    const orders: Array<{ t: Traveller; o: PaidOrder }> = await pool(
      travellers.map((t, i) => async () => ({ t, o: await createAndPay(i % 2 === 0 ? a.url : b.url, t) })),
      8
    )

    // Each order: a verify on each instance, and both webhooks, each on a random instance; all at once.
    type Job = { readonly name: string; readonly run: (url: string) => Promise<Answer> }
    const jobs: Array<Job> = orders.flatMap(({ t, o }) => [
      { name: `verify ${o.orderId}`, run: (url: string) => verify(url, t, o) },
      { name: `verify ${o.orderId}`, run: (url: string) => verify(url, t, o) },
      { name: `payment.captured ${o.orderId}`, run: (url: string) => webhook(url, shared.gatewayRoot, o, "payment.captured") },
      { name: `order.paid ${o.orderId}`, run: (url: string) => webhook(url, shared.gatewayRoot, o, "order.paid") }
    ])
    let answered = 0
    let failedOnFirstTry = 0
    let killedAfter = -1
    const killAt = Math.floor(jobs.length / 4)
    const results = await pool(
      jobs.map((job, i) => async () => {
        const first = i % 2 === 0 ? b : a
        const answer = await job.run(first.url)
        answered++
        if (answered === killAt) {
          killedAfter = answered
          void b.crash()
        }
        if (answer.status === 0 || answer.status >= 500) {
          failedOnFirstTry++
          return { job, ...(await withRetry([a.url], job.run)) }
        }
        return { job, answer, tries: 1 }
      }),
      24
    )
    console.info(
      `drill 1: ${jobs.length} calls (${orders.length} orders), instance b killed after ${killedAfter} answers; ${failedOnFirstTry} failed and were retried on a`
    )
    expect(b.alive()).toBe(false)
    for (const r of results) expect(r.answer.status, `${r.job.name}: ${JSON.stringify(r.answer.body)}`).toBe(200)

    // Every order credited exactly once, in the log...
    const purchases = await purchasesPerOrder(pgServer.url)
    for (const { o } of orders) expect(purchases.get(o.orderId), o.orderId).toBe(1)
    expect([...purchases.values()].reduce((s, n) => s + n, 0)).toBe(orders.length)
    // ...and in every traveller's balance (read on the survivor).
    for (const { t, o } of orders) {
      await eventually(`balance of ${t.userId}`, async () => ((await balance(a.url, t)) === o.credits ? true : undefined), 15_000)
    }
    expect(await logProblems(pgServer.url)).toEqual([])
    const audit = await runAudit(pgServer.url)
    expect(audit.report.violations).toEqual([])
    expect(audit.report.summary.ordersCredited).toBe(orders.length)
  })
})
