import { describe, expect, it } from "vitest"
import { csv, csvCell } from "./csv.ts"

describe("the audit's CSV", () => {
  it("quotes commas, quotes, line feeds and carriage returns", () => {
    expect(csvCell('Asha "A" Rao, Pune')).toBe('"Asha ""A"" Rao, Pune"')
    expect(csvCell("line\r\nbreak")).toBe('"line\r\nbreak"')
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"')
  })

  it("keeps what a spreadsheet would run as a formula as text, and numbers as numbers", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"")
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210")
    expect(csvCell("-2+3")).toBe("'-2+3")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("\tcmd")).toBe("'\tcmd")
    expect(csvCell(-500)).toBe("-500")
    expect(csvCell(null)).toBe("")
  })

  it("writes a header and rows, one line each", () => {
    expect(csv(["user", "credits"], [["u1", 2], ["=1+1", -1]])).toBe("user,credits\nu1,2\n'=1+1,-1\n")
  })
})
