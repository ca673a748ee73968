import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { withinOneEditOfPrefix } from "./fuzzyPrefix.ts"

/** Reference: optimal-string-alignment distance, computed plainly, against every prefix of the key. */
const osa = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}
const reference = (query: string, key: string) => Array.from({ length: key.length + 1 }, (_, n) => osa(query, key.slice(0, n))).some((d) => d <= 1)

const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d", " "), minLength: 1, maxLength: 9 })

describe("one edit of a prefix (properties)", () => {
  it("agrees with the plain reference on random short words", () => {
    fc.assert(fc.property(word, word, (query, key) => {
          expect(withinOneEditOfPrefix(query, key)).toBe(reference(query, key))
        }), { numRuns: 3000 })
  })

  it("every prefix of a key, with any one character changed, still matches", () => {
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom("x", "y"), (key, at, c) => {
        const prefix = key.slice(0, Math.max(1, at % (key.length + 1)))
        const i = at % prefix.length
        expect(withinOneEditOfPrefix(prefix.slice(0, i) + c + prefix.slice(i + 1), key)).toBe(true)
      })
    )
  })
})
