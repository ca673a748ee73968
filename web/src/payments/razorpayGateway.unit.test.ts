// Razorpay Checkout with a stand-in `window.Razorpay`: the options of spec section 9 and how the
// window's outcomes reach the purchase flow.
import { afterEach, describe, expect, it, vi } from "vitest"
import type { CheckoutRequest } from "./gateway"
import { CHECKOUT_SCRIPT_URL, createRazorpayGateway, loadCheckoutScript } from "./razorpayGateway"

type Options = Record<string, unknown> & {
  handler: (response: unknown) => void
  modal: { ondismiss: () => void }
}

function fakeRazorpay() {
  const opened: { options: Options; failed?: (response: { error?: unknown }) => void }[] = []
  window.Razorpay = class {
    private readonly entry: (typeof opened)[number]
    constructor(options: Record<string, unknown>) {
      this.entry = { options: options as Options }
      opened.push(this.entry)
    }
    on(_event: string, handler: (response: { error?: unknown }) => void) {
      this.entry.failed = handler
    }
    open() {}
  }
  return opened
}

const request: CheckoutRequest = {
  order: { orderId: "order_9", amount: 45_000, currency: "INR", keyId: "rzp_live_from_order" },
  credits: 10,
  brand: "Safarnama",
  prefill: { contact: "+919876543210", name: "Asha" }
}

afterEach(() => {
  delete window.Razorpay
  vi.restoreAllMocks()
})

describe("Razorpay gateway", () => {
  it("opens Checkout in paise and INR with the four methods, orange, 300 s and 3 retries", async () => {
    const opened = fakeRazorpay()
    void createRazorpayGateway("rzp_from_config").open(request)
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]?.options).toMatchObject({
      key: "rzp_live_from_order",
      amount: 45_000,
      currency: "INR",
      order_id: "order_9",
      name: "Safarnama",
      prefill: { contact: "+919876543210", name: "Asha" },
      method: { netbanking: true, card: true, upi: true, wallet: true },
      theme: { color: "#f97316" },
      timeout: 300,
      retry: { enabled: true, max_count: 3 }
    })
  })

  it("uses the configured key when the order names none", async () => {
    const opened = fakeRazorpay()
    void createRazorpayGateway("rzp_from_config").open({ ...request, order: { ...request.order, keyId: "" } })
    await vi.waitFor(() => expect(opened[0]?.options.key).toBe("rzp_from_config"))
  })

  it("returns the payment the handler receives", async () => {
    const opened = fakeRazorpay()
    const outcome = createRazorpayGateway("k").open(request)
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    opened[0]?.options.handler({ razorpay_payment_id: "pay_1" })
    await expect(outcome).resolves.toEqual({ kind: "paid", response: { razorpay_payment_id: "pay_1" } })
  })

  it("reports a closed window as dismissed, or as a failure if a payment failed first", async () => {
    const opened = fakeRazorpay()
    const gateway = createRazorpayGateway("k")
    const closed = gateway.open(request)
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    opened[0]?.options.modal.ondismiss()
    await expect(closed).resolves.toEqual({ kind: "dismissed" })

    const failed = gateway.open(request)
    await vi.waitFor(() => expect(opened).toHaveLength(2))
    opened[1]?.failed?.({ error: { code: "BAD_REQUEST_ERROR" } })
    opened[1]?.options.modal.ondismiss()
    await expect(failed).rejects.toEqual({ code: "BAD_REQUEST_ERROR" })
  })

  // happy-dom loads no scripts, so the test keeps the <script> the gateway adds and plays its events.
  function captureScripts(): HTMLScriptElement[] {
    const added: HTMLScriptElement[] = []
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]))
    })
    return added
  }

  it("loads checkout.js on demand, once", async () => {
    const scripts = captureScripts()
    const first = loadCheckoutScript()
    const second = loadCheckoutScript()
    expect(scripts.map((s) => s.src)).toEqual([CHECKOUT_SCRIPT_URL])
    fakeRazorpay()
    scripts[0]?.dispatchEvent(new Event("load"))
    await expect(first).resolves.toBe(window.Razorpay)
    await expect(second).resolves.toBe(window.Razorpay)
  })

  it("lets a failed script load be retried", async () => {
    const scripts = captureScripts()
    const first = loadCheckoutScript()
    scripts[0]?.dispatchEvent(new Event("error"))
    await expect(first).rejects.toThrow("Razorpay could not be loaded")
    void loadCheckoutScript().catch(() => undefined)
    expect(scripts).toHaveLength(2)
  })
})
