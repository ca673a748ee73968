// The project's module graph: every TypeScript file under the given folders, and an edge for each
// import that resolves to another of them. Packages from npm are outside the graph; the workspaces'
// own names and the web's `@contract` alias resolve to files, so an import across workspaces counts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import { type ImportKind, scanImports } from "./scanImports.ts"

export interface ModuleGraph {
  /** Paths relative to the repository root, with `/` separators. */
  readonly modules: ReadonlyArray<string>
  readonly edges: ReadonlyArray<Edge>
}

export interface Edge {
  readonly from: string
  readonly to: string
  readonly kind: ImportKind
}

/** Import prefixes that name a folder of this repository rather than an npm package. */
export type Aliases = Readonly<Record<string, string>>

const SOURCE = /\.(ts|tsx|mts)$/
const SKIP_DIRS = new Set(["node_modules", "dist", "data", ".vitest-cache", "test-results", "playwright-report"])

function listSources(dir: string): Array<string> {
  const found: Array<string> = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith(".")) found.push(...listSources(join(dir, entry.name)))
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(join(dir, entry.name))
  }
  return found
}

const CANDIDATE_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]

function resolveFile(base: string): string | undefined {
  // NodeNext style imports name the emitted `.js`; the source is the `.ts` beside it.
  const bases = base.endsWith(".js") ? [base.slice(0, -3) + ".ts", base.slice(0, -3) + ".tsx", base] : [base]
  for (const b of bases) {
    for (const suffix of CANDIDATE_SUFFIXES) {
      const path = b + suffix
      if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return path
    }
  }
  return undefined
}

export function buildModuleGraph(root: string, folders: ReadonlyArray<string>, aliases: Aliases): ModuleGraph {
  const absRoot = resolve(root)
  const toKey = (path: string) => relative(absRoot, path).split(sep).join("/")
  const files = folders.flatMap((folder) => (existsSync(join(absRoot, folder)) ? listSources(join(absRoot, folder)) : []))
  const modules = new Set(files.map(toKey))
  const edges: Array<Edge> = []
  for (const file of files) {
    for (const { specifier, kind } of scanImports(readFileSync(file, "utf8"))) {
      let target: string | undefined
      if (specifier.startsWith(".")) target = resolveFile(resolve(dirname(file), specifier))
      else {
        const alias = Object.keys(aliases).find((prefix) => specifier === prefix || specifier.startsWith(prefix + "/"))
        if (alias !== undefined) target = resolveFile(join(absRoot, aliases[alias]!, specifier.slice(alias.length)))
      }
      if (target === undefined) continue
      const to = toKey(target)
      if (modules.has(to) && to !== toKey(file)) edges.push({ from: toKey(file), to, kind })
    }
  }
  return { modules: [...modules].sort(), edges }
}
