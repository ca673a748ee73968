// The payment gateway the server chose (/api/config `payments.provider`).
import { loadRuntimeConfig } from "../api/config"
import type { PaymentGateway } from "./gateway"
// Static: the purchase modal renders the local checkout dialog anyway.
import { localGateway } from "./localGateway"

export async function currentGateway(): Promise<PaymentGateway> {
  const { payments } = await loadRuntimeConfig()
  if (payments.provider === "razorpay") {
    const { createRazorpayGateway } = await import("./razorpayGateway")
    return createRazorpayGateway(payments.keyId)
  }
  return localGateway
}
