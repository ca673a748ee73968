// The purchase-credits modal (spec sections 4, 8 and 9): pick a package, pay through the gateway's
// window, verify the payment with the server, refresh the balance. Pure: requests, the payment
// window, toasts and closing are actors and actions the view provides.
import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import { type CheckoutOutcome, type PaymentOrder, type PaymentResponse, readPaymentResponse } from "../payments/gateway"
import { type CreditPackage, readPackages, SPEC_PACKAGES } from "../payments/packages"
import { guardPageUnload } from "../payments/unloadGuard"

/** The spec's payment strings (sections 5 and 8), verbatim. */
export const purchaseMessages = {
  orderFailed: "Failed to create order",
  invalidResponse: "Invalid payment response",
  verificationFailed: "Payment verification failed. Please contact support.",
  paymentFailed: "Failed to process payment. Please try again.",
  purchased: "Credits purchased successfully!"
} as const

export interface PurchaseContext {
  packages: CreditPackage[]
  selectedId: string
  order: PaymentOrder | null
  payment: PaymentResponse | null
  error: string | null
  /** Payment ids already sent for verification; a payment is never verified twice. */
  submittedPayments: string[]
  /** The balance the verify answer reported, used if the refresh after it fails. */
  verifiedBalance: number | null
}

export type PurchaseEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "PACKAGE_SELECTED"; id: string }
  | { type: "PAY" }

export interface VerifiedPayment {
  success: boolean
  credits?: number
}

const firstId = (packages: readonly CreditPackage[]) => packages[0]?.id ?? ""

const notProvided = (name: string) => () => Promise.reject(new Error(`purchase machine: ${name} not provided`))

/** Keeps what the traveller picked when the server's list arrives late: same id, else same credits. */
function sameChoiceIn(packages: readonly CreditPackage[], chosen: CreditPackage | undefined): string {
  const match =
    packages.find((p) => p.id === chosen?.id) ?? packages.find((p) => p.credits === chosen?.credits) ?? packages[0]
  return match?.id ?? ""
}

