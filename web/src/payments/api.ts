// The core API's payment routes and the balance check after a purchase (docs/http-contract.md).
import { type ApiAnswer, type Expect, type Fits, typedApi } from "../api/typedApi"
import type { VerifiedPayment } from "../machines/purchase.machine"
import type { PaymentOrder, PaymentResponse } from "./gateway"
import type { CreditPackage } from "./packages"

export const paymentsApi = {
  packages: () => typedApi.get("/payments/packages"),
  /** `amount` in rupees; it must match a package. */
  createOrder: (amount: number, credits: number): Promise<PaymentOrder> =>
    typedApi.post("/payments/create-order", { body: { amount, credits } }),
  verify: (orderId: string, paymentId: string, signature: string): Promise<VerifiedPayment> =>
    typedApi.post("/payments/verify", { body: { orderId, paymentId, signature } }),
  /** Local gateway only: settles the order as the traveller chose in the in-app checkout. */
  devPay: (orderId: string, outcome: "success" | "failure") => typedApi.post("/payments/dev/pay", { body: { orderId, outcome } }),
  balance: (): Promise<number> => typedApi.get("/auth/credits", { fallbackMessage: "Failed to get credits" }).then((r) => r.credits)
}

// The web's own types for these answers must stay what the API sends.
export type PaymentAnswersFit = [
  Expect<Fits<ApiAnswer<"get", "/payments/packages">[number], CreditPackage>>,
  Expect<Fits<ApiAnswer<"post", "/payments/create-order">, PaymentOrder>>,
  Expect<Fits<ApiAnswer<"post", "/payments/verify">, VerifiedPayment>>,
  // The local checkout answers like Razorpay's window: the payment's ids, or `{ error }` (localGateway.ts).
  Expect<Fits<ApiAnswer<"post", "/payments/dev/pay">, PaymentResponse | { error: object }>>
]
