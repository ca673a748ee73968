import { join } from "node:path"
import { Effect, Option, Redacted } from "effect"
import { readOrCreateSecret } from "./secretFile.ts"

/**
 * SESSION_SECRET signs session tokens. In production it must come from the environment. On the
 * embedded default it is generated once and kept in DATA_DIR, so sessions survive a restart.
 */
export const resolveSessionSecret = (options: {
  readonly fromEnv: Option.Option<Redacted.Redacted<string>>
  readonly dataDir: string
  readonly production: boolean
}) =>
  Effect.gen(function* () {
    if (Option.isSome(options.fromEnv)) return options.fromEnv.value
    if (options.production) {
      return yield* Effect.dieMessage("SESSION_SECRET must be set when NODE_ENV=production")
    }
    const secret = yield* Effect.promise(() => readOrCreateSecret(join(options.dataDir, "session-secret")))
    return Redacted.make(secret)
  })
