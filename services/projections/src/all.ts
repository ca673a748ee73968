import { creditBalancesProjection } from "./creditBalances.ts"
import { itinerariesProjection } from "./itineraries.ts"
import { paymentOrdersProjection } from "./paymentOrders.ts"
import { pendingGenerationsProjection } from "./pendingGenerations.ts"
import { pendingRegenerationsProjection } from "./pendingRegenerations.ts"
import type { Projection } from "./Projection.ts"
import { sessionsProjection } from "./sessions.ts"
import { usersProjection } from "./users.ts"

/** Every read model of the product. A feature adds its projection here. */
export const allProjections: ReadonlyArray<Projection> = [
  creditBalancesProjection,
  paymentOrdersProjection,
  usersProjection,
  itinerariesProjection,
  pendingGenerationsProjection,
  pendingRegenerationsProjection,
  sessionsProjection
]
