import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { LogCheckpoint } from "@safarnama/events/eventstore/types"
import { ProjectionsRuntime } from "./ProjectionsRuntime.ts"
import { usersProjection } from "./users.ts"

// The read side's interface to the users read model: the lookup the login, the profile and the trip form
// run, and the wait for read-your-writes (ADR 0110).

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

/** True once the users read model has passed `checkpoint`; false after the wait's timeout. */
export const awaitUsers = (checkpoint: LogCheckpoint) =>
  Effect.flatMap(ProjectionsRuntime, (runtime) => runtime.awaitCheckpoint(usersProjection.name, checkpoint))
