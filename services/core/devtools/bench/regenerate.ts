import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Itinerary } from "@safarnama/events/contract/itinerary"
import type { RegenerateResponse, RegenerationStatus } from "@safarnama/events/contract/refine"
import { startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { sampleRequest } from "../../test/itineraryFixtures.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { startServer } from "../../test/spawnServer.ts"
import { parseBenchArgs, report } from "./args.ts"
import { httpClient } from "../../test/httpClient.ts"
import { buyTwoCredits, percentile } from "./benchClient.ts"

/**
 * `npm run bench -- regenerate [--json] [--runs 5] [--days 7] [--tokens-per-second 50]`: how long an AI
 * regeneration of one day takes end to end (docs/adr/0130-refine-itinerary.md, "AI regeneration"), on the
 * embedded default (`npm start`'s server in its own process, PGlite) with the OpenAI writer against the
 * loopback fake model, which streams each regenerated day at `--tokens-per-second` (4 characters a
 * token; the plan itself is generated at full speed first). The day is written in two halves at once
 * (runRegeneration.ts), so the longer half's answer sets the floor. Timed at the client from the POST to the
 * poll that sees it completed (polled every 50 ms; the web polls every 500 ms): the request, the
 * writer's streamed answer, the whole-trip checks, the append and the capture. Target: <= 10 s.
 */
const TARGET_SECONDS = 10


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const runs = Number(options.get("--runs") ?? 5)
  const days = Number(options.get("--days") ?? 7)
  const tokensPerSecond = Number(options.get("--tokens-per-second") ?? 50)
  // Only the regenerated days stream at the model's rate: the plan they start from is not what is timed.
  const fake = await startFakeOpenAI({ behaviour: (call) => (call.task?.regenerate ? { kind: "content", tokensPerSecond } : { kind: "content" }) })
  const dataDir = mkdtempSync(join(tmpdir(), "safarnama-bench-regenerate-"))
  const server = await startServer({
    ...localLoginEnv,
    DATA_DIR: dataDir,
    RECONCILE_INTERVAL: "off",
    ITINERARY_WRITER: "openai",
    OPENAI_API_KEY: "sk-bench-not-a-secret",
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: "bench",
    OPENAI_MAX_RETRIES: "0"
  })
  try {
    const app = httpClient(server.url)
    const { token } = await logInLocally(app)
    await buyTwoCredits(app, token)
    const generated = await app.json<{ itinerary: Itinerary }>("/api/itinerary/generate", { method: "POST", token, json: { ...sampleRequest, tempId: "bench-regenerate", destination: "Goa", duration: days } })
    if (generated.status !== 200) throw new Error(`generation answered ${generated.status}`)
    const id = generated.body.itinerary.id
    let revision = generated.body.itinerary.revision ?? 1
    const seconds: Array<number> = []
    const calls: Array<number> = []
    for (let i = 0; i < runs; i++) {
      const dayNumber = (i % days) + 1
      const before = fake.calls.length
      const started = performance.now()
      const asked = await app.json<RegenerateResponse & { message?: string }>(`/api/itinerary/${id}/regenerations`, {
        method: "POST",
        token,
        json: { basedOn: revision, target: { _tag: "day", dayNumber, instruction: "more beaches, fewer temples" } }
      })
      if (asked.status !== 202) throw new Error(`regeneration answered ${asked.status}: ${asked.body.message}`)
      let status: RegenerationStatus = asked.body.regeneration
      while (status.status === "running") {
        await sleep(50)
        status = (await app.json<RegenerationStatus>(`/api/itinerary/${id}/regenerations/${status.id}`, { token })).body
      }
      const took = (performance.now() - started) / 1000
      if (status.status !== "completed") throw new Error(`regeneration of day ${dayNumber} failed: ${status.reason}`)
      revision = status.revision!
      seconds.push(took)
      calls.push(fake.calls.length - before)
      // The floor the model's rate sets: the longest half's characters at 4 a token (the halves stream at once).
      const answers = fake.calls.slice(before).map((c) => c.defaultContent().length)
      const longest = Math.max(...answers)
      report(options.json, {
        name: "regenerate-day",
        day: dayNumber,
        seconds: took,
        writerCalls: answers.length,
        answerChars: answers.reduce((a, b) => a + b, 0),
        longestAnswerChars: longest,
        streamingFloorSeconds: longest / (tokensPerSecond * 4),
        revision
      })
    }
    const sorted = [...seconds].sort((a, b) => a - b)
    report(options.json, {
      name: "regenerate-day",
      kind: "summary",
      days,
      runs,
      tokensPerSecond,
      p50Seconds: percentile(sorted, 50),
      maxSeconds: sorted.at(-1),
      writerCallsMax: Math.max(...calls),
      targetSeconds: TARGET_SECONDS,
      met: (sorted.at(-1) ?? Number.POSITIVE_INFINITY) <= TARGET_SECONDS
    })
  } finally {
    await server.stop()
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
