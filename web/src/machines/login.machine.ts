// The login modal of spec section 4: phone -> otp -> welcome (profile), with the 30 s cooldown
// after too-many-requests. Pure: every effect (sending codes, sessions, toasts, closing the
// modal) is an actor or action the view provides, so tests stub them with `.provide`.
import { assign, fromPromise, raise, setup } from "xstate"
import { isTooManyRequests, isUnauthorized, isVerificationSetupFailure, serverMessage } from "../auth/errors"
import { emptyOtp, internationalPhone, isCompleteOtp, isCompletePhone, phoneDigits } from "../auth/phone"

/** The spec's login strings (sections 5 and 8), verbatim. */
export const loginMessages = {
  invalidPhone: "Please enter a valid 10-digit phone number",
  invalidOtp: "Please enter a valid 6-digit OTP",
  missingName: "Please enter your name",
  missingLocation: "Please enter your location",
  missingToken: "Authentication token not found",
  tooManyAttempts: "Too many attempts. Please wait 30 seconds before trying again.",
  sendFailed: "Failed to send OTP. Please try again.",
  verifyFailed: "Failed to verify OTP. Please try again.",
  saveFailed: "Failed to save your details. Please try again.",
  authExpired: "Authentication expired. Please login again.",
  verificationSetupFailed: "Failed to set up verification.",
  codeSent: "OTP sent successfully!",
  verified: "Successfully verified!",
  welcomeBack: "Welcome back!",
  // Spec: 'Welcome to the product!', where "the product" is the brand served by /api/config.
  welcomeNew: (brand: string) => `Welcome to ${brand}!`,
  waitBeforeRetry: (seconds: number) => `Please wait ${seconds} seconds before trying again.`,
  retryIn: (seconds: number) => `Retry in ${seconds}s`,
  resendIn: (seconds: number) => `Resend in ${seconds}s`
} as const

/** Spec section 9: cooldown 30 s; the countdown shown to the user moves once a second. */
export const COOLDOWN_MS = 30_000
export const COUNTDOWN_STEP_MS = 1_000
const COOLDOWN_SECONDS = COOLDOWN_MS / COUNTDOWN_STEP_MS

export interface VerifiedUser {
  id: string
  phone: string
  name: string | null
  location: string | null
  credits: number
}
export interface SignedIn {
  user: VerifiedUser
  token: string
}
export interface SavedProfile {
  name: string
  location: string
  credits: number
}

export interface LoginContext {
  brand: string
  /** National digits only; the view shows them 5+5 and +91 is added when sending. */
  phone: string
  otp: string[]
  name: string
  location: string
  error: string | null
  cooldownSecondsLeft: number
  token: string | null
  /** Bumped whenever the code boxes are cleared, so the view focuses the first box. */
  otpResets: number
}

export type LoginEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "PHONE_CHANGED"; value: string }
  | { type: "SEND_CODE" }
  | { type: "OTP_CHANGED"; boxes: string[] }
  | { type: "VERIFY_CODE" }
  | { type: "CHANGE_NUMBER" }
  | { type: "NAME_CHANGED"; value: string }
  | { type: "LOCATION_CHANGED"; value: string }
  | { type: "SAVE_PROFILE" }
  /** Raised by the flow itself when a provider says too many requests. */
  | { type: "COOLDOWN_STARTED" }

export interface LoginInput {
  brand: string
}

const freshContext = (brand: string): LoginContext => ({
  brand,
  phone: "",
  otp: emptyOtp(),
  name: "",
  location: "",
  error: null,
  cooldownSecondsLeft: 0,
  token: null,
  otpResets: 0
})

const notProvided = (name: string) => () => Promise.reject(new Error(`login machine: ${name} not provided`))

function sendFailureMessage(error: unknown): string {
  if (isVerificationSetupFailure(error)) return loginMessages.verificationSetupFailed
  return loginMessages.sendFailed
}

