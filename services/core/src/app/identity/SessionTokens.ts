import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { Context, Effect, Either, Layer, Redacted } from "effect"

export interface SessionClaims {
  readonly userId: string
  readonly phone: string
  /** The session the token belongs to (docs/adr/0230-sessions.md): it is live until ended or idle. */
  readonly sessionId: string
  /** Seconds since the epoch. */
  readonly issuedAt: number
  readonly expiresAt: number
}

export type TokenProblem = "malformed" | "bad-signature" | "expired"

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url")
const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }))

/** Signs and checks session tokens (a compact JWT, HS256) with SESSION_SECRET. Pure apart from the clock. */
export const makeSessionTokens = (secret: Redacted.Redacted<string>, ttlSeconds: number) => {
  const sign = (data: string) => createHmac("sha256", Redacted.value(secret)).update(data).digest()
  return {
    ttlSeconds,
    issue: (subject: { userId: string; phone: string; sessionId: string }, nowSeconds: number): string => {
      const claims = { sub: subject.userId, phone: subject.phone, sid: subject.sessionId, iat: nowSeconds, exp: nowSeconds + ttlSeconds }
      const body = `${HEADER}.${b64(JSON.stringify(claims))}`
      return `${body}.${b64(sign(body))}`
    },
    verify: (token: string, nowSeconds: number): Either.Either<SessionClaims, TokenProblem> => {
      const parts = token.split(".")
      if (parts.length !== 3 || parts[0] !== HEADER) return Either.left("malformed")
      const expected = sign(`${parts[0]}.${parts[1]}`)
      const given = Buffer.from(parts[2]!, "base64url")
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Either.left("bad-signature")
      try {
        const c = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as Record<string, unknown>
        // A token from before sessions had no session: it no longer logs anyone in.
        if (typeof c.sub !== "string" || typeof c.phone !== "string" || typeof c.sid !== "string" || typeof c.exp !== "number" || typeof c.iat !== "number")
          return Either.left("malformed")
        if (c.exp <= nowSeconds) return Either.left("expired")
        return Either.right({ userId: c.sub, phone: c.phone, sessionId: c.sid, issuedAt: c.iat, expiresAt: c.exp })
      } catch {
        return Either.left("malformed")
      }
    }
  }
}

export class SessionTokens extends Context.Tag("SessionTokens")<SessionTokens, ReturnType<typeof makeSessionTokens>>() {}

export const layerSessionTokens = (secret: Redacted.Redacted<string>, ttlSeconds = 30 * 24 * 3600) =>
  Layer.succeed(SessionTokens, makeSessionTokens(secret, ttlSeconds))

/** For tests: a random secret per layer. */
export const layerTestSessionTokens = Layer.sync(SessionTokens, () =>
  makeSessionTokens(Redacted.make(randomBytes(32).toString("hex")), 3600)
)

export const nowSeconds = Effect.clockWith((clock) => clock.currentTimeMillis).pipe(Effect.map((ms) => Math.floor(ms / 1000)))
