import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tripRequest } from "../itineraryKit.ts"
import {
  call,
  createAndPay,
  eventually,
  logIn,
  logProblems,
  projectionsBehind,
  readModelProblems,
  runAudit,
  type Traveller,
  verify
} from "./drillKit.ts"
import { missingBinaries, type PrivateNats, type PrivatePostgres, startPrivateNats, startPrivatePostgres } from "./privateServices.ts"
import { launchAll, type Proc, type Shared, sharedSetup } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const OUTAGE_MS = 3_000

type Phase = "before" | "outage" | "after"

/**
 * Drill 3: NATS is killed (SIGKILL) while travellers keep writing through the API, and started again
 * on the same store. Writes must not fail because of the bus (it is only a wake-up: events are
 * published after commit), and the projections must catch up from the log: every read model ends
 * equal to what the log implies, with no gap and no duplicate.
 */
describe.skipIf(skip !== undefined)("fault drill: restart NATS while events are written", () => {
  let pgServer: PrivatePostgres
  let nats: PrivateNats
  let shared: Shared
  const procs: Array<Proc> = []

  beforeAll(async () => {
    ;[pgServer, nats] = await Promise.all([startPrivatePostgres(), startPrivateNats()])
    shared = sharedSetup(pgServer.url, nats.url, { RECONCILE_INTERVAL: "off", ITINERARY_WRITER: "offline", GENERATION_REQUEST_WAIT: "1 second" })
    procs.push(
      ...(await launchAll([
        { name: "api", env: { ...shared.env, ROLES: "api" } },
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

  it("keeps writing through the outage and the read models catch up from the log", async () => {
    const api = procs[0] as Proc
    const travellers: Array<Traveller> = []
    for (let i = 0; i < 4; i++) travellers.push(await logIn(api.url))

    let phase: Phase = "before"
    const latencies: Record<Phase, Array<number>> = { before: [], outage: [], after: [] }
    const errors: Array<string> = []
    let writing = true
    // Each traveller buys (create, pay, verify: verify waits until its credits are in the balances
    // read model) and now and then plans a trip; everything must succeed in every phase.
    const writers = travellers.map(async (t, n) => {
      let round = 0
      while (writing) {
        const at = phase
        const started = Date.now()
        try {
          const o = await createAndPay(api.url, t)
          const v = await verify(api.url, t, o)
          if (v.status !== 200) throw new Error(`verify: ${v.status} ${JSON.stringify(v.body)}`)
          latencies[at].push(Date.now() - started)
          if (++round % 3 === n % 3) {
            const g = await call(api.url, "/api/itinerary/generate", { token: t.token, json: tripRequest({ duration: 3 }) })
            if (g.status !== 200 && g.status !== 202) throw new Error(`generate: ${g.status} ${JSON.stringify(g.body)}`)
          }
        } catch (error) {
          errors.push(`${at}: ${String(error)}`)
        }
      }
    })

    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await nats.kill()
    phase = "outage"
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS))
    await nats.start()
    phase = "after"
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    writing = false
    await Promise.all(writers)

    const summary = (xs: ReadonlyArray<number>) => {
      const sorted = [...xs].sort((x, y) => x - y)
      return `${xs.length} purchases, median ${sorted[Math.floor(sorted.length / 2)] ?? "-"} ms, max ${sorted[sorted.length - 1] ?? "-"} ms`
    }
    console.info(`drill 3: before ${summary(latencies.before)}; NATS down ${summary(latencies.outage)}; after ${summary(latencies.after)}`)
    expect(errors).toEqual([])
    expect(latencies.outage.length).toBeGreaterThan(0)
    expect(latencies.after.length).toBeGreaterThan(0)

    // Every generation finishes; then every projection reaches the log head and matches the log.
    await eventually(
      "generations finished",
      async () => {
        const lists = await Promise.all(
          travellers.map((t) => call<ReadonlyArray<{ status: string }>>(api.url, "/api/itinerary/my-itineraries", { token: t.token }))
        )
        return lists.every((l) => l.status === 200 && l.body.every((i) => i.status !== "generating")) ? true : undefined
      },
      60_000,
      250
    )
    await eventually("projections at the log head", async () => ((await projectionsBehind(pgServer.url)).length === 0 ? true : undefined), 20_000)
    expect(await readModelProblems(pgServer.url)).toEqual([])
    expect(await logProblems(pgServer.url)).toEqual([])
    const audit = await runAudit(pgServer.url)
    expect(audit.report.violations).toEqual([])
  })
})
