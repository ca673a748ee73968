// The trip-request form of /make-itinerary (spec sections 2, 4 and 5): defaults, the type-change rule,
// the duration stepper, and the submit rules with their messages. Pure: opening the login and purchase
// modals and starting the generation are actions the page provides.
import { assign, setup } from "xstate"
import type {
  Accommodation,
  Budget,
  DietaryRestriction,
  Interest,
  PlanLanguage,
  Transportation,
  TravellingWith,
  TravelStyle,
  TripRequest,
  TripType,
  VisaStatus
} from "../itinerary/types"
import {
  ACCOMMODATIONS,
  BUDGET_BANDS,
  DIETARY,
  INTERESTS,
  type Option,
  TRANSPORTS,
  TRAVEL_STYLES,
  TRAVELLING_WITH
} from "../tripForm/options"
import { creditsRequired, MAX_DURATION, MIN_DURATION, MONTHS, parseDuration, travelDates, visaStatusFor } from "../tripForm/rules"

/** The spec's trip-form strings (section 5), verbatim. */
export const tripFormMessages = {
  missingDestination: "Please select a destination",
  missingInterests: "Please select at least one interest",
  needCredits: (n: number) => `You need ${n} credits. Please purchase more credits.`
} as const

export interface TripFields {
  origin: string
  destination: string
  destinationType: TripType
  duration: number
  month: string
  year: number
  travellingWith: TravellingWith
  budget: Budget
  interests: Interest[]
  travelStyle: TravelStyle
  accommodation: Accommodation
  transportation: Transportation
  dietaryRestrictions: DietaryRestriction
  visaStatus: VisaStatus
  /** The language the itinerary itself is written in (issue 17). */
  language: PlanLanguage
}

export interface TripFormContext {
  fields: TripFields
  loggedIn: boolean
  credits: number
  generating: boolean
  error: string | null
  /** Whether the traveller chose the plan's language; until then it follows the page's. */
  languagePicked: boolean
}

type Choice = "travellingWith" | "budget" | "travelStyle" | "accommodation" | "transportation" | "dietaryRestrictions" | "month" | "language"

export type TripFormEvent =
  | { type: "ORIGIN_CHANGED"; value: string }
  | { type: "DESTINATION_CHANGED"; value: string }
  /** From the destination picker, which knows the destination's type and may switch it. */
  | { type: "DESTINATION_PICKED"; value: string; tripType?: TripType }
  | { type: "TYPE_CHANGED"; value: TripType }
  | { type: "DURATION_TYPED"; value: string | number }
  | { type: "DURATION_INCREMENTED" }
  | { type: "DURATION_DECREMENTED" }
  | { type: "YEAR_CHANGED"; value: number }
  | { type: "CHOICE_CHANGED"; field: Choice; value: string }
  | { type: "INTEREST_TOGGLED"; id: Interest }
  | { type: "SESSION_CHANGED"; loggedIn: boolean; credits: number }
  | { type: "GENERATING_CHANGED"; generating: boolean }
  /** The page switched language (header switch): the plan's language follows unless the traveller chose one. */
  | { type: "PAGE_LANGUAGE_CHANGED"; value: PlanLanguage }
  | { type: "SUBMIT" }

export interface TripFormInput {
  now?: Date
  /** The traveller's saved location: the default origin. */
  origin?: string | null
  loggedIn: boolean
  credits: number
  generating: boolean
  /** The landing page's choice (selectedTripType / selectedDestination). */
  prefill?: { tripType?: string | null; destination?: string | null }
  /** The page's language: the plan's language until the traveller picks another. */
  language?: PlanLanguage
}

/** The languages a plan can be written in (the contract's PLAN_LANGUAGES). */
export const PLAN_LANGUAGES: readonly PlanLanguage[] = ["en", "hi"]

export type TripRequestDraft = Omit<TripRequest, "tempId">

const isTripType = (value: unknown): value is TripType => value === "domestic" || value === "international"

