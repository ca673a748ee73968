import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  call,
  createAndPay,
  eventually,
  logIn,
  logProblems,
  projectionsBehind,
  query,
  readModelProblems,
  runAudit,
  type Traveller,
  verify
} from "./drillKit.ts"
import { type PrivateCluster, startPrivateCluster } from "./privateCluster.ts"
import { missingBinaries } from "./privateServices.ts"
import type { Proc } from "./processes.ts"

const skip = missingBinaries()
if (skip) console.warn(skip)

const LEASE_MS = 2_000

const leaseOwners = async (url: string) =>
  new Set(
    (await query<{ owner: string }>(url, "SELECT owner FROM work_leases WHERE name LIKE 'projection:%' AND lease_until >= now()")).map(
      (r) => r.owner
    )
  )

/** Buys one package and waits for its credits, as a traveller would (verify, then the balance). */
const buy = async (api: Proc, t: Traveller) => {
  const order = await createAndPay(api.url, t)
  const verified = await verify(api.url, t, order)
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`)
}

/**
 * Drill 6: the active projections worker is killed (SIGKILL: its leases stay until they expire) while
 * a standby runs. The standby must take every projection over by itself once the leases expire, and
 * the read models must end equal to the log: nothing skipped, nothing applied twice.
 */
describe.skipIf(skip !== undefined)("fault drill: projections takeover", () => {
  let cluster: PrivateCluster
  beforeAll(async () => {
    // The active one starts first and takes every lease; the standby then finds them held.
    cluster = await startPrivateCluster({
      env: { RECONCILE_INTERVAL: "off", PROJECTION_LEASE: `${LEASE_MS} millis` },
      processes: [
        ["api", "api"],
        ["projections-active", "projections"],
        ["projections-standby", "projections"]
      ],
      oneByOne: true
    })
  })
  afterAll(() => cluster?.dispose())

  it("drill 6: kill -9 the active projections worker: the standby takes over and the read models equal the log", async () => {
    const [api, active] = cluster.procs as [Proc, Proc, Proc]
    const travellers: Array<Traveller> = []
    for (let i = 0; i < 3; i++) travellers.push(await logIn(api.url))
    for (const t of travellers) await buy(api, t)
    const before = await leaseOwners(cluster.pg.url)
    expect(before.size).toBe(1)

    await active.crash()
    const killedAt = Date.now()
    // Writes go on at once; the read models catch up when the standby has taken over.
    for (const t of travellers) await buy(api, t)
    const owners = await eventually(
      "the standby holds every projection's lease",
      async () => {
        const now = await leaseOwners(cluster.pg.url)
        return now.size === 1 && !now.has([...before][0]!) ? now : undefined
      },
      20_000,
      100
    )
    const takeoverMs = Date.now() - killedAt
    await eventually("projections at the log head", async () => ((await projectionsBehind(cluster.pg.url)).length === 0 ? true : undefined), 20_000)
    console.info(`projections takeover: ${takeoverMs} ms after the kill (lease ${LEASE_MS} ms); new owner ${[...owners][0]}`)
    // Every traveller sees both purchases (2 credits each) in the balances read model.
    for (const t of travellers) {
      const credits = await call<{ credits: number }>(api.url, "/api/auth/credits", { token: t.token })
      expect(credits.body.credits).toBe(4)
    }
    expect(await readModelProblems(cluster.pg.url)).toEqual([])
    expect(await logProblems(cluster.pg.url)).toEqual([])
    const audit = await runAudit(cluster.pg.url)
    expect(audit.report.violations).toEqual([])
  })
})
