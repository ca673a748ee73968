import { Duration, Effect, Either, Schema } from "effect"
import { runAudit } from "../audit/runAudit.ts"
import { userLedger } from "../audit/userLedger.ts"
import { reconcileOnce } from "../payments/reconciler.ts"
import { listOrdersAwaitingCredit, resolveOrder } from "../payments/support.ts"

/**
 * The operations behind `npm run reconcile | support | audit`, with JSON in and out. They run inside
 * the server (reached over the local admin channel) on the embedded default, or inside the CLI when
 * it connects to PostgreSQL itself. Either way the same code.
 */
export class BadAdminRequest extends Schema.TaggedError<BadAdminRequest>()("BadAdminRequest", { message: Schema.String }) {}

const parseDuration = (text: string | undefined, fallback: Duration.DurationInput) => {
  if (text === undefined || text === "") return Either.right(Duration.decode(fallback))
  const parsed = Duration.decodeUnknown(/^\d+$/.test(text) ? Number(text) * 1000 : text)
  return parsed._tag === "Some" ? Either.right(parsed.value) : Either.left(new BadAdminRequest({ message: `not a duration: ${text}` }))
}

const required = (value: string | undefined, name: string) =>
  value && value.trim() !== "" ? Effect.succeed(value.trim()) : Effect.fail(new BadAdminRequest({ message: `${name} is required` }))

export const operations = {
  reconcile: (params: { readonly minAge?: string }) =>
    Effect.flatMap(parseDuration(params.minAge, 0), (minAge) => reconcileOnce({ minAge })),
  supportList: (params: { readonly checkGateway?: boolean }) => listOrdersAwaitingCredit({ checkGateway: params.checkGateway ?? true }),
  supportResolve: (params: { readonly orderId?: string; readonly actor?: string; readonly reason?: string }) =>
    Effect.gen(function* () {
      const orderId = yield* required(params.orderId, "orderId")
      const actor = yield* required(params.actor, "--actor")
      const reason = yield* required(params.reason, "--reason")
      return yield* resolveOrder({ orderId, actor, reason })
    }),
  supportLedger: (params: { readonly userId?: string }) => Effect.flatMap(required(params.userId, "userId"), userLedger),
  audit: (params: { readonly userId?: string; readonly includeBalances?: boolean }) =>
    runAudit({ userId: params.userId || undefined, includeBalances: params.includeBalances ?? false })
} as const