/** Spec defaults, with the landing page's choice applied on top. */
export function initialFields(input: TripFormInput): TripFields {
  const now = input.now ?? new Date()
  const destinationType: TripType = isTripType(input.prefill?.tripType) ? input.prefill.tripType : "domestic"
  return {
    origin: input.origin?.trim() ?? "",
    destination: input.prefill?.destination?.trim() ?? "",
    destinationType,
    duration: 3,
    month: MONTHS[now.getMonth()]!,
    year: now.getFullYear(),
    travellingWith: "solo - 1 adult",
    budget: "mid-range",
    interests: [],
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "none",
    visaStatus: visaStatusFor(destinationType),
    language: input.language ?? "en"
  }
}

/** Spec: changing the type clears the interests and sets visaStatus for the new type. */
function withType(fields: TripFields, type: TripType): TripFields {
  if (type === fields.destinationType) return fields
  return { ...fields, destinationType: type, interests: [], visaStatus: visaStatusFor(type) }
}

const clampDuration = (days: number) => Math.min(MAX_DURATION, Math.max(MIN_DURATION, days))

export const missingDestination = (context: TripFormContext) => context.fields.destination.trim() === ""
export const missingInterests = (context: TripFormContext) => context.fields.interests.length === 0
export const creditsShort = (context: TripFormContext) => context.credits < creditsRequired(context.fields.duration)

/** Spec: submit is disabled without destination or interests, with too few credits, or while generating. */
export function canSubmit(context: TripFormContext): boolean {
  return !(missingDestination(context) || missingInterests(context) || creditsShort(context) || context.generating)
}

export function requestOf(fields: TripFields): TripRequestDraft {
  const origin = fields.origin.trim()
  return {
    destination: fields.destination.trim(),
    // Absent, the server uses the traveller's saved location (spec section 3).
    ...(origin ? { origin } : {}),
    destinationType: fields.destinationType,
    duration: fields.duration,
    budget: fields.budget,
    interests: [...fields.interests],
    travelStyle: fields.travelStyle,
    accommodation: fields.accommodation,
    transportation: fields.transportation,
    dietaryRestrictions: fields.dietaryRestrictions,
    travelDates: travelDates(fields.month, fields.year),
    travellingWith: fields.travellingWith,
    visaStatus: fields.visaStatus,
    language: fields.language
  }
}

