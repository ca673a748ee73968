import { makeGazetteerSearch } from "../../src/adapters/places/gazetteer/Gazetteer.ts"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- places [--json] [--queries N]`: the offline gazetteer's autocomplete in process,
 * over what travellers type: every prefix (2+ characters) of common destinations, with and without a
 * typo, and inputs that match nothing (the slowest: the typo-tolerant pass looks at every place).
 * Target: p99 <= 5 ms a query.
 */
const WORDS = [
  "jaipur", "goa", "manali", "kerala", "mumbai", "bengaluru", "bangalore", "delhi", "new delhi", "udaipur", "varanasi", "rishikesh",
  "ladakh", "leh", "darjeeling", "andaman", "pondicherry", "hyderabad", "kolkata", "chennai", "ooty", "munnar", "shimla", "agra",
  "dubai", "bali", "thailand", "bangkok", "singapore", "paris", "london", "switzerland", "japan", "tokyo", "maldives", "new york",
  "jaipru", "manaali", "kerela", "bangaluru", "varansi", "rishikseh", "switzerlnd", "xqzvw", "zzzzzz", "qwertyuiop"
]

export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const queries = Number(options.get("--queries") ?? 20_000)
  const inputs = WORDS.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)))
  const buildStart = performance.now()
  const search = makeGazetteerSearch()
  const buildMs = performance.now() - buildStart
  for (let i = 0; i < 2000; i++) search(inputs[i % inputs.length]!) // warm-up (JIT)
  const times = new Float64Array(queries)
  for (let i = 0; i < queries; i++) {
    const input = inputs[i % inputs.length]!
    const start = performance.now()
    search(input)
    times[i] = performance.now() - start
  }
  times.sort()
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  report(options.json, { name: "places-autocomplete", queries, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: times[times.length - 1]!, buildMs })
}
