// Razorpay Checkout: its script is fetched only when someone pays, then its window takes the
// payment. Options follow spec section 9 (paise, INR, four methods, orange, 300 s, 3 retries).
import type { CheckoutOutcome, CheckoutRequest, PaymentGateway } from "./gateway"

export const CHECKOUT_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js"
export const BRAND_ORANGE = "#f97316"

interface RazorpayCheckout {
  open(): void
  on(event: "payment.failed", handler: (response: { error?: unknown }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | undefined

export function loadCheckoutScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = CHECKOUT_SCRIPT_URL
    script.async = true
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay did not load")))
    script.onerror = () => {
      script.remove()
      reject(new Error("Razorpay could not be loaded"))
    }
    document.head.append(script)
  }).finally(() => {
    // Once loaded, window.Razorpay answers; after a failure a later attempt (back online) may load it.
    loading = undefined
  })
  return loading
}

export function checkoutOptions(
  { order, credits, brand, prefill }: CheckoutRequest,
  keyId: string,
  settle: { paid(response: unknown): void; closed(): void }
): Record<string, unknown> {
  return {
    key: order.keyId || keyId,
    amount: order.amount,
    currency: "INR",
    order_id: order.orderId,
    name: brand,
    description: `${credits} credits`,
    ...(prefill ? { prefill } : {}),
    method: { netbanking: true, card: true, upi: true, wallet: true },
    theme: { color: BRAND_ORANGE },
    timeout: 300,
    retry: { enabled: true, max_count: 3 },
    handler: settle.paid,
    modal: { ondismiss: settle.closed }
  }
}

export function createRazorpayGateway(keyId: string): PaymentGateway {
  return {
    async open(request) {
      const Razorpay = await loadCheckoutScript()
      return new Promise<CheckoutOutcome>((resolve, reject) => {
        // Razorpay lets the traveller retry inside its window; a failure only counts if they give up.
        let lastFailure: unknown
        const checkout = new Razorpay(
          checkoutOptions(request, keyId, {
            paid: (response) => resolve({ kind: "paid", response }),
            closed: () => (lastFailure ? reject(lastFailure) : resolve({ kind: "dismissed" }))
          })
        )
        checkout.on("payment.failed", (response) => {
          lastFailure = response.error ?? new Error("Payment failed")
        })
        checkout.open()
      })
    }
  }
}
