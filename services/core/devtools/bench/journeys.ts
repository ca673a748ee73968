import { bundledKnowledge } from "../../src/adapters/knowledge/Knowledge.ts"
import { loadReferenceJourneys } from "../../src/adapters/knowledge/referenceJourneys.ts"
import { fitSummary, impliedKmh } from "../../src/domain/knowledge/fallbackFit.ts"
import { HUB, journeyOptions } from "../../src/domain/knowledge/journeys.ts"
import { ROAD_FACTOR } from "../../src/domain/knowledge/travel.ts"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- journeys [--json]`: the computed journey model (the fallback) against the reference
 * set of real journeys (median ratio of planned to real, share within ±30 % and within 0.6-1.5x, by
 * mode), the implied road speeds by ground (what the model's speeds were fitted to), and the journeys
 * tables' coverage: the pairs a route can join (every two regions, the hub to every region) that have
 * an entry, options by mode, and the share backed by a published source (docs/adr/0150-scope-and-journeys.md).
 */
export const run = async (args: ReadonlyArray<string>) => {
  const options = parseBenchArgs(args)
  const reference = loadReferenceJourneys()
  const all = fitSummary(reference)
  const byMode = Object.fromEntries(
    ["road", "rail"].map((mode) => {
      const s = fitSummary(reference.filter((j) => j.mode === mode))
      return [mode, { journeys: s.journeys, medianRatio: round(s.medianRatio), shareWithin30: round(s.shareWithin30) }]
    })
  )
  report(options.json, {
    name: "journeys-fallback",
    journeys: all.journeys,
    medianRatio: round(all.medianRatio),
    shareWithin30: round(all.shareWithin30),
    shareWithin06to15: round(all.shareWithin06to15),
    byMode,
    worst: all.worst.map((w) => `${w.journey}: ${round(w.ratio)}`)
  })
  const roads = reference.filter((j) => j.mode === "road")
  const grounds = [...new Set(roads.map((j) => `${j.terrain}/${j.roads}`))].sort()
  report(options.json, {
    name: "journeys-implied-road-speeds",
    ...Object.fromEntries(
      grounds.map((g) => {
        const of = roads.filter((j) => `${j.terrain}/${j.roads}` === g)
        const speeds = of.map((j) => impliedKmh(j, ROAD_FACTOR[j.terrain])).sort((a, b) => a - b)
        return [g, { journeys: of.length, medianKmh: Math.round(speeds[Math.floor(speeds.length / 2)]!) }]
      })
    )
  })

  const destinations = bundledKnowledge().destinations
  let needed = 0
  let covered = 0
  const modes: Record<string, number> = {}
  let optionCount = 0
  let sourced = 0
  for (const d of destinations) {
    const ends = [HUB, ...d.regions.map((r) => r.id)]
    for (let i = 0; i < ends.length; i++) {
      for (let k = i + 1; k < ends.length; k++) {
        needed++
        if (journeyOptions(d, ends[i]!, ends[k]!).length > 0) covered++
      }
    }
    for (const j of d.journeys) {
      for (const o of j.options) {
        optionCount++
        modes[o.mode] = (modes[o.mode] ?? 0) + 1
        if (o.estimate !== true) sourced++
      }
    }
  }
  report(options.json, {
    name: "journeys-table-coverage",
    destinations: destinations.length,
    pairsNeeded: needed,
    pairsCovered: covered,
    coverage: round(covered / needed),
    options: optionCount,
    optionsByMode: modes,
    shareSourced: round(sourced / optionCount)
  })
}

const round = (x: number) => Math.round(x * 100) / 100
