import { Config, ConfigError, Either } from "effect"

/**
 * What one process does. The embedded default runs everything in one process; scaled out, API
 * instances (`api`) run beside dedicated projection and generation/reconciler workers (ADR 0060).
 */
export type Role = "api" | "projections" | "generation" | "reconciler"

export const ALL_ROLES: ReadonlyArray<Role> = ["api", "projections", "generation", "reconciler"]

const isRole = (text: string): text is Role => (ALL_ROLES as ReadonlyArray<string>).includes(text)

/** Parses a comma-separated list such as "generation,reconciler"; "all" means every role. */
export const parseRoles = (text: string): Either.Either<ReadonlySet<Role>, string> => {
  const parts = text
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "")
  if (parts.length === 1 && parts[0] === "all") return Either.right(new Set(ALL_ROLES))
  const unknown = parts.filter((part) => !isRole(part))
  if (unknown.length > 0) {
    return Either.left(`ROLES has unknown role(s) ${unknown.join(", ")}; choose from ${ALL_ROLES.join(", ")} (or "all")`)
  }
  if (parts.length === 0) return Either.left(`ROLES is empty; choose from ${ALL_ROLES.join(", ")} (or "all")`)
  return Either.right(new Set(parts.filter(isRole)))
}

export const RolesConfig = Config.string("ROLES").pipe(
  Config.withDefault("all"),
  Config.mapOrFail((text) => Either.mapLeft(parseRoles(text), (message) => ConfigError.InvalidData(["ROLES"], message)))
)

export const describeRoles = (roles: ReadonlySet<Role>) => ALL_ROLES.filter((r) => roles.has(r)).join(",")
