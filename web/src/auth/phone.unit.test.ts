import { describe, expect, it } from "vitest"
import { formatPhone, internationalPhone, isCompleteOtp, isCompletePhone, phoneDigits } from "./phone"

describe("phone numbers", () => {
  it("keep digits only, at most ten", () => {
    expect(phoneDigits("98a765-43 210 77")).toBe("9876543210")
    expect(phoneDigits("+91 98765 43210")).toBe("9876543210")
    expect(phoneDigits("")).toBe("")
  })

  it("show as 5+5 with a space", () => {
    expect(formatPhone("9876543210")).toBe("98765 43210")
    expect(formatPhone("987654")).toBe("98765 4")
    expect(formatPhone("98765")).toBe("98765")
  })

  it("need exactly ten digits and get +91", () => {
    expect(isCompletePhone("9876543210")).toBe(true)
    expect(isCompletePhone("987654321")).toBe(false)
    expect(internationalPhone("9876543210")).toBe("+919876543210")
  })

  it("codes need six single digits", () => {
    expect(isCompleteOtp(["1", "2", "3", "4", "5", "6"])).toBe(true)
    expect(isCompleteOtp(["1", "2", "3", "4", "5", ""])).toBe(false)
    expect(isCompleteOtp(["1", "2", "3", "4", "5", "x"])).toBe(false)
  })
})