function saveFailureMessage(error: unknown): string {
  if (isUnauthorized(error)) return loginMessages.authExpired
  return serverMessage(error) ?? loginMessages.saveFailed
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput
  },
  actors: {
    /** Asks the phone-auth provider to text a code to the +91 number. */
    sendCode: fromPromise<void, { phone: string }>(notProvided("sendCode")),
    /** Confirms the code with the provider, then exchanges it for a session (POST /auth/verify). */
    signIn: fromPromise<SignedIn, { phone: string; code: string }>(notProvided("signIn")),
    /** POST /auth/update-profile. */
    saveProfile: fromPromise<SavedProfile, { name: string; location: string; token: string }>(notProvided("saveProfile"))
  },
  actions: {
    notifySuccess: (_, _params: { message: string }) => {},
    startSession: (_, _params: SignedIn) => {},
    profileSaved: (_, _params: SavedProfile) => {},
    /** Firebase's invisible reCAPTCHA must be reset after a failed send. */
    resetBotCheck: () => {},
    /** The flow finished on its own; the view tells its parent to close the modal. */
    closeModal: () => {},
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    clearOtp: assign(({ context }) => ({ otp: emptyOtp(), otpResets: context.otpResets + 1 })),
    startCooldown: raise({ type: "COOLDOWN_STARTED" }),
    resetEverything: assign(({ context }) => freshContext(context.brand))
  },
  guards: {
    coolingDown: ({ context }) => context.cooldownSecondsLeft > 0,
    phoneIncomplete: ({ context }) => !isCompletePhone(context.phone),
    otpIncomplete: ({ context }) => !isCompleteOtp(context.otp),
    nameMissing: ({ context }) => context.name.trim() === "",
    locationMissing: ({ context }) => context.location.trim() === "",
    tokenMissing: ({ context }) => !context.token,
    tooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    returningUser: (_, params: { user: VerifiedUser }) => Boolean(params.user.name?.trim())
  },
  delays: {
    cooldown: COOLDOWN_MS,
    countdownStep: COUNTDOWN_STEP_MS
  }
}).createMachine({
  id: "login",
  context: ({ input }) => freshContext(input.brand),
  initial: "closed",
  states: {
    closed: {
      // Closing resets all fields, steps and timers: leaving `open` stops every timer and request.
      entry: "resetEverything",
      on: { OPEN: "open" }
    },
    open: {
      type: "parallel",
      on: { CLOSE: "closed" },
      states: {
        step: {
          initial: "phone",
          states: {
            phone: {
              initial: "editing",
              states: {
                editing: {
                  on: {
                    PHONE_CHANGED: {
                      actions: [assign({ phone: ({ event }) => phoneDigits(event.value) }), "clearError"]
                    },
                    SEND_CODE: [
                      {
                        guard: "coolingDown",
                        actions: {
                          type: "showError",
                          params: ({ context }) => ({
                            message: loginMessages.waitBeforeRetry(context.cooldownSecondsLeft)
                          })
                        }
                      },
                      {
                        guard: "phoneIncomplete",
                        actions: { type: "showError", params: { message: loginMessages.invalidPhone } }
                      },
                      { target: "sending", actions: "clearError" }
                    ]
                  }
                },
                sending: {
                  invoke: {
                    id: "sendCode",
                    src: "sendCode",
                    input: ({ context }) => ({ phone: internationalPhone(context.phone) }),
                    onDone: {
                      target: "#login.open.step.otp",
                      actions: ["clearOtp", { type: "notifySuccess", params: { message: loginMessages.codeSent } }]
                    },
                    onError: [
                      {
                        guard: { type: "tooManyRequests", params: ({ event }) => ({ error: event.error }) },
                        target: "editing",
                        actions: [
                          "resetBotCheck",
                          "startCooldown",
                          { type: "showError", params: { message: loginMessages.tooManyAttempts } }
                        ]
                      },
                      {
                        target: "editing",
                        actions: [
                          "resetBotCheck",
                          { type: "showError", params: ({ event }) => ({ message: sendFailureMessage(event.error) }) }
                        ]
                      }
                    ]
                  }
                }
              }
            },
            otp: {
              initial: "editing",
              on: {
                CHANGE_NUMBER: { target: "phone", actions: ["clearOtp", "clearError"] }
              },
              states: {
                editing: {
                  on: {
                    OTP_CHANGED: { actions: [assign({ otp: ({ event }) => otpBoxes(event.boxes) }), "clearError"] },
                    VERIFY_CODE: [
                      {
                        guard: "otpIncomplete",
                        actions: { type: "showError", params: { message: loginMessages.invalidOtp } }
                      },
                      { target: "verifying", actions: "clearError" }
                    ],
                    // "Resend" on the code step.
                    SEND_CODE: [
                      {
                        guard: "coolingDown",
                        actions: {
                          type: "showError",
                          params: ({ context }) => ({
                            message: loginMessages.waitBeforeRetry(context.cooldownSecondsLeft)
                          })
                        }
                      },
                      { target: "resending", actions: "clearError" }
                    ]
                  }
                },
                resending: {
                  invoke: {
                    id: "resendCode",
                    src: "sendCode",
                    input: ({ context }) => ({ phone: internationalPhone(context.phone) }),
                    onDone: {
                      target: "editing",
                      actions: ["clearOtp", { type: "notifySuccess", params: { message: loginMessages.codeSent } }]
                    },
                    onError: [
                      {
                        guard: { type: "tooManyRequests", params: ({ event }) => ({ error: event.error }) },
                        target: "editing",
                        actions: [
                          "resetBotCheck",
                          "startCooldown",
                          { type: "showError", params: { message: loginMessages.tooManyAttempts } }
                        ]
                      },
                      {
                        target: "editing",
                        actions: [
                          "resetBotCheck",
                          { type: "showError", params: ({ event }) => ({ message: sendFailureMessage(event.error) }) }
                        ]
                      }
                    ]
                  }
                },
                verifying: {
                  invoke: {
                    id: "signIn",
                    src: "signIn",
                    input: ({ context }) => ({ phone: internationalPhone(context.phone), code: context.otp.join("") }),
                    onDone: [
                      {
                        guard: { type: "returningUser", params: ({ event }) => ({ user: event.output.user }) },
                        target: "#login.closed",
                        actions: [
                          { type: "startSession", params: ({ event }) => event.output },
                          { type: "notifySuccess", params: { message: loginMessages.welcomeBack } },
                          "closeModal"
                        ]
                      },
                      {
                        target: "#login.open.step.welcome",
                        actions: [
                          { type: "startSession", params: ({ event }) => event.output },
                          assign(({ event }) => ({
                            token: event.output.token,
                            name: event.output.user.name ?? "",
                            location: event.output.user.location ?? ""
                          })),
                          { type: "notifySuccess", params: { message: loginMessages.verified } }
                        ]
                      }
                    ],
                    onError: [
                      {
                        guard: { type: "tooManyRequests", params: ({ event }) => ({ error: event.error }) },
                        target: "editing",
                        actions: [
                          "clearOtp",
                          "startCooldown",
                          { type: "showError", params: { message: loginMessages.tooManyAttempts } }
                        ]
                      },
                      {
                        target: "editing",
                        actions: ["clearOtp", { type: "showError", params: { message: loginMessages.verifyFailed } }]
                      }
                    ]
                  }
                }
              }
            },
            welcome: {
              initial: "editing",
              states: {
                editing: {
                  on: {
                    NAME_CHANGED: { actions: [assign({ name: ({ event }) => event.value }), "clearError"] },
                    LOCATION_CHANGED: { actions: [assign({ location: ({ event }) => event.value }), "clearError"] },
                    SAVE_PROFILE: [
                      {
                        guard: "nameMissing",
                        actions: { type: "showError", params: { message: loginMessages.missingName } }
                      },
                      {
                        guard: "locationMissing",
                        actions: { type: "showError", params: { message: loginMessages.missingLocation } }
                      },
                      {
                        guard: "tokenMissing",
                        actions: { type: "showError", params: { message: loginMessages.missingToken } }
                      },
                      { target: "saving", actions: "clearError" }
                    ]
                  }
                },
                saving: {
                  invoke: {
                    id: "saveProfile",
                    src: "saveProfile",
                    input: ({ context }) => ({
                      name: context.name.trim(),
                      location: context.location.trim(),
                      token: context.token ?? ""
                    }),
                    onDone: {
                      target: "#login.closed",
                      actions: [
                        { type: "profileSaved", params: ({ event }) => event.output },
                        {
                          type: "notifySuccess",
                          params: ({ context }) => ({ message: loginMessages.welcomeNew(context.brand) })
                        },
                        "closeModal"
                      ]
                    },
                    onError: {
                      target: "editing",
                      actions: {
                        type: "showError",
                        params: ({ event }) => ({ message: saveFailureMessage(event.error) })
                      }
                    }
                  }
                }
              }
            }
          }
        },
        cooldown: {
          initial: "ready",
          states: {
            ready: {
              on: { COOLDOWN_STARTED: "coolingDown" }
            },
            coolingDown: {
              entry: assign({ cooldownSecondsLeft: COOLDOWN_SECONDS }),
              exit: assign({ cooldownSecondsLeft: 0 }),
              after: { cooldown: "ready" },
              on: { COOLDOWN_STARTED: { target: "coolingDown", reenter: true } },
              initial: "counting",
              states: {
                // Re-entering the child restarts only the one-second tick, not the 30 s cooldown.
                counting: {
                  after: {
                    countdownStep: {
                      target: "counting",
                      reenter: true,
                      actions: assign({ cooldownSecondsLeft: ({ context }) => Math.max(1, context.cooldownSecondsLeft - 1) })
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

function otpBoxes(boxes: readonly string[]): string[] {
  return emptyOtp().map((_, index) => {
    const box = boxes[index] ?? ""
    return /^\d$/.test(box) ? box : ""
  })
}

/** Which of the three steps the modal shows. */
export type LoginStep = "phone" | "otp" | "welcome"
