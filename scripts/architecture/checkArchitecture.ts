// The layer and circle check over the whole repository: `npm run check:architecture` prints it, and
// architecture.unit.test.ts (part of `npm test`) fails on any problem it finds.
import { fileURLToPath } from "node:url"
import { findBoundaryCrossings, findCircles, findPackageCircles, findUnlayered, findUpwardImports, findWideImports, type Problem } from "./findProblems.ts"
import { ALIASES, BOUNDARIES, isTest, LAYERED_FOLDERS, LAYERS, NARROW_INTERFACES, PACKAGES, SOURCE_FOLDERS } from "./layers.ts"
import { buildModuleGraph, type ModuleGraph } from "./moduleGraph.ts"

export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url))

export interface ArchitectureReport {
  readonly modules: number
  readonly edges: number
  readonly problems: ReadonlyArray<Problem>
}

export function checkGraph(graph: ModuleGraph): ArchitectureReport {
  return {
    modules: graph.modules.length,
    edges: graph.edges.length,
    problems: [
      ...findCircles(graph),
      ...findPackageCircles(graph, PACKAGES),
      ...findUpwardImports(graph, LAYERS, isTest),
      ...findBoundaryCrossings(graph, BOUNDARIES, isTest),
      ...findWideImports(graph, NARROW_INTERFACES, isTest),
      ...findUnlayered(graph, LAYERS, LAYERED_FOLDERS, isTest)
    ]
  }
}

export const checkRepository = (root: string = REPOSITORY_ROOT): ArchitectureReport =>
  checkGraph(buildModuleGraph(root, SOURCE_FOLDERS, ALIASES))

export const describeReport = (report: ArchitectureReport): string =>
  [
    `architecture: ${report.modules} modules, ${report.edges} imports between them; ${report.problems.length} problems`,
    ...report.problems.map((p) => `  ${p.rule}: ${p.message}`)
  ].join("\n")

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = checkRepository()
  console.log(describeReport(report))
  process.exitCode = report.problems.length === 0 ? 0 : 1
}