export const tripFormMachine = setup({
  types: {
    context: {} as TripFormContext,
    events: {} as TripFormEvent,
    input: {} as TripFormInput
  },
  actions: {
    openLogin: () => {},
    openPurchase: () => {},
    /** Adds the placeholder, starts the generate call in the background and goes to /my-itineraries. */
    submitRequest: (_, _params: { request: TripRequestDraft }) => {},
    showError: assign((_, params: { message: string }) => ({ error: params.message }))
  },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    generating: ({ context }) => context.generating,
    missingDestination: ({ context }) => missingDestination(context),
    missingInterests: ({ context }) => missingInterests(context),
    creditsShort: ({ context }) => creditsShort(context)
  }
}).createMachine({
  id: "tripForm",
  context: ({ input }) => ({
    fields: initialFields(input),
    loggedIn: input.loggedIn,
    credits: input.credits,
    generating: input.generating,
    error: null,
    languagePicked: false
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        ORIGIN_CHANGED: {
          actions: assign(({ context, event }) => ({ fields: { ...context.fields, origin: event.value }, error: null }))
        },
        DESTINATION_CHANGED: {
          actions: assign(({ context, event }) => ({ fields: { ...context.fields, destination: event.value }, error: null }))
        },
        DESTINATION_PICKED: {
          actions: assign(({ context, event }) => {
            const typed = event.tripType ? withType(context.fields, event.tripType) : context.fields
            return { fields: { ...typed, destination: event.value }, error: null }
          })
        },
        TYPE_CHANGED: {
          guard: ({ event }) => isTripType(event.value),
          actions: assign(({ context, event }) => ({ fields: withType(context.fields, event.value), error: null }))
        },
        DURATION_TYPED: {
          // Spec: typed values outside 1..30, or not whole numbers, are ignored.
          guard: ({ event }) => parseDuration(event.value) !== null,
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, duration: parseDuration(event.value)! },
            error: null
          }))
        },
        DURATION_INCREMENTED: {
          guard: ({ context }) => context.fields.duration < MAX_DURATION,
          actions: assign(({ context }) => ({
            fields: { ...context.fields, duration: clampDuration(context.fields.duration + 1) },
            error: null
          }))
        },
        DURATION_DECREMENTED: {
          guard: ({ context }) => context.fields.duration > MIN_DURATION,
          actions: assign(({ context }) => ({
            fields: { ...context.fields, duration: clampDuration(context.fields.duration - 1) },
            error: null
          }))
        },
        YEAR_CHANGED: {
          guard: ({ event }) => Number.isInteger(event.value),
          actions: assign(({ context, event }) => ({ fields: { ...context.fields, year: event.value }, error: null }))
        },
        CHOICE_CHANGED: {
          guard: ({ context, event }) => isAllowedChoice(context.fields, event.field, event.value),
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, [event.field]: event.value },
            error: null,
            ...(event.field === "language" ? { languagePicked: true } : {})
          }))
        },
        PAGE_LANGUAGE_CHANGED: {
          guard: ({ context, event }) => !context.languagePicked && isAllowedChoice(context.fields, "language", event.value),
          actions: assign(({ context, event }) => ({ fields: { ...context.fields, language: event.value } }))
        },
        INTEREST_TOGGLED: {
          guard: ({ context, event }) => INTERESTS[context.fields.destinationType].some((option) => option.id === event.id),
          actions: assign(({ context, event }) => {
            const { interests } = context.fields
            const next = interests.includes(event.id)
              ? interests.filter((id) => id !== event.id)
              : [...interests, event.id]
            return { fields: { ...context.fields, interests: next }, error: null }
          })
        },
        SUBMIT: [
          { guard: "loggedOut", actions: "openLogin" },
          { guard: "generating" },
          { guard: "missingDestination", actions: { type: "showError", params: { message: tripFormMessages.missingDestination } } },
          { guard: "missingInterests", actions: { type: "showError", params: { message: tripFormMessages.missingInterests } } },
          {
            guard: "creditsShort",
            actions: [
              {
                type: "showError",
                params: ({ context }) => ({ message: tripFormMessages.needCredits(creditsRequired(context.fields.duration)) })
              },
              "openPurchase"
            ]
          },
          {
            target: "submitted",
            actions: { type: "submitRequest", params: ({ context }) => ({ request: requestOf(context.fields) }) }
          }
        ]
      }
    },
    // Not final: a second press (or Enter) after the request went out is simply ignored.
    submitted: {}
  },
  on: {
    SESSION_CHANGED: {
      actions: assign(({ context, event }) => ({
        loggedIn: event.loggedIn,
        credits: event.credits,
        // A purchase that covers the trip clears the credits warning.
        error:
          context.error?.startsWith("You need") && event.credits >= creditsRequired(context.fields.duration)
            ? null
            : context.error
      }))
    },
    GENERATING_CHANGED: { actions: assign({ generating: ({ event }) => event.generating }) }
  }
})

const ids = (options: readonly Option[]) => options.map((option) => option.id)
const CHOICES: Record<Choice, (fields: TripFields) => readonly string[]> = {
  travellingWith: () => ids(TRAVELLING_WITH),
  budget: (fields) => ids(BUDGET_BANDS[fields.destinationType]),
  travelStyle: () => ids(TRAVEL_STYLES),
  accommodation: () => ids(ACCOMMODATIONS),
  transportation: () => ids(TRANSPORTS),
  dietaryRestrictions: () => ids(DIETARY),
  month: () => MONTHS,
  language: () => PLAN_LANGUAGES
}

function isAllowedChoice(fields: TripFields, field: Choice, value: string): boolean {
  return CHOICES[field]?.(fields).includes(value) ?? false
}
