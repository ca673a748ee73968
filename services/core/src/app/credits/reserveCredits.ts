import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { WrongExpectedVersion } from "@safarnama/events/eventstore/errors"
import type { EventMetadata, StreamAppend } from "@safarnama/events/eventstore/types"
import { Effect, Either } from "effect"
import { availableCredits } from "../../domain/credits/decider.ts"
import { type CreditsAccount, captureAppend, readCreditsAccount, releaseAppend, reservationAppend } from "./creditsAccount.ts"

/** Read, decide, append on the traveller's ledger alone; re-read and decide again after a conflict. */
const onLedger = <E>(
  userId: string,
  decide: (account: CreditsAccount) => Either.Either<StreamAppend | undefined, E>
) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const account = yield* readCreditsAccount(userId)
    const decided = decide(account)
    if (Either.isLeft(decided)) return yield* Effect.fail(decided.left)
    if (decided.right === undefined) return { appended: false, account }
    const result = yield* store.append([decided.right])
    return { appended: !result.replayed, account }
  }).pipe(Effect.retry({ times: 10, while: (e) => e instanceof WrongExpectedVersion }))

/** Holds credits for one generation on their own (for a caller with no events of its own to add). */
export const reserveCredits = (
  userId: string,
  reservation: { readonly generationId: string; readonly credits: number },
  metadata: EventMetadata
) =>
  onLedger(userId, (account) => reservationAppend(account, reservation, metadata)).pipe(
    Effect.map(({ appended, account }) => ({ reserved: appended, availableBefore: availableCredits(account.state) }))
  )

export const captureReservation = (userId: string, request: { readonly generationId: string }, metadata: EventMetadata) =>
  onLedger(userId, (account) => captureAppend(account, request, metadata)).pipe(Effect.map(({ appended }) => ({ captured: appended })))

export const releaseReservation = (
  userId: string,
  request: { readonly generationId: string; readonly reason: string },
  metadata: EventMetadata
) => onLedger(userId, (account) => releaseAppend(account, request, metadata)).pipe(Effect.map(({ appended }) => ({ released: appended })))
