import { describe, expect, it } from "vitest"
import { scanImports } from "./scanImports.ts"

const specifiers = (source: string) => scanImports(source).map((i) => `${i.kind} ${i.specifier}`)

describe("reading a file's imports without a compiler", () => {
  it("reads every form we write", () => {
    const source = [
      'import { a, type B } from "./a.ts"',
      'import type { C } from "./c.ts"',
      'import { type D } from "./d.ts"',
      'import * as e from "./e"',
      'import f, { g } from "../f.js"',
      'import "./side-effect.css"',
      'export { h } from "./h.ts"',
      'export * from "./all.ts"',
      'export type { I } from "./i.ts"',
      "const lazy = () => import('./lazy')",
      'type Sdk = typeof import("firebase/auth")',
      "import {",
      "  many,",
      "  lines",
      '} from "./many.ts"'
    ].join("\n")
    expect(specifiers(source)).toEqual([
      "static ./a.ts",
      "type ./c.ts",
      "type ./d.ts",
      "static ./e",
      "static ../f.js",
      "static ./h.ts",
      "static ./all.ts",
      "type ./i.ts",
      "static ./many.ts",
      "static ./side-effect.css",
      "dynamic ./lazy",
      "type firebase/auth"
    ])
  })

  it("ignores imports in comments, template literals and regular expressions, and code after them still counts", () => {
    const source = [
      '// import { x } from "./commented.ts"',
      '/* import("./block.ts") — a glob like "services/**/*.ts" in a string does not open a comment */',
      'const glob = "services/**/*.ts"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
      'const text = `import { y } from "./template.ts" ${`import("./nested.ts")`}`',
      'const re = /import "\\.\\/regex"/',
      'import { z } from "./real.ts"'
    ].join("\n")
    expect(specifiers(source)).toEqual(["static ./real.ts"])
  })
})
