import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { findBoundaryCrossings, findCircles, findPackageCircles, findUnlayered, findUpwardImports, findWideImports, type Layer } from "./findProblems.ts"
import { buildModuleGraph, type ModuleGraph } from "./moduleGraph.ts"

const LAYERS: ReadonlyArray<Layer> = [
  { name: "domain", rank: 1, paths: ["src/domain"] },
  { name: "application", rank: 2, paths: ["src/app"] },
  { name: "http", rank: 3, paths: ["src/http"] }
]
const noTests = (m: string) => m.endsWith(".test.ts")

const graph = (edges: ReadonlyArray<readonly [string, string]>): ModuleGraph => ({
  modules: [...new Set(edges.flat())].sort(),
  edges: edges.map(([from, to]) => ({ from, to, kind: "static" as const }))
})

describe("finding what the architecture forbids (a made-up graph)", () => {
  const sample = graph([
    ["src/http/routes.ts", "src/app/logIn.ts"],
    ["src/app/logIn.ts", "src/domain/user.ts"],
    // back up the layers: the application reaches into HTTP
    ["src/app/logIn.ts", "src/http/tokens.ts"],
    // a circle of three inside the domain
    ["src/domain/a.ts", "src/domain/b.ts"],
    ["src/domain/b.ts", "src/domain/c.ts"],
    ["src/domain/c.ts", "src/domain/a.ts"],
    // a test may import any layer
    ["src/domain/a.test.ts", "src/http/routes.ts"]
  ])

  it("reports the circle once, naming its files in import order", () => {
    expect(findCircles(sample).map((p) => p.message)).toEqual([
      "import circle: src/domain/a.ts -> src/domain/b.ts -> src/domain/c.ts -> src/domain/a.ts"
    ])
  })

  it("reports the import back up the layers, naming both files and layers, and nothing else", () => {
    expect(findUpwardImports(sample, LAYERS, noTests).map((p) => p.message)).toEqual([
      "src/app/logIn.ts (application) imports src/http/tokens.ts (http): a lower layer must not import a higher one"
    ])
  })

  it("reports two circles that share a module, and a module importing itself", () => {
    const messages = findCircles(
      graph([
        ["x.ts", "y.ts"],
        ["y.ts", "x.ts"],
        ["y.ts", "z.ts"],
        ["z.ts", "y.ts"],
        ["self.ts", "self.ts"]
      ])
    ).map((p) => p.message)
    expect(messages).toHaveLength(3)
    expect(messages).toContain("import circle: x.ts -> y.ts -> x.ts")
    expect(messages).toContain("import circle: self.ts -> self.ts")
    expect(messages.some((m) => m.includes("z.ts"))).toBe(true)
  })

  it("finds nothing in a graph that only imports downwards", () => {
    const clean = graph([
      ["src/http/routes.ts", "src/app/logIn.ts"],
      ["src/app/logIn.ts", "src/domain/user.ts"]
    ])
    expect([...findCircles(clean), ...findUpwardImports(clean, LAYERS, noTests)]).toEqual([])
  })

  it("reports an import across a boundary and a module in no layer", () => {
    const g = graph([
      ["web/page.ts", "src/app/logIn.ts"],
      ["src/cache/memo.ts", "src/domain/user.ts"]
    ])
    expect(findBoundaryCrossings(g, [{ modules: "web/", mayImport: ["web/", "src/contract/"], why: "contract only" }], noTests)).toEqual([
      { rule: "boundary", message: "web/page.ts imports src/app/logIn.ts: contract only" }
    ])
    expect(findUnlayered(g, LAYERS, ["src/"], noTests).map((p) => p.message)).toEqual([
      "src/cache/memo.ts is in no layer: add its folder to scripts/architecture/layers.ts"
    ])
  })
})

describe("packages", () => {
  it("reports a circle between packages even when the modules form none", () => {
    const g = graph([
      ["services/read/src/runner.ts", "services/write/src/events.ts"],
      ["services/write/src/http.ts", "services/read/src/queries.ts"]
    ])
    expect(findCircles(g)).toEqual([])
    expect(findPackageCircles(g, ["services/read", "services/write"]).map((p) => p.message)).toEqual([
      "package circle: services/read -> services/write -> services/read"
    ])
  })
})

describe("a narrow interface", () => {
  it("reports an import that reaches past it, and not one through it", () => {
    const g = graph([
      ["src/http/list.ts", "src/read/queries.ts"],
      ["src/http/list.ts", "src/read/tables.ts"]
    ])
    const narrow = [{ modules: "src/http/", area: "src/read/", through: ["src/read/queries.ts"], why: "queries only" }]
    expect(findWideImports(g, narrow, noTests)).toEqual([
      { rule: "narrow-interface", message: "src/http/list.ts imports src/read/tables.ts: queries only" }
    ])
  })
})

describe("the module graph of real files", () => {
  const root = mkdtempSync(join(tmpdir(), "module-graph-"))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it("follows relative, extension-less, .js, aliased, type-only and dynamic imports, and reports the circle and the upward import", () => {
    write("src/domain/a.ts", 'import { b } from "./b.ts"\nexport const a = b\n')
    write("src/domain/b.ts", 'import type { C } from "@pkg/domain/c"\nexport const b = 1 as unknown as C\n')
    write("src/domain/c.ts", 'export type C = number\nexport const load = () => import("./a.js")\n')
    write("src/app/logIn.ts", 'import {\n  routes,\n  type Route\n} from "../http/routes"\nexport const logIn: Route = routes\n')
    write("src/http/routes.ts", "export type Route = unknown\nexport const routes = 1\n")
    const g = buildModuleGraph(root, ["src"], { "@pkg": "src" })
    expect(g.edges.map((e) => `${e.from} -> ${e.to} (${e.kind})`).sort()).toEqual([
      "src/app/logIn.ts -> src/http/routes.ts (static)",
      "src/domain/a.ts -> src/domain/b.ts (static)",
      "src/domain/b.ts -> src/domain/c.ts (type)",
      "src/domain/c.ts -> src/domain/a.ts (dynamic)"
    ])
    expect(findCircles(g).map((p) => p.message)).toEqual([
      "import circle: src/domain/a.ts -> src/domain/b.ts -> src/domain/c.ts -> src/domain/a.ts"
    ])
    expect(findUpwardImports(g, LAYERS, noTests).map((p) => p.rule)).toEqual(["upward-import"])
  })
})
