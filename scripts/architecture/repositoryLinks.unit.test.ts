import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

// Someone who clones the repository has only the repository: no document may send them outside it, and
// every relative link in a Markdown file must reach a file that is there (the spec and the architecture
// live under docs/).

const ROOT = resolve(new URL("../../", import.meta.url).pathname)
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean)
const markdown = tracked.filter((f) => f.endsWith(".md") && !f.includes("node_modules/"))
const text = tracked.filter((f) => /\.(md|ts|tsx|mjs|json|yml|yaml|sh)$/.test(f) && !f.endsWith("package-lock.json") && !f.includes("node_modules/"))

describe("the repository stands on its own", () => {
  it("names no folder beside it (../shared and the like)", () => {
    const outside = text.filter((f) => existsSync(join(ROOT, f)) && /\.\.\/shared\//.test(readFileSync(join(ROOT, f), "utf8")) && !f.endsWith("repositoryLinks.unit.test.ts"))
    expect(outside).toEqual([])
  })

  it("has every relative Markdown link land on a file inside it", () => {
    const broken = markdown.flatMap((file) => {
      const body = readFileSync(join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "")
      return [...body.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .flatMap((target) => {
          const path = resolve(ROOT, dirname(file), decodeURIComponent(target))
          const inside = !relative(ROOT, path).startsWith("..")
          return inside && existsSync(path) ? [] : [`${file}: ${target}`]
        })
    })
    expect(broken).toEqual([])
  })
})
