import { Redacted } from "effect"
import { makeSessionTokens } from "../src/http/SessionTokens.ts"

/** A fixed session secret for test apps, so tests can log travellers in by issuing tokens directly. */
export const TEST_SESSION_SECRET = "payments-test-session-secret-0123456789abcdef"

const tokens = makeSessionTokens(Redacted.make(TEST_SESSION_SECRET), 3600)

export const tokenFor = (userId: string, phone = "+919876543210") => tokens.issue({ userId, phone }, Math.floor(Date.now() / 1000))
