import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { needCreditsMessage } from "@safarnama/events/contract/itinerary"
import { creditsRequired } from "@safarnama/events/contract/tripRules"
import { tripRequest } from "../itineraryKit.ts"
import {
  type Answer,
  balance,
  call,
  createAndPay,
  eventually,
  logIn,
  logProblems,
  type PaidOrder,
  pool,
  purchasesPerOrder,
  query,
  runAudit,
  type Traveller,
  verify,
  webhook,
  withRetry
} from "./drillKit.ts"
import { type PrivateCluster, startPrivateCluster } from "./privateCluster.ts"
import { missingBinaries } from "./privateServices.ts"
import type { Proc } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const TRAVELLERS = 60
const REQUESTS = 50
// The 2-credit package pays for exactly one 14-day trip (1 credit per 7 days).
const PACKAGE = { amount: 100, credits: 2 }
const DURATION = 14

/**
 * The drills that need two API instances, on one cluster (two API instances, a projections worker, a
 * worker) to save a start-up: drill 5 first, then drill 1, which kills an instance. Each drill has its
 * own travellers; the end checks (log, audit) cover everything written so far.
 */
describe.skipIf(skip !== undefined)("fault drills on two API instances", () => {
  let cluster: PrivateCluster
  beforeAll(async () => {
    cluster = await startPrivateCluster({
      env: { RECONCILE_INTERVAL: "off", GENERATION_REQUEST_WAIT: "1 second" },
      processes: [
        ["api-a", "api"],
        ["api-b", "api"],
        ["projections", "projections"],
        ["worker", "generation,reconciler"]
      ]
    })
  })
  afterAll(() => cluster?.dispose())

  /**
   * Drill 5: one traveller with credits for exactly one generation sends 50 different trip requests at
   * once, spread over two API instances. The credits ledger (one stream, optimistic versions) must let
   * exactly one reserve; the other 49 get 402 with the spec's message.
   */
  it("drill 5: 50 concurrent generations with credits for one: exactly one runs; the other 49 are refused with 402", async () => {
    expect(creditsRequired(DURATION)).toBe(PACKAGE.credits)
    const [a, b] = cluster.procs as [Proc, Proc]
    const t = await logIn(a.url)
    const order = await createAndPay(a.url, t, PACKAGE)
    expect((await verify(a.url, t, order)).status).toBe(200)
    // The other instance sees the purchase too before the burst (it reads the same ledger).
    await eventually("balance on b", async () => ((await balance(b.url, t)) === PACKAGE.credits ? true : undefined))

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        call<{ itinerary?: { id: string }; _tag?: string; message?: string }>(i % 2 === 0 ? a.url : b.url, "/api/itinerary/generate", {
          token: t.token,
          json: tripRequest({ destination: "Kerala", duration: DURATION })
        })
      )
    )
    const statuses = answers.map((x) => x.status)
    console.info(`drill 5: statuses ${JSON.stringify(Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length])))}`)
    const accepted = answers.filter((x) => x.status === 200 || x.status === 202)
    expect(accepted).toHaveLength(1)
    const refused = answers.filter((x) => x.status === 402)
    expect(refused).toHaveLength(REQUESTS - 1)
    for (const r of refused) expect(r.body).toEqual({ _tag: "PaymentRequired", message: needCreditsMessage(PACKAGE.credits) })

    // The one generation finishes (offline writer) and spends the credits; nothing else was reserved.
    const id = accepted[0]?.body.itinerary?.id
    const done = await eventually(
      "the generation's outcome",
      async () => {
        const list = await call<ReadonlyArray<{ id: string; status: string }>>(a.url, "/api/itinerary/my-itineraries", { token: t.token })
        const found = list.body?.find((i) => i.id === id)
        return found && found.status !== "generating" ? found : undefined
      },
      60_000,
      250
    )
    expect(done.status).toBe("ready")
    expect(await balance(a.url, t)).toBe(0)
    const ledger = await query<{ event_type: string; n: string }>(
      cluster.pg.url,
      "SELECT event_type, count(*)::text AS n FROM es_events WHERE stream_id = $1 GROUP BY 1 ORDER BY 1",
      [`credits-${t.userId}`]
    )
    expect(Object.fromEntries(ledger.map((r) => [r.event_type, Number(r.n)]))).toEqual({ CreditsPurchased: 1, CreditsReserved: 1, ReservationCaptured: 1 })
    const itineraries = await query<{ n: string }>(
      cluster.pg.url,
      "SELECT count(*)::text AS n FROM es_events WHERE event_type = 'GenerationRequested' AND data->>'userId' = $1",
      [t.userId]
    )
    expect(Number(itineraries[0]?.n)).toBe(1)
    expect(await logProblems(cluster.pg.url)).toEqual([])
    const audit = await runAudit(cluster.pg.url)
    expect(audit.report.violations).toEqual([])
  })

  /**
   * Drill 1: two API instances; a burst of verify calls and both webhooks for every paid order, spread
   * over both; one instance is SIGKILLed mid-burst and every failed call is retried on the survivor, as
   * the browser and the gateway would. Every captured payment must be credited exactly once.
   */
  it("drill 1: kill -9 an API instance during verifies and webhooks: every captured payment credited once", async () => {
    const [a, b] = cluster.procs as [Proc, Proc]
    const travellers: Array<Traveller> = await pool(
      Array.from({ length: TRAVELLERS }, (_, i) => () => logIn(i % 2 === 0 ? a.url : b.url)),
      8
    )
    const orders: Array<{ t: Traveller; o: PaidOrder }> = await pool(
      travellers.map((t, i) => async () => ({ t, o: await createAndPay(i % 2 === 0 ? a.url : b.url, t) })),
      8
    )

    // Each order: two verifies and both webhooks, alternately on either instance; all at once.
    type Job = { readonly name: string; readonly run: (url: string) => Promise<Answer> }
    const jobs: Array<Job> = orders.flatMap(({ t, o }) => [
      { name: `verify ${o.orderId}`, run: (url: string) => verify(url, t, o) },
      { name: `verify ${o.orderId}`, run: (url: string) => verify(url, t, o) },
      { name: `payment.captured ${o.orderId}`, run: (url: string) => webhook(url, cluster.shared.gatewayRoot, o, "payment.captured") },
      { name: `order.paid ${o.orderId}`, run: (url: string) => webhook(url, cluster.shared.gatewayRoot, o, "order.paid") }
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
    const purchases = await purchasesPerOrder(cluster.pg.url)
    for (const { o } of orders) expect(purchases.get(o.orderId), o.orderId).toBe(1)
    for (const [orderId, n] of purchases) expect(n, orderId).toBe(1)
    // ...and in every traveller's balance (read on the survivor).
    for (const { t, o } of orders) {
      await eventually(`balance of ${t.userId}`, async () => ((await balance(a.url, t)) === o.credits ? true : undefined), 15_000)
    }
    expect(await logProblems(cluster.pg.url)).toEqual([])
    const audit = await runAudit(cluster.pg.url)
    expect(audit.report.violations).toEqual([])
  })
})
