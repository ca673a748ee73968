import { Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { checkVerificationId, deriveLocalCodeKeys, hashCode, issueVerificationId, newCode, sameHash } from "./secrets.ts"

const keys = deriveLocalCodeKeys(Redacted.make("a-session-secret-for-tests"))
const otherKeys = deriveLocalCodeKeys(Redacted.make("another-secret"))
const phone = "+919876543210"
const now = 1_800_000_000

const tamper = (token: string, claims: Record<string, unknown>) => {
  const [prefix, , signature] = token.split(".")
  return `${prefix}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`
}

describe("local one-time codes", () => {
  it("are 6 digits, or the pinned one", () => {
    for (let i = 0; i < 200; i++) expect(newCode(Option.none())).toMatch(/^\d{6}$/)
    expect(newCode(Option.some("123456"))).toBe("123456")
  })

  it("are stored as a keyed hash that depends on the phone and the server secret", () => {
    const hash = hashCode(keys, phone, "123456")
    expect(hash).not.toContain("123456")
    expect(sameHash(hash, hashCode(keys, phone, "123456"))).toBe(true)
    expect(sameHash(hash, hashCode(keys, phone, "123457"))).toBe(false)
    expect(sameHash(hash, hashCode(keys, "+919876543211", "123456"))).toBe(false)
    expect(sameHash(hash, hashCode(otherKeys, phone, "123456"))).toBe(false)
  })
})

describe("verification ids", () => {
  const token = issueVerificationId(keys, phone, now + 300)

  it("prove the phone until they expire", () => {
    expect(Either.isRight(checkVerificationId(keys, token, phone, now))).toBe(true)
    expect(checkVerificationId(keys, token, phone, now + 300)).toEqual(Either.left("expired"))
  })

  it("are refused for another phone", () => expect(checkVerificationId(keys, token, "+919876543211", now)).toEqual(Either.left("other-phone")))

  it("are refused when tampered with or signed by another secret", () => {
    expect(checkVerificationId(keys, tamper(token, { phone: "+919876543211", exp: now + 300 }), "+919876543211", now)).toEqual(
      Either.left("bad-signature")
    )
    expect(checkVerificationId(keys, tamper(token, { phone, exp: now + 99999 }), phone, now)).toEqual(Either.left("bad-signature"))
    expect(checkVerificationId(otherKeys, token, phone, now)).toEqual(Either.left("bad-signature"))
  })

  it("are refused when malformed", () => {
    for (const bad of ["", "abc", "lpv1.x", "lpv2.a.b", `${token}.extra`, "eyJhbGciOiJub25lIn0.e30."])
      expect(Either.isLeft(checkVerificationId(keys, bad, phone, now))).toBe(true)
  })
})
