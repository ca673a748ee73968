import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { CoverageResponse } from "@safarnama/events/contract/coverage"
import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { startFakeGoogleMaps } from "../../test/fakeGoogleMaps/server.ts"
import { DEFAULT_LATENCY } from "../../test/fakeGoogleMaps/latency.ts"
import { startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { httpClient } from "../../test/httpClient.ts"
import { sampleTrip } from "../../src/cli/sampleTrip.ts"
import { localLoginEnv, logInLocally } from "../../test/loginKit.ts"
import { startServer } from "../../test/spawnServer.ts"
import { parseBenchArgs, report } from "./args.ts"
import { buyTwoCredits } from "./benchClient.ts"

/**
 * `npm run bench -- grounding [--json] [--tokens-per-second 50] [--days 3]`: a destination no guide covers,
 * planned from the live source (issue 41, docs/adr/0260-live-grounding.md) on the real server (`npm start`'s
 * main.ts) with its production adapters: Google Maps Platform and OpenAI as loopback fakes at their
 * realistic latency (Text Search 250-450 ms, Routes 300-600 ms; the model streams 50 tokens a second).
 * Timed at the client as the web does it: the coverage answer (where the guide is grounded), then the
 * generation request, which answers as soon as the checked draft is saved (draft first, ADR 0180): the
 * first plan's draft on screen. Then the same destination again, by another traveller. Google's calls
 * are counted at the fake. Targets: the first draft within 5 s, at most 15 calls for a new destination.
 */
const TARGETS = { firstDraftSeconds: 5, newDestinationCalls: 15 }
const GOOGLE_KEY = "fake-google-maps-key"

const seconds = (ms: number) => Math.round(ms / 10) / 100

export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const tokensPerSecond = Number(options.get("--tokens-per-second") ?? 50)
  const days = Number(options.get("--days") ?? 3)
  const google = await startFakeGoogleMaps({ apiKey: GOOGLE_KEY, latency: DEFAULT_LATENCY })
  const openai = await startFakeOpenAI({ tokensPerSecond })
  const dataDir = mkdtempSync(join(tmpdir(), "safarnama-bench-grounding-"))
  const server = await startServer({
    ...localLoginEnv,
    DATA_DIR: dataDir,
    RECONCILE_INTERVAL: "off",
    ITINERARY_WRITER: "openai",
    OPENAI_API_KEY: "sk-bench-not-a-secret",
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_MODEL: "bench",
    OPENAI_MAX_RETRIES: "0",
    GOOGLE_MAPS_API_KEY: GOOGLE_KEY,
    GOOGLE_PLACES_API_BASE_URL: google.baseUrl,
    GOOGLE_ROUTES_API_BASE_URL: google.baseUrl,
    // Suggestions stay on the bundled gazetteer: only the live source's calls are counted.
    PLACES_PROVIDER: "gazetteer"
  })
  const destinations = [
    { name: "Ulaanbaatar", type: "international" as const },
    { name: "Ganpatipule", type: "domestic" as const }
  ]
  try {
    const app = httpClient(server.url)
    const summary: Array<Record<string, unknown>> = []
    for (const destination of destinations) {
      for (const round of ["first", "repeated"] as const) {
        const { token } = await logInLocally(app)
        await buyTwoCredits(app, token)
        const before = google.calls.length
        const started = performance.now()
        const query = new URLSearchParams({ destination: destination.name, destinationType: destination.type })
        const coverage = await app.json<CoverageResponse>(`/api/itinerary/coverage?${query}`)
        const coveredAt = performance.now()
        if (!coverage.body.covered) throw new Error(`${destination.name} is not covered: ${coverage.body.reason ?? "no reason"}`)
        const generated = await app.json<{ itinerary: Itinerary; message?: string }>("/api/itinerary/generate", {
          method: "POST",
          token,
          json: { ...sampleTrip(destination.name, destination.type, days), tempId: `bench-grounding-${destination.name}-${round}` }
        })
        const draftAt = performance.now()
        if (generated.status !== 200 && generated.status !== 202) throw new Error(`generation answered ${generated.status}: ${generated.body.message}`)
        const calls = google.calls.slice(before)
        const figures = {
          name: "grounding",
          destination: destination.name,
          round,
          days,
          coverageSeconds: seconds(coveredAt - started),
          draftSeconds: seconds(draftAt - started),
          status: generated.body.itinerary.status,
          regions: coverage.body.guide?.regions.length ?? 0,
          places: coverage.body.guide?.places ?? 0,
          googleCalls: calls.length,
          placesCalls: calls.filter((c) => c.path.startsWith("/v1/places")).length,
          routesCalls: calls.filter((c) => c.path.includes("computeRouteMatrix")).length,
          latency: "fake default (Text Search 250-450 ms, Place Details 150-250 ms, Routes 300-600 ms)"
        }
        report(options.json, figures)
        summary.push(figures)
      }
    }
    const firsts = summary.filter((s) => s.round === "first")
    const worstDraft = Math.max(...firsts.map((s) => s.draftSeconds as number))
    const mostCalls = Math.max(...firsts.map((s) => s.googleCalls as number))
    report(options.json, {
      name: "grounding",
      kind: "summary",
      firstDraftSecondsMax: worstDraft,
      newDestinationCallsMax: mostCalls,
      repeatedCallsMax: Math.max(...summary.filter((s) => s.round === "repeated").map((s) => s.googleCalls as number)),
      targetFirstDraftSeconds: TARGETS.firstDraftSeconds,
      targetNewDestinationCalls: TARGETS.newDestinationCalls,
      met: worstDraft <= TARGETS.firstDraftSeconds && mostCalls <= TARGETS.newDestinationCalls
    })
  } finally {
    await server.stop()
    await openai.close()
    await google.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
