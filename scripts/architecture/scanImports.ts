// What a TypeScript file imports, read without a compiler: the project's `typescript` is the native
// TypeScript 7 (no JavaScript API), and the import forms we use are few. Comments and the insides of
// template and regular-expression literals are blanked first, so an import shown in a comment or built
// in a string does not count; ordinary string literals are kept (that is where specifiers live).

export type ImportKind = "static" | "type" | "dynamic"

export interface ImportFound {
  readonly specifier: string
  readonly kind: ImportKind
}

// Characters after which a `/` starts a regular expression rather than a division.
const REGEX_MAY_FOLLOW = new Set(["", "(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^"])

/** The source with comments, template literals and regular expressions replaced by spaces. */
export function blankNonCode(source: string): string {
  const out = source.split("")
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " "
  }
  let lastSignificant = ""
  let i = 0
  const n = source.length
  while (i < n) {
    const c = source[i]!
    const next = source[i + 1]
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i)
      const stop = end === -1 ? n : end
      blank(i, stop)
      i = stop
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2)
      const stop = end === -1 ? n : end + 2
      blank(i, stop)
      i = stop
    } else if (c === '"' || c === "'") {
      let j = i + 1
      while (j < n && source[j] !== c && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1
      i = j + 1
      lastSignificant = c
    } else if (c === "`") {
      i = skipTemplate(source, i + 1, blank)
      lastSignificant = "`"
    } else if (c === "/" && (REGEX_MAY_FOLLOW.has(lastSignificant) || /\b(return|typeof|case|in|of)$/.test(source.slice(Math.max(0, i - 8), i).trimEnd()))) {
      let j = i + 1
      let inClass = false
      while (j < n && source[j] !== "\n") {
        const d = source[j]
        if (d === "\\") j++
        else if (d === "[") inClass = true
        else if (d === "]") inClass = false
        else if (d === "/" && !inClass) break
        j++
      }
      blank(i, j + 1)
      i = j + 1
      lastSignificant = "/"
    } else {
      if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? "a" : c
      i++
    }
  }
  return out.join("")
}

/** Blanks a template literal's text (its `${...}` code stays); returns the index after the closing backtick. */
function skipTemplate(source: string, start: number, blank: (from: number, to: number) => void): number {
  let i = start
  let textFrom = start
  while (i < source.length) {
    const c = source[i]
    if (c === "\\") i += 2
    else if (c === "`") {
      blank(textFrom, i)
      return i + 1
    } else if (c === "$" && source[i + 1] === "{") {
      blank(textFrom, i)
      let depth = 1
      i += 2
      while (i < source.length && depth > 0) {
        if (source[i] === "{") depth++
        else if (source[i] === "}") depth--
        else if (source[i] === "`") {
          i = skipTemplate(source, i + 1, blank)
          continue
        }
        i++
      }
      textFrom = i
    } else i++
  }
  blank(textFrom, source.length)
  return source.length
}

// `import x from "m"`, `import type { X } from "m"`, `export { a } from "m"`, `export * as n from "m"`:
// the clause between the keyword and `from` only ever holds names, braces, commas, `*`, `as`, `type`.
const FROM_CLAUSE = /(?:^|[;}\n])\s*(import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*["']([^"'\n]+)["']/g
const BARE_IMPORT = /(?:^|[;}\n])\s*import\s*["']([^"'\n]+)["']/g
const DYNAMIC_IMPORT = /(typeof\s+)?\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g

export function scanImports(source: string): ReadonlyArray<ImportFound> {
  const code = blankNonCode(source)
  const found: Array<ImportFound> = []
  for (const m of code.matchAll(FROM_CLAUSE)) {
    const typeOnly = m[2] !== undefined || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(m[3]!.trim())
    found.push({ specifier: m[4]!, kind: typeOnly ? "type" : "static" })
  }
  for (const m of code.matchAll(BARE_IMPORT)) found.push({ specifier: m[1]!, kind: "static" })
  for (const m of code.matchAll(DYNAMIC_IMPORT)) found.push({ specifier: m[2]!, kind: m[1] ? "type" : "dynamic" })
  return found
}
