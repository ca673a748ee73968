import { describe, expect, it } from "vitest"
import { escapeMarkup } from "./markup.ts"

describe("escapeMarkup", () => {
  it("replaces the five characters that could end an element or a quoted attribute, and nothing else", () => {
    expect(escapeMarkup(`<script>alert("x") & 'y'</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;")
    expect(escapeMarkup("Café ₹1,200 · दिल्ली")).toBe("Café ₹1,200 · दिल्ली")
    expect(escapeMarkup(undefined)).toBe("")
    expect(escapeMarkup(42)).toBe("42")
  })
})
