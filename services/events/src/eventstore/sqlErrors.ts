import type { SqlError } from "@effect/sql/SqlError"

interface DatabaseErrorLike {
  readonly code?: unknown
  readonly detail?: unknown
  readonly constraint?: unknown
}

/** The SQLSTATE and details PostgreSQL (through `pg` or PGlite) attached to a failed statement. */
export const databaseError = (error: SqlError): { code: string | undefined; detail: string | undefined; constraint: string | undefined } => {
  const cause = (error.cause ?? {}) as DatabaseErrorLike
  return {
    code: typeof cause.code === "string" ? cause.code : undefined,
    detail: typeof cause.detail === "string" ? cause.detail : undefined,
    constraint: typeof cause.constraint === "string" ? cause.constraint : undefined
  }
}
