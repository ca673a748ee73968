import type { SqlError } from "@effect/sql/SqlError"
import { Context, type Effect } from "effect"

/**
 * A traveller's spendable credits, as the credits ledger knows them (purchased - captured - open
 * reservations). Identity answers `user.credits` with it; the credits context provides the live layer.
 */
export class CreditBalances extends Context.Tag("CreditBalances")<
  CreditBalances,
  {
    readonly available: (userId: string) => Effect.Effect<number, SqlError>
  }
>() {}
