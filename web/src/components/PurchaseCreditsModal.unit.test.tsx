// The purchase modal as a traveller uses it, with the local gateway's in-app checkout and a stubbed
// API: the packages of spec section 9, every payment message of section 8, verbatim, the processing
// state and the page-unload block.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { AppProviders } from "../AppProviders"
import { apiError, type RecordedRequest, type RouteHandler, routesCalled, stubApi } from "../auth/testing/apiStub"
import { sessionStore } from "../stores/session"
import { TEST_USER } from "../test/fixtures"
import PurchaseCreditsModal from "./PurchaseCreditsModal"

const serverPackages = [
  { id: "pkg_2", credits: 2, amount: 100, perCredit: 50 },
  { id: "pkg_5", credits: 5, amount: 250, perCredit: 50 },
  { id: "pkg_10", credits: 10, amount: 450, perCredit: 45, originalAmount: 500, discount: "10% OFF" }
]
const signedPayment = (orderId: string) => ({
  razorpay_payment_id: "pay_1",
  razorpay_order_id: orderId,
  razorpay_signature: "sig_1"
})

const happyPath: Record<string, RouteHandler> = {
  "GET /payments/packages": () => ({ body: serverPackages }),
  "POST /payments/create-order": (body) => {
    const { amount } = body as { amount: number }
    return { body: { orderId: "order_1", amount: amount * 100, currency: "INR", keyId: "rzp_test_local" } }
  },
  "POST /payments/dev/pay": (body) => {
    const { orderId, outcome } = body as { orderId: string; outcome: string }
    return {
      body: outcome === "success" ? signedPayment(orderId) : { error: { code: "BAD_REQUEST_ERROR", description: "Card declined" } }
    }
  },
  "POST /payments/verify": () => ({ body: { success: true, credits: 17 } }),
  "GET /auth/credits": () => ({ body: { credits: 17 } })
}

function renderPurchase(routes: Record<string, RouteHandler> = {}) {
  sessionStore.setSession(TEST_USER, "tok-1")
  const requests = stubApi({ ...happyPath, ...routes })
  const onClose = vi.fn()
  const onSuccess = vi.fn()
  const view = render(
    <AppProviders>
      <PurchaseCreditsModal opened onClose={onClose} onSuccess={onSuccess} />
    </AppProviders>
  )
  const rerender = (opened: boolean) =>
    view.rerender(
      <AppProviders>
        <PurchaseCreditsModal opened={opened} onClose={onClose} onSuccess={onSuccess} />
      </AppProviders>
    )
  return { requests, onClose, onSuccess, rerender }
}

