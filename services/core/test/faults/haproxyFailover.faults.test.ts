import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HAPROXY_BIN, haproxyConfig, haproxyMissing } from "../../devtools/cluster/haproxy.ts"
import { freePort, launch as launchProgram, type ManagedProcess, ROOT } from "../../devtools/cluster/processes.ts"
import { balance, call, createAndPay, logIn, runAudit, type Traveller, verify } from "./drillKit.ts"
import { type PrivateCluster, startPrivateCluster } from "./privateCluster.ts"
import { missingBinaries } from "./privateServices.ts"

const skip = missingBinaries() ?? haproxyMissing()
if (skip) console.warn(skip)

const TRAVELLERS = 16
const KILL_AFTER_MS = 3_000
const RUN_MS = 9_000
/** Health checks every 500 ms, out after 2 failures: the dead instance is out of rotation by then. */
const SETTLE_MS = 2_000
/** Requests on their way at the kill end within this (seen: at most 142 ms after it). */
const IN_FLIGHT_MS = 1_000

interface Sample {
  readonly at: number
  readonly route: string
  readonly status: number
}

/**
 * Drill 7 (docs/adr/0060-scale-out.md, "Front door"): travellers buy credits and read their balance in
 * loops through HAProxy in front of two API instances; one instance is SIGKILLed. From 2 s after the kill
 * no request gets a 5xx or no answer; before that only a POST already sent to the dying instance may
 * fail, once (reads are replayed); every verified purchase is credited exactly once.
 */
describe.skipIf(skip !== undefined)("fault drill: an API instance dies behind HAProxy", () => {
  let cluster: PrivateCluster
  let haproxy: ManagedProcess
  let front: string
  const scratch = mkdtempSync(join(tmpdir(), "haproxy-drill-"))
  beforeAll(async () => {
    cluster = await startPrivateCluster({
      env: { RECONCILE_INTERVAL: "off" },
      processes: [
        ["api-a", "api"],
        ["api-b", "api"],
        ["projections", "projections"]
      ]
    })
    const port = await freePort()
    const config = join(scratch, "haproxy.cfg")
    const upstreams = cluster.procs.slice(0, 2).map((p) => ({ name: p.name, address: new URL(p.url).host }))
    writeFileSync(config, haproxyConfig({ host: "127.0.0.1", port, upstreams }))
    haproxy = launchProgram({ name: "haproxy", command: [HAPROXY_BIN, "-db", "-f", config], port, env: {} }, () => undefined)
    await haproxy.ready(30_000)
    front = `http://127.0.0.1:${port}`
  }, 180_000)
  afterAll(async () => {
    await haproxy?.stop()
    await cluster?.dispose()
    rmSync(scratch, { recursive: true, force: true })
  })

  it("the configurations of start:cluster and docker-compose are valid HAProxy configurations", () => {
    const config = join(scratch, "check.cfg")
    writeFileSync(config, haproxyConfig({ host: "127.0.0.1", port: 3000, upstreams: [{ name: "api-1", address: "127.0.0.1:3001" }] }))
    for (const file of [config, join(ROOT, "deploy/haproxy.cfg")]) {
      const checked = spawnSync(HAPROXY_BIN, ["-c", "-f", file], { encoding: "utf8" })
      expect(checked.status, `${file}: ${checked.stdout}${checked.stderr}`).toBe(0)
    }
  })

  it("drill 7: kill -9 an API instance under load: no 5xx from 2 s after the kill, every purchase credited once", async () => {
    const travellers: Array<Traveller> = []
    for (let i = 0; i < TRAVELLERS; i++) travellers.push(await logIn(front))
    const samples: Array<Sample> = []
    const verified = new Map<string, number>()
    const started = Date.now()
    let killedAt = Number.POSITIVE_INFINITY
    const record = (route: string, status: number) => samples.push({ at: Date.now(), route, status })

    const loop = async (t: Traveller) => {
      while (Date.now() - started < RUN_MS) {
        const credits = await call<{ credits: number }>(front, "/api/auth/credits", { token: t.token, headers: { "x-forwarded-for": t.address } })
        record("credits", credits.status)
        // createAndPay throws "create-order: STATUS ..." or "dev/pay: STATUS ...": record that status, not a made-up one.
        const order = await createAndPay(front, t).catch((error: Error) => Number(/: (\d+) /.exec(error.message)?.[1] ?? 0))
        record("create-and-pay", typeof order === "number" ? order : 200)
        if (typeof order === "number") continue
        // A verify that failed is retried, as the browser would: the purchase must end credited once.
        for (let attempt = 0; attempt < 20; attempt++) {
          const answer = await verify(front, t, order)
          record("verify", answer.status)
          if (answer.status === 200) {
            verified.set(t.userId, (verified.get(t.userId) ?? 0) + order.credits)
            break
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS))
      killedAt = Date.now()
      await cluster.procs[0]!.crash()
    })()
    await Promise.all([killer, ...travellers.map(loop)])

    const failed = (s: Sample) => s.status === 0 || s.status >= 500
    const before = samples.filter((s) => s.at < killedAt)
    const during = samples.filter((s) => s.at >= killedAt && s.at < killedAt + SETTLE_MS)
    const after = samples.filter((s) => s.at >= killedAt + SETTLE_MS)
    console.info(
      `drill 7: ${samples.length} requests through HAProxy; before the kill ${before.filter(failed).length} of ${before.length} failed, ` +
        `in the 2 s after it ${during.filter(failed).length} of ${during.length}, after that ${after.filter(failed).length} of ${after.length}; ` +
        `failures: ${JSON.stringify(samples.filter(failed).map((s) => `${s.route} ${s.status} at +${s.at - killedAt} ms`))}`
    )
    expect(before.filter(failed)).toEqual([])
    expect(after.length).toBeGreaterThan(50)
    expect(after.filter(failed)).toEqual([])
    // Only a POST already on its way to the dying instance may fail, right at the kill; reads that
    // reached it are replayed on the other instance. (A count bound of one per traveller was hit
    // exactly, 16 of 16, in one CI run: a POST can also meet a pooled connection to the dead instance.)
    expect(during.filter(failed).filter((s) => s.route === "credits")).toEqual([])
    expect(during.filter(failed).filter((s) => s.at - killedAt > IN_FLIGHT_MS)).toEqual([])

    for (const t of travellers) expect(await balance(front, t)).toBe(verified.get(t.userId) ?? 0)
    expect((await runAudit(cluster.pg.url)).report.violations).toEqual([])
  }, 120_000)
})
