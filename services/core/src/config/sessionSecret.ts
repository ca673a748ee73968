import { randomBytes } from "node:crypto"
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect, Option, Redacted } from "effect"

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
    const file = join(options.dataDir, "session-secret")
    const secret = yield* Effect.promise(async () => {
      try {
        return (await readFile(file, "utf8")).trim()
      } catch {
        await mkdir(options.dataDir, { recursive: true })
        const fresh = randomBytes(32).toString("hex")
        await writeFile(file, fresh, { mode: 0o600 })
        await chmod(file, 0o600)
        return fresh
      }
    })
    return Redacted.make(secret)
  })
