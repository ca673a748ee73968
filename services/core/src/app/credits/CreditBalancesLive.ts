import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Effect, Layer } from "effect"
import { availableCredits } from "../../domain/credits/decider.ts"
import { CreditBalances } from "../CreditBalances.ts"
import { readCreditsAccount } from "./creditsAccount.ts"

/**
 * Balances folded from the traveller's own ledger stream (one indexed read): always read-your-writes,
 * on any instance, with no wait on a projection. The credit_balances read model serves lists and audits.
 */
export const CreditBalancesLive = Layer.effect(
  CreditBalances,
  Effect.gen(function* () {
    const store = yield* EventStore
    return CreditBalances.of({
      available: (userId) =>
        readCreditsAccount(userId).pipe(Effect.map((account) => availableCredits(account.state)), Effect.provideService(EventStore, store))
    })
  })
)
