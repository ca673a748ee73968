import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { creditsRequired } from "@safarnama/events/contract/tripRules"
import { type FakeOpenAI, startFakeOpenAI } from "../fakeOpenAI.ts"
import { tripRequest } from "../itineraryKit.ts"
import { balance, call, createAndPay, eventually, logIn, logProblems, query, runAudit, type Traveller, verify } from "./drillKit.ts"
import { type PrivateCluster, startPrivateCluster } from "./privateCluster.ts"
import { missingBinaries } from "./privateServices.ts"
import type { Proc } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const TRAVELLERS = 6
const PACKAGE = { amount: 100, credits: 2 }
const DURATION = 10

interface Generation {
  readonly t: Traveller
  readonly id: string
}

type ListItem = { id: string; status: string; progress?: { done: number; total: number } | null }

/**
 * Drill 2: the generation worker is SIGKILLed in the middle of several plans (some chunks written,
 * others still being written) and another worker is started. Once the dead worker's leases expire
 * (GENERATION_LEASE 3 s) the new one resumes them. Every reservation must end captured or released,
 * every itinerary ready or failed, and every balance must follow from that.
 */
describe.skipIf(skip !== undefined)("fault drill: kill -9 the generation worker mid-plan", () => {
  let cluster: PrivateCluster
  let fake: FakeOpenAI

  beforeAll(async () => {
    // The first days chunk of each plan is written at once; the others hang while the first worker lives.
    fake = await startFakeOpenAI({
      behaviour: ({ task }) => (task?.kind === "days" && !task.dayNumbers?.includes(1) ? { kind: "hang" } : { kind: "content" })
    })
    cluster = await startPrivateCluster({
      env: {
        RECONCILE_INTERVAL: "off",
        ITINERARY_WRITER: "openai",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MAX_RETRIES: "0",
        GENERATION_REQUEST_WAIT: "500 millis",
        GENERATION_LEASE: "3 seconds",
        GENERATION_CONCURRENCY: String(TRAVELLERS),
        GENERATION_POLL_INTERVAL: "500 millis"
      },
      processes: [
        ["api", "api"],
        ["projections", "projections"],
        ["worker-1", "generation"]
      ]
    })
  })
  afterAll(async () => {
    await cluster?.dispose()
    await fake?.close()
  })

  it("resumes every generation on the new worker: each reservation captured or released once", async () => {
    const [api, , first] = cluster.procs as [Proc, Proc, Proc]
    const generations: Array<Generation> = []
    for (let i = 0; i < TRAVELLERS; i++) {
      const t = await logIn(api.url)
      const o = await createAndPay(api.url, t, PACKAGE)
      expect((await verify(api.url, t, o)).status).toBe(200)
      const g = await call<{ itinerary: { id: string } }>(api.url, "/api/itinerary/generate", {
        token: t.token,
        json: tripRequest({ destination: "Kerala", duration: DURATION })
      })
      expect(g.status).toBe(202)
      generations.push({ t, id: g.body.itinerary.id })
    }
    const list = async (g: Generation) =>
      (await call<ReadonlyArray<ListItem>>(api.url, "/api/itinerary/my-itineraries", { token: g.t.token })).body?.find((i) => i.id === g.id)
    // Mid-plan: every generation has written part of its plan (progress) and waits on the rest.
    await eventually(
      "every generation part-written",
      async () => ((await Promise.all(generations.map(list))).every((i) => (i?.progress?.done ?? 0) >= 1) ? true : undefined),
      60_000,
      200
    )
    await first.crash()
    const killedAt = Date.now()
    fake.setBehaviour(() => ({ kind: "content" }))
    const second = await cluster.launch("worker-2", { ROLES: "generation" })

    const outcomes = await eventually(
      "every generation finished",
      async () => {
        const items = await Promise.all(generations.map(list))
        return items.every((i) => i && i.status !== "generating") ? items : undefined
      },
      60_000,
      250
    )
    const finishedMs = Date.now() - killedAt
    const resumed = second.output().match(/resuming \(attempt 2\)/g)?.length ?? 0
    console.info(`drill 2: ${generations.length} generations; all finished ${finishedMs} ms after the kill; ${resumed} resumed by worker-2`)
    expect(resumed).toBe(generations.length)

    // Ledger: each reservation has exactly one outcome, and balances follow from the outcomes.
    const reservations = await query<{ generation_id: string; reserved: string; captured: string; released: string }>(
      cluster.pg.url,
      `SELECT data->>'generationId' AS generation_id,
              count(*) FILTER (WHERE event_type = 'CreditsReserved')::text AS reserved,
              count(*) FILTER (WHERE event_type = 'ReservationCaptured')::text AS captured,
              count(*) FILTER (WHERE event_type = 'ReservationReleased')::text AS released
       FROM es_events WHERE event_type IN ('CreditsReserved', 'ReservationCaptured', 'ReservationReleased') GROUP BY 1`
    )
    expect(reservations).toHaveLength(generations.length)
    for (const r of reservations) {
      expect(Number(r.reserved), r.generation_id).toBe(1)
      expect(Number(r.captured) + Number(r.released), r.generation_id).toBe(1)
    }
    for (const [i, g] of generations.entries()) {
      const outcome = outcomes[i]
      expect(["ready", "failed"]).toContain(outcome?.status)
      const spent = outcome?.status === "ready" ? creditsRequired(DURATION) : 0
      expect(await balance(api.url, g.t)).toBe(PACKAGE.credits - spent)
    }
    expect(await logProblems(cluster.pg.url)).toEqual([])
    const audit = await runAudit(cluster.pg.url)
    expect(audit.report.violations).toEqual([])
  })
})
