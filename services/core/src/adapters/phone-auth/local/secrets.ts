import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import { Either, Option, Redacted } from "effect"

/**
 * Keys of the local provider, derived from SESSION_SECRET (one per purpose), so nothing new has to be
 * configured and codes or verification ids survive a restart exactly as sessions do.
 */
export interface LocalCodeKeys {
  readonly codeHash: Buffer
  readonly verificationId: Buffer
}

export const deriveLocalCodeKeys = (sessionSecret: Redacted.Redacted<string>): LocalCodeKeys => {
  const derive = (purpose: string) => createHmac("sha256", Redacted.value(sessionSecret)).update(`safarnama:phone-auth:${purpose}`).digest()
  return { codeHash: derive("code-hash"), verificationId: derive("verification-id") }
}

/** A fresh 6-digit code, or the one AUTH_DEV_FIXED_OTP pins for tests and demos. */
export const newCode = (fixed: Option.Option<string>): string =>
  Option.getOrElse(fixed, () => String(randomInt(0, 1_000_000)).padStart(6, "0"))

/**
 * Codes are stored as a keyed hash: a plain hash of a 6-digit code is reversed by trying a million
 * values, a keyed one is not without the server's secret. The phone is mixed in so equal codes differ.
 */
export const hashCode = (keys: LocalCodeKeys, phone: string, code: string): string =>
  createHmac("sha256", keys.codeHash).update(`${phone}:${code}`).digest("hex")

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a, "hex")
  const y = Buffer.from(b, "hex")
  return x.length === y.length && timingSafeEqual(x, y)
}

// ---- Verification ids: what confirm-otp hands out and /auth/verify accepts -------------------------

const PREFIX = "lpv1"
const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url")

/** A short-lived token signed by this server: "this phone passed a code check until `exp`". */
export const issueVerificationId = (keys: LocalCodeKeys, phone: string, expiresAtSeconds: number): string => {
  const body = `${PREFIX}.${b64(JSON.stringify({ phone, exp: expiresAtSeconds, jti: randomBytes(12).toString("base64url") }))}`
  return `${body}.${b64(createHmac("sha256", keys.verificationId).update(body).digest())}`
}

export type VerificationIdProblem = "malformed" | "bad-signature" | "expired" | "other-phone"

export const checkVerificationId = (
  keys: LocalCodeKeys,
  token: string,
  phone: string,
  nowSeconds: number
): Either.Either<void, VerificationIdProblem> => {
  const parts = token.split(".")
  if (parts.length !== 3 || parts[0] !== PREFIX) return Either.left("malformed")
  const expected = createHmac("sha256", keys.verificationId).update(`${parts[0]}.${parts[1]}`).digest()
  const given = Buffer.from(parts[2]!, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Either.left("bad-signature")
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as { phone?: unknown; exp?: unknown }
    if (typeof claims.phone !== "string" || typeof claims.exp !== "number") return Either.left("malformed")
    if (claims.exp <= nowSeconds) return Either.left("expired")
    if (claims.phone !== phone) return Either.left("other-phone")
    return Either.right(undefined)
  } catch {
    return Either.left("malformed")
  }
}
