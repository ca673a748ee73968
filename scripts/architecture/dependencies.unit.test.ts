import { readdirSync, readFileSync, statSync } from "node:fs"
import { builtinModules } from "node:module"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { scanImports } from "./scanImports.ts"

// ADR 0009: every direct dependency is pinned exactly in its package.json, and a package imports only
// what it (or the root workspace) declares: an undeclared import works only while something else happens
// to install it.

const ROOT = new URL("../../", import.meta.url).pathname
const PACKAGES = ["", "services/core", "services/events", "services/projections", "services/journey-map", "web"]
const SKIP = new Set(["node_modules", "dist", "test-results", "playwright-report", "geodata"])
/** Files whose imports are examples in strings (the import scanner's own tests). */
const EXAMPLES = new Set(["scripts/architecture/scanImports.unit.test.ts"])

interface Manifest {
  readonly name: string
  readonly dependencies?: Record<string, string>
  readonly devDependencies?: Record<string, string>
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as Manifest
const declared = (m: Manifest) => ({ ...m.dependencies, ...m.devDependencies })

/** The source files of a package (the root's own scripts only: the others are packages of their own). */
const sourcesOf = (dir: string): Array<string> => {
  const walk = (folder: string): Array<string> =>
    readdirSync(folder).flatMap((name) => {
      if (SKIP.has(name) || name.startsWith(".")) return []
      const path = join(folder, name)
      if (statSync(path).isDirectory()) return dir === "" && folder === ROOT && ["services", "web"].includes(name) ? [] : walk(path)
      return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : []
    })
  return walk(join(ROOT, dir))
}

/** 'effect/Schema' -> 'effect', '@effect/sql/Model' -> '@effect/sql'; undefined for relative, node: and aliased paths. */
const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:") || specifier.startsWith("@contract/") || specifier.startsWith("virtual:")) return undefined
  const parts = specifier.split("/")
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!
  return builtinModules.includes(name) ? undefined : name
}

describe("dependencies", () => {
  it("are pinned exactly in every package.json", () => {
    const ranged = PACKAGES.flatMap((dir) =>
      Object.entries(declared(manifestOf(dir)))
        .filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version) && !/^\d+\.\d+\.\d+$/.test(version))
        .filter(([name]) => !name.startsWith("@safarnama/"))
        .map(([name, version]) => `${dir || "."}: ${name}@${version}`)
    )
    expect(ranged).toEqual([])
  })

  it("are declared by the package that imports them (or the root workspace)", () => {
    const root = declared(manifestOf(""))
    const undeclared = PACKAGES.flatMap((dir) => {
      const own = { ...declared(manifestOf(dir)), ...root, [manifestOf(dir).name]: "self" }
      return sourcesOf(dir).filter((file) => !EXAMPLES.has(relative(ROOT, file))).flatMap((file) =>
        scanImports(readFileSync(file, "utf8"))
          .flatMap((found) => {
            const name = packageOf(found.specifier)
            // A type-only package is declared through its types, e.g. 'geojson' as '@types/geojson'.
            const types = `@types/${name?.replace(/^@/, "").replace("/", "__")}`
            return name && !(name in own) && !(types in own) ? [`${relative(ROOT, file)}: ${name}`] : []
          })
      )
    })
    expect([...new Set(undeclared)]).toEqual([])
  })
})
