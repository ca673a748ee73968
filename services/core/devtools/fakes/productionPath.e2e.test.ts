import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../cluster/processes.ts"

/**
 * `npm run start:fakes` (issue 41): the app on its production adapters against the local fakes answers,
 * plans a destination no guide covers from the fake Google, and Ctrl-C (SIGINT to its process group, as a
 * terminal sends it) stops the app and every fake, leaving no port open.
 */
const RUNNER = new URL("./productionPath.ts", import.meta.url).pathname
const ROOT = new URL("../../../..", import.meta.url).pathname

describe("npm run start:fakes", () => {
  let child: ChildProcess
  let output = ""
  let appPort = 0
  let payPort = 0
  const dataDir = mkdtempSync(join(tmpdir(), "safarnama-fakes-"))
  const exited = () => child.exitCode !== null || child.signalCode !== null

  beforeAll(async () => {
    appPort = await freePort()
    payPort = await freePort()
    child = spawn(process.execPath, ["--import", "tsx", RUNNER], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, SAFARNAMA_COMPILED: "", PORT: String(appPort), FAKE_PAY_PORT: String(payPort), DATA_DIR: dataDir, RECONCILE_INTERVAL: "off" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    child.stdout?.on("data", (c: Buffer) => (output += c.toString()))
    child.stderr?.on("data", (c: Buffer) => (output += c.toString()))
    for (const deadline = Date.now() + 150_000; !output.includes("Ctrl-C stops"); ) {
      if (exited() || Date.now() > deadline) throw new Error(`start:fakes did not come up:\n${output.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }, 180_000)
  afterAll(() => {
    if (child.pid !== undefined && !exited()) process.kill(-child.pid, "SIGKILL")
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("runs the production adapters and plans a live destination from the fake Google", async () => {
    const base = `http://127.0.0.1:${appPort}`
    expect((await fetch(`${base}/api/health`)).ok).toBe(true)
    for (const adapter of ["itineraryWriter: openai", "liveSource: google maps platform", "placeDetails: google places"]) expect(output).toContain(adapter)
    const config = (await (await fetch(`${base}/api/config`)).json()) as { phoneAuth: { provider: string }; payments: { provider: string } }
    expect(config.payments.provider).toBe("razorpay")
    // Firebase through the emulator where firebase-tools runs; the summary says why when it cannot.
    expect(config.phoneAuth.provider === "firebase" || output.includes("Firebase login     -> not started")).toBe(true)
    const coverage = (await (await fetch(`${base}/api/itinerary/coverage?destination=Ulaanbaatar&destinationType=international`)).json()) as { covered: boolean; guide?: { source?: string } }
    expect(coverage).toMatchObject({ covered: true, guide: { source: "google-maps" } })
    expect((await fetch(`http://127.0.0.1:${payPort}/pay/order_unknown`, { method: "POST" })).status).toBe(404)
  })

  it("stops the app and every fake on Ctrl-C", async () => {
    process.kill(-child.pid!, "SIGINT")
    for (const deadline = Date.now() + 20_000; !exited() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 200))
    expect(exited()).toBe(true)
    const closed = async (port: number) => fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => false, () => true)
    expect(await closed(appPort)).toBe(true)
    expect(await closed(payPort)).toBe(true)
  }, 30_000)
})
