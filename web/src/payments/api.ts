// The core API's payment routes and the balance check after a purchase (docs/http-contract.md).
import { api } from "../api/client"
import type { VerifiedPayment } from "../machines/purchase.machine"
import type { PaymentOrder } from "./gateway"

export const paymentsApi = {
  packages: () => api.get<unknown>("/payments/packages"),
  /** `amount` in rupees; it must match a package. */
  createOrder: (amount: number, credits: number) => api.post<PaymentOrder>("/payments/create-order", { amount, credits }),
  verify: (orderId: string, paymentId: string, signature: string) =>
    api.post<VerifiedPayment>("/payments/verify", { orderId, paymentId, signature }),
  /** Local gateway only: settles the order as the traveller chose in the in-app checkout. */
  devPay: (orderId: string, outcome: "success" | "failure") => api.post<unknown>("/payments/dev/pay", { orderId, outcome }),
  balance: () => api.get<{ credits: number }>("/auth/credits").then((r) => r.credits)
}
