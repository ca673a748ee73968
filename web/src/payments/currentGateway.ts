// The payment gateway the server chose (/api/config `payments.provider`).
import { loadRuntimeConfig } from "../api/config"
import type { PaymentGateway } from "./gateway"

export async function currentGateway(): Promise<PaymentGateway> {
  const { payments } = await loadRuntimeConfig()
  if (payments.provider === "razorpay") {
    const { createRazorpayGateway } = await import("./razorpayGateway")
    return createRazorpayGateway(payments.keyId)
  }
  const { localGateway } = await import("./localGateway")
  return localGateway
}
