// The two things the architecture forbids, found in a module graph: an import circle, and an import
// from a lower layer to a higher one. Pure functions over the graph, so a test can feed them a made-up one.
import type { Edge, ModuleGraph } from "./moduleGraph.ts"

export interface Layer {
  readonly name: string
  /** Higher ranks may import lower or equal ones, never the reverse. */
  readonly rank: number
  /** Path prefixes (from the repository root) of the modules in this layer. A longer prefix wins. */
  readonly paths: ReadonlyArray<string>
}

export interface Problem {
  readonly rule: "circle" | "package-circle" | "upward-import" | "unlayered" | "boundary" | "narrow-interface"
  readonly message: string
}

/** Modules under `modules` may import only modules under one of `mayImport`. */
export interface Boundary {
  readonly modules: string
  readonly mayImport: ReadonlyArray<string>
  readonly why: string
}

/** Modules the layer rules do not apply to: tests and their kits may wire any layers together. */
export type Exempt = (module: string) => boolean

export const layerOf = (layers: ReadonlyArray<Layer>, module: string): Layer | undefined => {
  let best: { layer: Layer; length: number } | undefined
  for (const layer of layers) {
    for (const prefix of layer.paths) {
      if ((module === prefix || module.startsWith(prefix.endsWith("/") ? prefix : prefix + "/")) && (best === undefined || prefix.length > best.length)) {
        best = { layer, length: prefix.length }
      }
    }
  }
  return best?.layer
}

export function findUpwardImports(graph: ModuleGraph, layers: ReadonlyArray<Layer>, exempt: Exempt): Array<Problem> {
  const problems: Array<Problem> = []
  for (const edge of graph.edges) {
    if (exempt(edge.from)) continue
    const from = layerOf(layers, edge.from)
    const to = layerOf(layers, edge.to)
    if (from === undefined || to === undefined) continue
    if (to.rank > from.rank) {
      problems.push({
        rule: "upward-import",
        message: `${edge.from} (${from.name}) imports ${edge.to} (${to.name}): a lower layer must not import a higher one`
      })
    }
  }
  return problems
}

export function findBoundaryCrossings(graph: ModuleGraph, boundaries: ReadonlyArray<Boundary>, exempt: Exempt): Array<Problem> {
  const problems: Array<Problem> = []
  for (const edge of graph.edges) {
    if (exempt(edge.from)) continue
    for (const boundary of boundaries) {
      if (edge.from.startsWith(boundary.modules) && !boundary.mayImport.some((prefix) => edge.to.startsWith(prefix))) {
        problems.push({ rule: "boundary", message: `${edge.from} imports ${edge.to}: ${boundary.why}` })
      }
    }
  }
  return problems
}

/** Modules under `modules` reach modules under `area` only through the files in `through`. */
export interface NarrowInterface {
  readonly modules: string
  readonly area: string
  readonly through: ReadonlyArray<string>
  readonly why: string
}

export function findWideImports(graph: ModuleGraph, interfaces: ReadonlyArray<NarrowInterface>, exempt: Exempt): Array<Problem> {
  const problems: Array<Problem> = []
  for (const edge of graph.edges) {
    if (exempt(edge.from)) continue
    for (const narrow of interfaces) {
      if (edge.from.startsWith(narrow.modules) && edge.to.startsWith(narrow.area) && !narrow.through.includes(edge.to)) {
        problems.push({ rule: "narrow-interface", message: `${edge.from} imports ${edge.to}: ${narrow.why}` })
      }
    }
  }
  return problems
}

/** Modules under `within` that no layer claims: a new folder must be given a layer before it is used. */
export function findUnlayered(graph: ModuleGraph, layers: ReadonlyArray<Layer>, within: ReadonlyArray<string>, exempt: Exempt): Array<Problem> {
  return graph.modules
    .filter((m) => within.some((prefix) => m.startsWith(prefix)) && !exempt(m) && layerOf(layers, m) === undefined)
    .map((m) => ({ rule: "unlayered" as const, message: `${m} is in no layer: add its folder to scripts/architecture/layers.ts` }))
}

/**
 * Every import circle, each reported once as the files in import order (`a -> b -> a`). Strongly
 * connected components (Tarjan) find the modules caught in circles; a shortest path back to the start
 * inside each component names one concrete circle through its first module, then the next module not
 * on a reported circle, until every module of the component is on one.
 */
export function findCircles(graph: ModuleGraph): Array<Problem> {
  const next = new Map<string, Array<string>>()
  for (const { from, to } of graph.edges) {
    const list = next.get(from) ?? []
    if (!list.includes(to)) list.push(to)
    next.set(from, list)
  }
  const problems: Array<Problem> = []
  for (const component of stronglyConnected(graph.modules, next)) {
    const inside = new Set(component)
    const covered = new Set<string>()
    for (const start of [...component].sort()) {
      if (covered.has(start)) continue
      const circle = shortestCircle(start, next, inside)
      if (circle === undefined) continue
      for (const m of circle) covered.add(m)
      problems.push({ rule: "circle", message: `import circle: ${[...circle, circle[0]].join(" -> ")}` })
    }
  }
  return problems
}

/**
 * Circles between packages (workspaces): the module graph with each module replaced by its package.
 * Tests count: a package whose tests need another package depends on it all the same.
 */
export function findPackageCircles(graph: ModuleGraph, packages: ReadonlyArray<string>): Array<Problem> {
  const packageOf = (module: string) => packages.find((p) => module.startsWith(p.endsWith("/") ? p : p + "/"))
  const edges: Array<Edge> = []
  for (const edge of graph.edges) {
    const from = packageOf(edge.from)
    const to = packageOf(edge.to)
    if (from !== undefined && to !== undefined && from !== to) edges.push({ from, to, kind: edge.kind })
  }
  return findCircles({ modules: [...packages], edges }).map((p) => ({
    rule: "package-circle" as const,
    message: p.message.replace("import circle:", "package circle:")
  }))
}

function shortestCircle(start: string, next: ReadonlyMap<string, ReadonlyArray<string>>, inside: ReadonlySet<string>): Array<string> | undefined {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!
    for (const there of next.get(here) ?? []) {
      if (!inside.has(there)) continue
      if (there === start) {
        const path = [here]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return path
      }
      if (!cameFrom.has(there)) {
        cameFrom.set(there, here)
        queue.push(there)
      }
    }
  }
  return undefined
}

function stronglyConnected(nodes: ReadonlyArray<string>, next: ReadonlyMap<string, ReadonlyArray<string>>): Array<Array<string>> {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: Array<string> = []
  const components: Array<Array<string>> = []
  let counter = 0
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of nodes) {
    if (index.has(root)) continue
    const work: Array<{ node: string; edge: number }> = [{ node: root, edge: 0 }]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const targets = next.get(frame.node) ?? []
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: Array<string> = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const selfLoop = (next.get(frame.node) ?? []).includes(frame.node)
        if (component.length > 1 || selfLoop) components.push(component)
      }
    }
  }
  return components
}

export type { Edge, ModuleGraph }
