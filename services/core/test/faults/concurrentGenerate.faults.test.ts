import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { needCreditsMessage } from "../../src/contract/itinerary.ts"
import { creditsRequired } from "../../src/contract/tripRules.ts"
import { tripRequest } from "../itineraryKit.ts"
import { balance, call, createAndPay, eventually, logIn, logProblems, query, runAudit, verify } from "./drillKit.ts"
import { missingBinaries, type PrivateNats, type PrivatePostgres, startPrivateNats, startPrivatePostgres } from "./privateServices.ts"
import { launchAll, type Proc, type Shared, sharedSetup } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const REQUESTS = 50
// The 2-credit package pays for exactly one 14-day trip (1 credit per 7 days).
const PACKAGE = { amount: 100, credits: 2 }
const DURATION = 14

/**
 * Drill 5: one traveller with credits for exactly one generation sends 50 different trip requests at
 * once, spread over two API instances. The credits ledger (one stream, optimistic versions) must let
 * exactly one reserve; the other 49 get 402 with the spec's message.
 */
describe.skipIf(skip !== undefined)("fault drill: 50 concurrent generations with credits for one", () => {
  let pgServer: PrivatePostgres
  let nats: PrivateNats
  let shared: Shared
  const procs: Array<Proc> = []

  beforeAll(async () => {
    ;[pgServer, nats] = await Promise.all([startPrivatePostgres(), startPrivateNats()])
    shared = sharedSetup(pgServer.url, nats.url, { RECONCILE_INTERVAL: "off", ITINERARY_WRITER: "offline", GENERATION_REQUEST_WAIT: "1 second" })
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

  it("runs exactly one; the other 49 are refused with 402", async () => {
    expect(creditsRequired(DURATION)).toBe(PACKAGE.credits)
    const [a, b] = procs as [Proc, Proc]
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
      pgServer.url,
      "SELECT event_type, count(*)::text AS n FROM es_events WHERE stream_id = $1 GROUP BY 1 ORDER BY 1",
      [`credits-${t.userId}`]
    )
    expect(Object.fromEntries(ledger.map((r) => [r.event_type, Number(r.n)]))).toEqual({ CreditsPurchased: 1, CreditsReserved: 1, ReservationCaptured: 1 })
    const itineraries = await query<{ n: string }>(pgServer.url, "SELECT count(DISTINCT stream_id)::text AS n FROM es_events WHERE stream_id LIKE 'itinerary-%'")
    expect(Number(itineraries[0]?.n)).toBe(1)
    expect(await logProblems(pgServer.url)).toEqual([])
    const audit = await runAudit(pgServer.url)
    expect(audit.report.violations).toEqual([])
  })
})
