import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface UserRow {
  readonly id: string
  readonly phone: string
  readonly name: string | null
  readonly location: string | null
}

/** One traveller from the users read model. */
export const findUser = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<UserRow>`SELECT id, phone, name, location FROM users WHERE id = ${userId}`
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)