const dialog = () => within(screen.getByRole("dialog", { name: "Buy credits" }))
const option = (credits: number) => dialog().getByTestId(`package-${credits}`)
const payButton = () => dialog().getByRole("button", { name: /^Pay/ }) as HTMLButtonElement
const unloadBlocked = () => {
  const event = new Event("beforeunload", { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

/** The server's list replaces the spec's cards; wait for it before holding on to a card. */
async function packagesLoaded(requests: RecordedRequest[]) {
  await waitFor(() => expect(routesCalled(requests)).toContain("GET /payments/packages"))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

async function openCheckoutFor(credits: number) {
  fireEvent.click(option(credits))
  fireEvent.click(payButton())
  return screen.findByRole("dialog", { name: "Test checkout" })
}

describe("purchase modal: packages", () => {
  it("shows the three packages, the first chosen, the discount and the struck-through price", async () => {
    renderPurchase()
    await waitFor(() => expect(option(2).getAttribute("aria-checked")).toBe("true"))
    expect(within(option(2)).getByText("2 Credits")).toBeTruthy()
    expect(within(option(2)).getByText("₹100")).toBeTruthy()
    expect(within(option(2)).getByText("₹50 per credit")).toBeTruthy()
    expect(within(option(5)).getByText("₹250")).toBeTruthy()
    const ten = within(option(10))
    expect(ten.getByText("₹450")).toBeTruthy()
    expect(ten.getByText("₹45 per credit")).toBeTruthy()
    expect(ten.getByText("10% OFF")).toBeTruthy()
    const original = ten.getByText("₹500")
    expect(getComputedStyle(original).textDecoration || original.getAttribute("style")).toContain("line-through")
    expect(option(10).getAttribute("aria-label")).toBe("10 credits for ₹450, instead of ₹500, 10% OFF")
    expect(payButton().textContent).toBe("Pay ₹100")
    expect(dialog().getByText("Current balance: 7 credits")).toBeTruthy()
  })

  it("falls back to the spec's packages when the server's list cannot be had", async () => {
    const { requests } = renderPurchase({ "GET /payments/packages": () => apiError(503, "Unavailable", "down") })
    await waitFor(() => expect(routesCalled(requests)).toContain("GET /payments/packages"))
    expect(within(option(2)).getByText("₹100")).toBeTruthy()
    expect(within(option(5)).getByText("₹250")).toBeTruthy()
    expect(within(option(10)).getByText("10% OFF")).toBeTruthy()
  })

  it("changes the price on the Pay button with the chosen package, by keyboard too", async () => {
    const user = userEvent.setup()
    await packagesLoaded(renderPurchase().requests)
    await user.click(option(10))
    expect(payButton().textContent).toBe("Pay ₹450")
    expect(document.activeElement).toBe(option(10))
    await user.keyboard("{ArrowUp}")
    expect(option(5).getAttribute("aria-checked")).toBe("true")
    expect(payButton().textContent).toBe("Pay ₹250")
  })
})

describe("purchase modal: paying through the local gateway", () => {
  it("orders, pays, verifies, refreshes the balance, thanks, calls back and closes", async () => {
    const { requests, onClose, onSuccess } = renderPurchase()
    const window = within(await openCheckoutFor(10))
    expect(window.getByTestId("checkout-amount").textContent).toBe("₹450")
    expect(unloadBlocked()).toBe(true)
    expect(payButton().disabled).toBe(true)

    fireEvent.click(window.getByRole("button", { name: "Pay" }))
    expect(await screen.findByText("Credits purchased successfully!")).toBeTruthy()
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
    expect(sessionStore.getState().user?.credits).toBe(17)
    expect(unloadBlocked()).toBe(false)
    expect(routesCalled(requests)).toEqual([
      "GET /payments/packages",
      "POST /payments/create-order",
      "POST /payments/dev/pay",
      "POST /payments/verify",
      "GET /auth/credits"
    ])
    expect(requests.find((r) => r.path === "/payments/create-order")?.body).toEqual({ amount: 450, credits: 10 })
    expect(requests.find((r) => r.path === "/payments/verify")?.body).toEqual({
      orderId: "order_1",
      paymentId: "pay_1",
      signature: "sig_1"
    })
  })

  it("says 'Failed to create order' when no order can be made", async () => {
    renderPurchase({ "POST /payments/create-order": () => apiError(500, "Internal", "boom") })
    fireEvent.click(payButton())
    expect(await dialog().findByText("Failed to create order")).toBeTruthy()
    expect(payButton().disabled).toBe(false)
    expect(unloadBlocked()).toBe(false)
  })

  it("says 'Failed to process payment. Please try again.' when the payment fails", async () => {
    renderPurchase()
    const window = within(await openCheckoutFor(2))
    fireEvent.click(window.getByRole("button", { name: "Fail" }))
    expect(await dialog().findByText("Failed to process payment. Please try again.")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Test checkout" })).toBeNull())
  })

  it("says 'Invalid payment response' when the payment lacks its signature", async () => {
    const { requests } = renderPurchase({
      "POST /payments/dev/pay": (body) => ({ body: { ...signedPayment((body as { orderId: string }).orderId), razorpay_signature: "" } })
    })
    const window = within(await openCheckoutFor(2))
    fireEvent.click(window.getByRole("button", { name: "Pay" }))
    expect(await dialog().findByText("Invalid payment response")).toBeTruthy()
    expect(routesCalled(requests)).not.toContain("POST /payments/verify")
  })

  it("says 'Payment verification failed. Please contact support.' when the server refuses it", async () => {
    const { onClose } = renderPurchase({
      "POST /payments/verify": () => apiError(400, "InvalidSignature", "Payment verification failed")
    })
    const window = within(await openCheckoutFor(2))
    fireEvent.click(window.getByRole("button", { name: "Pay" }))
    expect(await dialog().findByText("Payment verification failed. Please contact support.")).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect(unloadBlocked()).toBe(false)
  })

  it("closing the payment window ends processing without an error", async () => {
    renderPurchase()
    const window = within(await openCheckoutFor(5))
    fireEvent.click(window.getByRole("button", { name: "Close" }))
    await waitFor(() => expect(payButton().disabled).toBe(false))
    expect(dialog().queryByRole("alert")).toBeNull()
    expect(unloadBlocked()).toBe(false)
  })

  it("cannot be dismissed while paying", async () => {
    const { onClose } = renderPurchase()
    await openCheckoutFor(2)
    expect(dialog().queryByRole("button", { name: /close/i })).toBeNull()
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Buy credits" }), { key: "Escape" })
    expect(onClose).not.toHaveBeenCalled()
  })

  it("starts over from the first package when reopened", async () => {
    const { rerender } = renderPurchase({ "POST /payments/create-order": () => apiError(500, "Internal", "boom") })
    fireEvent.click(option(10))
    fireEvent.click(payButton())
    await dialog().findByText("Failed to create order")
    rerender(false)
    rerender(true)
    await waitFor(() => expect(option(2).getAttribute("aria-checked")).toBe("true"))
    expect(dialog().queryByText("Failed to create order")).toBeNull()
  })
})