export const selectedPackage = (context: PurchaseContext): CreditPackage | undefined =>
  context.packages.find((p) => p.id === context.selectedId)

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent
  },
  actors: {
    /** GET /api/payments/packages. */
    loadPackages: fromPromise<unknown>(notProvided("loadPackages")),
    /** POST /api/payments/create-order with the package's rupees and credits. */
    createOrder: fromPromise<PaymentOrder, { amount: number; credits: number }>(notProvided("createOrder")),
    /** Opens the gateway's payment window for the order. */
    openCheckout: fromPromise<CheckoutOutcome, { order: PaymentOrder; credits: number }>(notProvided("openCheckout")),
    /** POST /api/payments/verify. */
    verifyPayment: fromPromise<VerifiedPayment, { orderId: string; paymentId: string; signature: string }>(
      notProvided("verifyPayment")
    ),
    /** GET /api/auth/credits: the balance as the server has it after the purchase. */
    fetchCredits: fromPromise<number>(notProvided("fetchCredits")),
    guardPageUnload
  },
  actions: {
    /** The new balance; null when the server did not say (the next credits check will). */
    creditsChanged: (_, _params: { credits: number | null }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    /** The caller's onSuccess, e.g. the trip form re-checking the credits it needs. */
    purchaseSucceeded: () => {},
    closeModal: () => {},
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    forgetOrder: assign({ order: null, payment: null }),
    resetCheckout: assign(({ context }) => ({
      selectedId: firstId(context.packages),
      order: null,
      payment: null,
      error: null,
      verifiedBalance: null
    }))
  },
  guards: {
    knownPackage: ({ context }, params: { id: string }) => context.packages.some((p) => p.id === params.id),
    windowClosed: (_, params: { outcome: CheckoutOutcome }) => params.outcome.kind === "dismissed",
    paymentUsable: ({ context }, params: { outcome: CheckoutOutcome }) => {
      if (params.outcome.kind !== "paid" || !context.order) return false
      const payment = readPaymentResponse(params.outcome.response, context.order.orderId)
      return payment !== null && !context.submittedPayments.includes(payment.razorpay_payment_id)
    },
    verified: (_, params: { result: VerifiedPayment }) => params.result.success === true
  }
}).createMachine({
  id: "purchase",
  context: {
    packages: [...SPEC_PACKAGES],
    selectedId: firstId(SPEC_PACKAGES),
    order: null,
    payment: null,
    error: null,
    submittedPayments: [],
    verifiedBalance: null
  },
  initial: "closed",
  states: {
    closed: {
      entry: "resetCheckout",
      on: { OPEN: "open" }
    },
    open: {
      type: "parallel",
      states: {
        catalogue: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "loadPackages",
                src: "loadPackages",
                onDone: {
                  target: "loaded",
                  actions: assign(({ context, event }) => {
                    const packages = readPackages(event.output) ?? context.packages
                    return { packages, selectedId: sameChoiceIn(packages, selectedPackage(context)) }
                  })
                },
                onError: "loaded"
              }
            },
            loaded: {}
          }
        },
        checkout: {
          initial: "choosing",
          states: {
            choosing: {
              on: {
                PACKAGE_SELECTED: {
                  guard: { type: "knownPackage", params: ({ event }) => ({ id: event.id }) },
                  actions: assign({ selectedId: ({ event }) => event.id, error: null })
                },
                PAY: { guard: ({ context }) => selectedPackage(context) !== undefined, target: "paying" },
                // Closing is refused while paying: a payment may be moving.
                CLOSE: "#purchase.closed"
              }
            },
            paying: {
              entry: assign({ error: null }),
              exit: "forgetOrder",
              invoke: { id: "unloadGuard", src: "guardPageUnload" },
              initial: "creatingOrder",
              states: {
                creatingOrder: {
                  invoke: {
                    id: "createOrder",
                    src: "createOrder",
                    input: ({ context }) => {
                      const chosen = selectedPackage(context)
                      return { amount: chosen?.amount ?? 0, credits: chosen?.credits ?? 0 }
                    },
                    onDone: { target: "awaitingPayment", actions: assign({ order: ({ event }) => event.output }) },
                    onError: {
                      target: "#purchase.open.checkout.choosing",
                      actions: { type: "showError", params: { message: purchaseMessages.orderFailed } }
                    }
                  }
                },
                awaitingPayment: {
                  invoke: {
                    id: "openCheckout",
                    src: "openCheckout",
                    input: ({ context }) => ({
                      order: context.order as PaymentOrder,
                      credits: selectedPackage(context)?.credits ?? 0
                    }),
                    onDone: [
                      {
                        // Closing the payment window resets the processing state, without blame.
                        guard: { type: "windowClosed", params: ({ event }) => ({ outcome: event.output }) },
                        target: "#purchase.open.checkout.choosing"
                      },
                      {
                        guard: { type: "paymentUsable", params: ({ event }) => ({ outcome: event.output }) },
                        target: "verifying",
                        actions: assign(({ context, event }) => {
                          const output = event.output as { response: unknown }
                          const payment = readPaymentResponse(output.response, context.order?.orderId ?? "")
                          return {
                            payment,
                            submittedPayments: [...context.submittedPayments, payment?.razorpay_payment_id ?? ""]
                          }
                        })
                      },
                      {
                        target: "#purchase.open.checkout.choosing",
                        actions: { type: "showError", params: { message: purchaseMessages.invalidResponse } }
                      }
                    ],
                    onError: {
                      target: "#purchase.open.checkout.choosing",
                      actions: { type: "showError", params: { message: purchaseMessages.paymentFailed } }
                    }
                  }
                },
                verifying: {
                  invoke: {
                    id: "verifyPayment",
                    src: "verifyPayment",
                    input: ({ context }) => ({
                      orderId: context.payment?.razorpay_order_id ?? "",
                      paymentId: context.payment?.razorpay_payment_id ?? "",
                      signature: context.payment?.razorpay_signature ?? ""
                    }),
                    onDone: [
                      {
                        guard: { type: "verified", params: ({ event }) => ({ result: event.output }) },
                        target: "refreshingBalance",
                        actions: assign({ verifiedBalance: ({ event }) => event.output.credits ?? null })
                      },
                      {
                        target: "#purchase.open.checkout.choosing",
                        actions: { type: "showError", params: { message: purchaseMessages.verificationFailed } }
                      }
                    ],
                    onError: {
                      target: "#purchase.open.checkout.choosing",
                      actions: { type: "showError", params: { message: purchaseMessages.verificationFailed } }
                    }
                  }
                },
                refreshingBalance: {
                  invoke: {
                    id: "fetchCredits",
                    src: "fetchCredits",
                    onDone: {
                      target: "#purchase.closed",
                      actions: [
                        { type: "creditsChanged", params: ({ event }) => ({ credits: event.output }) },
                        { type: "notifySuccess", params: { message: purchaseMessages.purchased } },
                        "purchaseSucceeded",
                        "closeModal"
                      ]
                    },
                    // The payment is verified either way; fall back to the balance the verify answer gave.
                    onError: {
                      target: "#purchase.closed",
                      actions: [
                        {
                          type: "creditsChanged",
                          params: ({ context }) => ({ credits: context.verifiedBalance })
                        },
                        { type: "notifySuccess", params: { message: purchaseMessages.purchased } },
                        "purchaseSucceeded",
                        "closeModal"
                      ]
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
})

/** True exactly while a payment is in progress: the processing flag of spec section 4. */
export const isPaying = (snapshot: SnapshotFrom<typeof purchaseMachine>): boolean =>
  snapshot.matches({ open: { checkout: "paying" } })
