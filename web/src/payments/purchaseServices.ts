// The purchase machine's requests, wired to the core API and the gateway the server chose.
import { fromPromise } from "xstate"
import { DEFAULT_BRAND, loadRuntimeConfig } from "../api/config"
import type { VerifiedPayment } from "../machines/purchase.machine"
import { sessionStore } from "../stores/session"
import { paymentsApi } from "./api"
import { currentGateway } from "./currentGateway"
import type { CheckoutOutcome, PaymentOrder } from "./gateway"

export const purchaseActors = {
  loadPackages: fromPromise<unknown>(() => paymentsApi.packages()),
  createOrder: fromPromise<PaymentOrder, { amount: number; credits: number }>(({ input }) =>
    paymentsApi.createOrder(input.amount, input.credits)
  ),
  openCheckout: fromPromise<CheckoutOutcome, { order: PaymentOrder; credits: number }>(async ({ input }) => {
    const [gateway, config] = await Promise.all([currentGateway(), loadRuntimeConfig()])
    const { user } = sessionStore.getState()
    // Saves the traveller typing what we already know.
    const prefill = user ? { contact: user.phone, ...(user.name ? { name: user.name } : {}) } : undefined
    return gateway.open({ ...input, brand: config.brand || DEFAULT_BRAND, ...(prefill ? { prefill } : {}) })
  }),
  verifyPayment: fromPromise<VerifiedPayment, { orderId: string; paymentId: string; signature: string }>(({ input }) =>
    paymentsApi.verify(input.orderId, input.paymentId, input.signature)
  ),
  fetchCredits: fromPromise<number>(() => paymentsApi.balance())
}
