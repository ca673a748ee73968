/**
 * `npm run bench -- <name> [--json] [--database-url URL] [...]`: speed and memory targets live here,
 * never in timed unit tests. Each benchmark prints one JSON object per line with --json.
 */
const benchmarks: Record<string, () => Promise<{ run: (args: ReadonlyArray<string>) => Promise<void> }>> = {
  eventstore: () => import("./bench/eventstore.ts"),
  audit: () => import("./bench/audit.ts"),
  web: () => import("./bench/web.ts"),
  places: () => import("./bench/places.ts"),
  pdf: () => import("./bench/pdf.ts"),
  generation: () => import("./bench/generation.ts"),
  knowledge: () => import("./bench/knowledge.ts"),
  refine: () => import("./bench/refine.ts"),
  regenerate: () => import("./bench/regenerate.ts"),
  journeys: () => import("./bench/journeys.ts"),
  grounding: () => import("./bench/grounding.ts")
}

const [name, ...args] = process.argv.slice(2)
const load = name ? benchmarks[name] : undefined
if (!load) {
  console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join("|")}> [--json] [--database-url URL]`)
  process.exit(2)
}
await (await load()).run(args)
