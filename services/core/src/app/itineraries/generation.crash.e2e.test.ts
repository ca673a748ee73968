import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeOpenAI, startFakeOpenAI } from "../../../test/fakeOpenAI.ts"
import { type AppClient, httpClient } from "../../../test/httpClient.ts"
import { balanceOf, buyCredits, eventually, generate, myItineraries, tripRequest } from "../../../test/itineraryKit.ts"
import { TEST_OTP } from "../../../test/loginKit.ts"
import { type RunningServer, startServer } from "../../../test/spawnServer.ts"

const logIn = async (app: AppClient, phone: string) => {
  await app.json("/api/auth/dev/send-otp", { method: "POST", json: { phone } })
  const confirmed = await app.json<{ verificationId: string }>("/api/auth/dev/confirm-otp", { method: "POST", json: { phone, code: TEST_OTP } })
  const verified = await app.json<{ token: string }>("/api/auth/verify", { method: "POST", json: { phone, verificationId: confirmed.body.verificationId } })
  return verified.body.token
}

/** The worker process is killed (SIGKILL, no clean-up) in the middle of a generation, then started again. */
describe("crash recovery of the generation worker", () => {
  let fake: FakeOpenAI
  let dataDir: string
  const servers: Array<RunningServer> = []
  beforeAll(async () => {
    // Everything but the days is written; the days never come while the first process lives.
    fake = await startFakeOpenAI({ behaviour: ({ task }) => (task?.kind === "days" ? { kind: "hang" } : { kind: "content" }) })
    dataDir = mkdtempSync(join(tmpdir(), "safarnama-crash-"))
  })
  afterAll(async () => {
    for (const server of servers) await server.stop()
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const start = async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      AUTH_DEV_FIXED_OTP: TEST_OTP,
      RECONCILE_INTERVAL: "off",
      ITINERARY_WRITER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MAX_RETRIES: "0",
      GENERATION_REQUEST_WAIT: "500 millis",
      GENERATION_LEASE: "3 seconds"
    })
    servers.push(server)
    return server
  }

  it("resumes the generation after the crash: nothing stuck, credits reserved once and captured once", async () => {
    const first = await start()
    const app = httpClient(first.url)
    const token = await logIn(app, "+919700000001")
    await buyCredits(app, token, { amount: 100, credits: 2 })
    const request = tripRequest({ destination: "Kerala", duration: 5 })
    const answer = await generate(app, token, request)
    expect(answer.status).toBe(202)
    await eventually(async () => ((await myItineraries(app, token))[0]?.progress?.done ?? 0) >= 1 || undefined)
    expect(await balanceOf(app, token)).toBe(1)
    await first.crash()

    fake.setBehaviour(() => ({ kind: "content" }))
    const second = await start()
    const again = httpClient(second.url)
    // The dead worker's lease expires (3 s) and the new process resumes the generation.
    const done = await eventually(async () => (await myItineraries(again, token)).find((i) => i.status !== "generating"), 60_000, 250)
    expect(done).toMatchObject({ id: answer.body.itinerary.id, status: "ready", duration: 5 })
    expect(await balanceOf(again, token)).toBe(1)
    expect(second.output()).toMatch(/resuming \(attempt 2\)/)
    // The same submit again (the client retrying after the outage) is the same generation: nothing more is reserved.
    const retried = await generate(again, token, request)
    expect(retried.status).toBe(200)
    expect(retried.body.itinerary.id).toBe(answer.body.itinerary.id)
    expect(await balanceOf(again, token)).toBe(1)
  })
})
