import { Effect } from "effect"
import { makeChromiumRenderer } from "../../src/adapters/pdf/ChromiumRenderer.ts"
import { itineraryHtml, pageFooterTemplate } from "../../src/app/pdf/itineraryHtml.ts"
import { sampleItinerary } from "../../src/app/pdf/sampleItinerary.ts"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- pdf [--json] [--warm N]`: render seconds of the itinerary PDF for 3-, 7- and 30-day
 * trips written by the offline writer. Cold: a fresh browser (launch plus the first render); warm: the
 * median of N more renders in the same browser. Targets: warm 7-day <= 1 s; cold <= 3 s.
 */
export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const warmRuns = Number(options.get("--warm") ?? 5)
  const executablePath = options.get("--chromium") ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
  for (const days of [3, 7, 30]) {
    const html = itineraryHtml(sampleItinerary("Jaipur", "domestic", days))
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const renderer = yield* makeChromiumRenderer({ executablePath, concurrency: 1, maxWaiting: 0, timeoutMs: 60_000 })
          const render = Effect.gen(function* () {
            const start = performance.now()
            const pdf = yield* renderer.render(html, { footerTemplate: pageFooterTemplate })
            return { seconds: (performance.now() - start) / 1000, bytes: pdf.length }
          })
          const cold = yield* render
          const warm: Array<number> = []
          for (let i = 0; i < warmRuns; i++) warm.push((yield* render).seconds)
          warm.sort((a, b) => a - b)
          report(options.json, {
            name: "pdf-render",
            days,
            htmlKb: Math.round(html.length / 1024),
            pdfKb: Math.round(cold.bytes / 1024),
            coldSeconds: cold.seconds,
            warmSeconds: warm[Math.floor(warm.length / 2)] ?? Number.NaN,
            warmMaxSeconds: warm.at(-1) ?? Number.NaN
          })
        })
      )
    )
  }
}
