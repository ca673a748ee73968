import { Schema } from "effect"
import {
  Accommodation,
  Budget,
  DietaryRestriction,
  Interest,
  interestsFor,
  MAX_DURATION,
  MIN_DURATION,
  MONTHS,
  PLAN_LANGUAGE_RULE,
  PlanLanguage,
  Transportation,
  TravellingWith,
  TravelStyle,
  TripType,
  VisaStatus
} from "./options.ts"
import { trimmedText } from "./trimmedText.ts"

/**
 * The itinerary contract shared by core and web (spec section 3; docs/http-contract.md "Itineraries"):
 * the trip request, the itinerary content, the read shape and the progress events.
 * Shared with the web client: keep this file free of Node-only imports.
 */

export * from "./options.ts"

// ---- Ids ------------------------------------------------------------------------------------------

/** Derived on the server from the user and the client's tempId (a UUID), so a retried submit is the same itinerary. */
export const ItineraryId = Schema.String.pipe(
  Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: () => "Itinerary id must be a UUID" }),
  Schema.brand("ItineraryId")
)
export type ItineraryId = typeof ItineraryId.Type

/** The public share link's token: at least 128 random bits, base64url (22+ characters). */
export const ShareToken = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{22,64}$/, { message: () => "Itinerary not found" }),
  Schema.brand("ShareToken")
)
export type ShareToken = typeof ShareToken.Type

/** Client-generated id of one submit (spec: tempId), any short opaque string. */
export const TempId = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9._:-]{1,100}$/, { message: () => "tempId must be 1 to 100 letters, digits or . _ : -" })
)

// ---- Trip request (spec sections 3 and 5) ---------------------------------------------------------

export const PLEASE_SELECT_A_DESTINATION = "Please select a destination"
export const PLEASE_SELECT_AN_INTEREST = "Please select at least one interest"
export const DURATION_RULE = `Duration must be a whole number of days from ${MIN_DURATION} to ${MAX_DURATION}`
export const TRAVEL_DATES_RULE = "Travel dates must be a month and a year, like 'March 2026'"

/** Overrides the member-by-member union message ("Expected 'public', actual ...") with one sentence. */
const oneOf = (field: string, values: ReadonlyArray<string>) => () => ({ message: `${field} must be one of: ${values.join(", ")}`, override: true })

const required = <S extends Schema.Schema.Any>(schema: S, missingMessage: string) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => missingMessage })

export const Destination = trimmedText({
  maxLength: 200,
  requiredMessage: PLEASE_SELECT_A_DESTINATION,
  maxMessage: "Destination must be at most 200 characters"
})

export const Duration = Schema.Number.pipe(
  Schema.int({ message: () => DURATION_RULE }),
  Schema.between(MIN_DURATION, MAX_DURATION, { message: () => DURATION_RULE })
).annotations({ message: () => ({ message: DURATION_RULE, override: true }) })

/** '{Month} {Year}', e.g. 'March 2026'. Whether the year is one of the three choices depends on today: see tripRules. */
export const TravelDates = Schema.String.pipe(
  Schema.pattern(new RegExp(`^(${MONTHS.join("|")}) \\d{4}$`), { message: () => TRAVEL_DATES_RULE })
).annotations({ message: () => ({ message: TRAVEL_DATES_RULE, override: true }) })

const Interests = Schema.Array(
  Interest.annotations({ message: oneOf("Each interest", ["temples", "culture", "nature", "food", "adventure", "shopping", "beaches", "ayurveda", "landmarks", "nightlife", "attractions"]) })
).pipe(Schema.minItems(1, { message: () => PLEASE_SELECT_AN_INTEREST }), Schema.maxItems(11))

const tripRequestFields = {
  destination: required(Destination, PLEASE_SELECT_A_DESTINATION),
  /** Defaults to the user's saved location when absent (spec section 3). */
  origin: Schema.optional(trimmedText({ maxLength: 200 })),
  destinationType: required(TripType.annotations({ message: oneOf("destinationType", ["domestic", "international"]) }), "destinationType is required"),
  duration: required(Duration, DURATION_RULE),
  budget: Budget.annotations({ message: oneOf("budget", ["budget", "mid-range", "luxury"]) }),
  interests: required(Interests, PLEASE_SELECT_AN_INTEREST),
  travelStyle: TravelStyle.annotations({ message: oneOf("travelStyle", ["relaxed", "moderate", "intense"]) }),
  accommodation: Accommodation.annotations({ message: oneOf("accommodation", ["budget", "mid-range", "luxury"]) }),
  transportation: Transportation.annotations({ message: oneOf("transportation", ["public", "private", "mixed"]) }),
  dietaryRestrictions: DietaryRestriction.annotations({
    message: oneOf("dietaryRestrictions", ["none", "vegetarian", "vegan", "halal", "gluten-free"])
  }),
  travelDates: required(TravelDates, TRAVEL_DATES_RULE),
  travellingWith: TravellingWith.annotations({
    message: oneOf("travellingWith", ["solo - 1 adult", "couple - 2 adults", "family - 2 adults and 1 child", "friends - 5 adults", "business - 3 adults"])
  }),
  /** Defaults by trip type when absent: not-required (domestic), no (international). */
  visaStatus: Schema.optional(VisaStatus.annotations({ message: oneOf("visaStatus", ["not-required", "no"]) })),
  /** The language of the plan itself; English when absent (older clients, older events). */
  language: Schema.optional(PlanLanguage.annotations({ message: () => ({ message: PLAN_LANGUAGE_RULE, override: true }) }))
}

/** Interests must come from the list of the chosen trip type (spec section 3). */
const interestsMatchTripType = (request: { readonly destinationType: TripType; readonly interests: ReadonlyArray<Interest> }) => {
  const allowed = interestsFor(request.destinationType)
  const stray = request.interests.find((interest) => !allowed.includes(interest))
  return stray === undefined
    ? true
    : { path: ["interests"], message: `'${stray}' is not an interest for ${request.destinationType} trips (choose from: ${allowed.join(", ")})` }
}

export const TripRequest = Schema.Struct(tripRequestFields).pipe(Schema.filter(interestsMatchTripType))
export type TripRequest = typeof TripRequest.Type

/** The body of POST /api/itinerary/generate: the trip request plus the client's tempId. */
export const GenerateItineraryRequest = Schema.Struct({ ...tripRequestFields, tempId: required(TempId, "tempId is required") }).pipe(
  Schema.filter(interestsMatchTripType)
)
export type GenerateItineraryRequest = typeof GenerateItineraryRequest.Type

// ---- Itinerary content (spec section 3, every field) ----------------------------------------------

/** Whole Indian rupees, never negative. */
export const Rupees = Schema.Int.pipe(Schema.nonNegative()).annotations({ description: "Indian rupees (INR), a whole number" })

/** A distance as text that starts with a number of km, e.g. '0 km (start)' or '142 km via NH48'. */
export const KM_TEXT = /^\d+(\.\d+)? ?km([^A-Za-z0-9_].*)?$/
export const KmText = Schema.String.pipe(Schema.pattern(KM_TEXT)).annotations({
  description: "Text starting with a number of kilometres, e.g. '142 km' or '0 km (starting point)'"
})

/** A start time on the 24-hour clock, 'HH:MM'. */
export const ClockTime = Schema.String.pipe(Schema.pattern(/^([01]\d|2[0-3]):[0-5]\d$/)).annotations({
  description: "Start time, 24-hour 'HH:MM'"
})

/** How long an activity lasts: a number of hours or minutes, e.g. '2 hours', '1.5 hours', '45 minutes'. */
export const DurationText = Schema.String.pipe(Schema.pattern(/^\d+(\.\d+)? (hour|hours|minute|minutes)$/)).annotations({
  description: "A number of hours or minutes, e.g. '2 hours', '1.5 hours', '45 minutes'"
})

const Text = Schema.String
const TextList = Schema.Array(Schema.String)

export const Season = Schema.Struct({ name: Text, months: Text, temperature: Text, description: Text })

export const Currency = Schema.Struct({
  name: Text,
  code: Text,
  exchangeRate: Schema.Number.pipe(Schema.finite(), Schema.positive()).annotations({ description: "INR for one unit of the currency" })
})

export const Overview = Schema.Struct({
  description: Text,
  highlights: TextList,
  climate: Schema.Struct({ type: Text, seasons: Schema.Array(Season) }),
  bestTimeToVisit: Text,
  geography: Schema.Struct({ location: Text, terrain: Text, landmarks: TextList }),
  languages: TextList,
  /** International trips only. */
  timeZone: Schema.optional(Text),
  /** International trips only. */
  currency: Schema.optional(Currency),
  localCuisine: TextList,
  culturalNotes: TextList
})
export type Overview = typeof Overview.Type

export const RegionStop = Schema.Struct({
  regionName: Text,
  daysSpent: Schema.Array(Schema.Int.pipe(Schema.positive())),
  distanceFromPrevious: KmText,
  reasonForSequencing: Text
})
export type RegionStop = typeof RegionStop.Type

export const TransferOption = Schema.Struct({ available: Schema.Boolean, approximateCost: Rupees })

export const TransportationDetails = Schema.Struct({
  publicTransport: Schema.Struct({ availableTypes: TextList, operatingHours: Text }),
  privateTransport: Schema.Array(
    Schema.Struct({
      availableType: Text,
      rentalCost: Rupees.annotations({ description: "INR per day" }),
      fuelCost: Rupees.annotations({ description: "INR per day of typical driving" })
    })
  ),
  airportTransfer: Schema.Struct({ public: TransferOption, private: TransferOption, distance: KmText })
})

export const GeographicProgression = Schema.Struct({
  regionSequence: Schema.Array(RegionStop),
  optimizationStrategy: Text,
  accommodationStrategy: Text,
  transportationDetails: TransportationDetails
})
export type GeographicProgression = typeof GeographicProgression.Type

/** The knowledge-base id of a place (docs/adr/0070-knowledge-base.md); absent for a place we cannot verify. */
export const PlaceId = Schema.String.pipe(Schema.pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)).annotations({
  description: "Id of a place from the destination's candidate list; leave it out for a place not in the list"
})

export const Hotel = Schema.Struct({
  name: Text,
  pricePerNight: Rupees,
  rating: Schema.Number.pipe(Schema.between(0, 5)),
  userRatingsTotal: Schema.Int.pipe(Schema.nonNegative()),
  region: Text,
  propertyType: Text,
  address: Text,
  placeId: Schema.optional(PlaceId)
})

export type Hotel = typeof Hotel.Type

export const HotelRecommendations = Schema.Struct({ options: Schema.Array(Hotel), bookingTip: Text })

/**
 * An activity's stable id within its itinerary ('a1', 'a2', ...), given by the server when the plan is
 * saved (plans saved before ids get them when their events are read: docs/adr/0130-refine-itinerary.md).
 */
export const ActivityId = Schema.String.pipe(Schema.pattern(/^a[1-9]\d{0,5}$/)).annotations({ description: "An activity's id in its itinerary, e.g. 'a7'" })

export const NOTE_MAX = 500
/** A traveller's own note on a day or an activity. */
export const Note = trimmedText({ maxLength: NOTE_MAX, requiredMessage: "A note needs some text", maxMessage: `A note must be at most ${NOTE_MAX} characters` })

/** An activity as a writer writes it: no id and no note, which are the server's and the traveller's. */
export const ActivityDraft = Schema.Struct({
  type: Text,
  title: Text,
  time: ClockTime,
  details: Schema.Struct({
    location: Text,
    distanceFromPrevious: Text,
    travelTime: Text,
    duration: DurationText,
    cost: Rupees.annotations({ description: "INR per person" }),
    description: Text
  }),
  placeId: Schema.optional(PlaceId)
})
export type ActivityDraft = typeof ActivityDraft.Type

/**
 * How sure an activity's cost is, set by the server from the knowledge base (docs/adr/0160-honest-facts.md):
 * `sourced` (a published price, read on `asOf`), `estimated` (shown with "≈"), or `unknown`.
 */
export const CostFact = Schema.Struct({
  status: Schema.Literal("sourced", "estimated", "unknown"),
  asOf: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}(-\d{2})?$/)))
}).annotations({ description: "How sure the cost is: a published price read on asOf, or an estimate" })
export type CostFact = typeof CostFact.Type

export const Activity = Schema.Struct({
  ...ActivityDraft.fields,
  /** Set by the server; absent only on a draft. */
  id: Schema.optional(ActivityId),
  costFact: Schema.optional(CostFact),
  note: Schema.optional(Schema.String)
})
export type Activity = typeof Activity.Type

/** A day as a writer writes it (see ActivityDraft). */
export const DayDraft = Schema.Struct({
  dayNumber: Schema.Int.pipe(Schema.positive()),
  theme: Text,
  region: Text,
  subArea: Text,
  activities: Schema.Array(ActivityDraft),
  visitedAttractions: TextList
})

export const ItineraryDay = Schema.Struct({
  ...DayDraft.fields,
  activities: Schema.Array(Activity),
  note: Schema.optional(Schema.String)
})
export type ItineraryDay = typeof ItineraryDay.Type

/** Per person, in INR, for the whole trip; transport is excluded (spec section 2). */
export const CostBreakdown = Schema.Struct({ accommodation: Rupees, food: Rupees, activities: Rupees, total: Rupees })
export type CostBreakdown = typeof CostBreakdown.Type

export const FoodRecommendation = Schema.Struct({
  name: Text,
  priceRange: Text,
  nearRegion: Text,
  specialty: Text,
  type: Text,
  placeId: Schema.optional(PlaceId)
})

export const ShoppingInfo = Schema.Struct({ souvenirs: TextList, markets: TextList })

export const TravelTip = Schema.Struct({ category: Text, tip: Text })

export const VisaInformation = Schema.Struct({
  status: Text,
  // No fee where it is not known (a guide built from Google Maps of a country we have no visa rules of).
  requirements: Schema.Struct({ documents: TextList, processingTime: Text, fees: Schema.optional(Rupees), validityPeriod: Text }),
  embassyDetails: Schema.Struct({ location: Text, contactInfo: Text, workingHours: Text }),
  applicationProcess: TextList,
  additionalNotes: TextList
})
export type VisaInformation = typeof VisaInformation.Type

/** A changing fact the plan relies on (visa, permit, currency), with when it was last known true and who says so. */
export const SourcedFact = Schema.Struct({ topic: Text, fact: Text, asOf: Text, source: Text })

/**
 * What the plan checks found, for the traveller to see (docs/adr/0070-knowledge-base.md): the rules
 * checked (all passed, or the plan would not have been saved), how many sections were rewritten to pass
 * them, and how many places are verified against the knowledge base. Written by the server, never by a
 * writer.
 */
export const PlanChecks = Schema.Struct({
  /** Whether the destination is in our knowledge base. */
  covered: Schema.Boolean,
  /** Said at the top of the plan when it is not: "We don't have a local guide for X yet: ...". */
  notice: Schema.optional(Text),
  /** Human names of the rules checked. */
  passed: TextList,
  /** Sections rewritten to pass the checks. */
  repaired: Schema.Int.pipe(Schema.nonNegative()),
  /** Places in the plan found in the knowledge base, of all named places. */
  verifiedPlaces: Schema.Int.pipe(Schema.nonNegative()),
  places: Schema.Int.pipe(Schema.nonNegative()),
  /** Unverified places and other advice that did not stop the plan. */
  warnings: TextList,
  facts: Schema.Array(SourcedFact)
})
export type PlanChecks = typeof PlanChecks.Type

export const ItineraryContent = Schema.Struct({
  overview: Overview,
  geographicProgression: GeographicProgression,
  hotelRecommendations: HotelRecommendations,
  dailyItinerary: Schema.Array(ItineraryDay),
  costBreakdown: CostBreakdown,
  foodRecommendations: Schema.Array(FoodRecommendation),
  shoppingInfo: ShoppingInfo,
  travelTips: Schema.Array(TravelTip),
  /** International trips only. */
  visaInformation: Schema.optional(VisaInformation),
  /** Added by the server after the plan checks (plans saved before them have none). */
  planChecks: Schema.optional(PlanChecks),
  /**
   * Said at the top of the plan, in the plan's language, when some of its text stayed in English (the
   * offline writer's guide text in a Hindi plan). Added by the server from the writer's own word.
   */
  languageNotice: Schema.optional(Text),
  /**
   * Days that are the knowledge base's draft, not the AI's (docs/adr/0180-draft-first-generation.md):
   * while a plan is generating, the days still being written; in a finished plan, the days whose AI
   * version did not pass the plan checks. Absent when every day is the writer's own.
   */
  draftDays: Schema.optional(Schema.Array(Schema.Int.pipe(Schema.positive())))
})
export type ItineraryContent = typeof ItineraryContent.Type

// ---- Read shape and answers (docs/http-contract.md) -----------------------------------------------

export const ItineraryStatus = Schema.Literal("generating", "ready", "failed")
export type ItineraryStatus = typeof ItineraryStatus.Type

export const Progress = Schema.Struct({ done: Schema.Int, total: Schema.Int })

/**
 * Where the plan's regions and places are, from the knowledge base, attached by the server when it serves
 * the plan (docs/adr/0121-journey-map.md): regions by the plan's own names, places by id. What we cannot
 * place is absent (the map leaves it off). Never stored: a corrected coordinate reaches every plan.
 */
// Degrees on the globe: a bound also keeps out NaN and the infinities, which JSON cannot carry.
const Latitude = Schema.Number.pipe(Schema.between(-90, 90))
const Longitude = Schema.Number.pipe(Schema.between(-180, 180))

export const PlanCoordinates = Schema.Struct({
  regions: Schema.Array(Schema.Struct({ name: Schema.String, lat: Latitude, lon: Longitude })),
  places: Schema.Array(Schema.Struct({ id: Schema.String, lat: Latitude, lon: Longitude }))
})
export type PlanCoordinates = typeof PlanCoordinates.Type

export { isStayArea, STAY_AREA } from "./stayArea.ts"

/**
 * What Google Places says of a place the plan recommends (docs/adr/0161-google-place-details.md): looked up
 * when the plan is served, never stored with it, so it is always Google's current answer.
 */
export const GooglePlaceFacts = Schema.Struct({
  googlePlaceId: Schema.String,
  rating: Schema.optional(Schema.Number.pipe(Schema.between(0, 5))),
  userRatingCount: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
  formattedAddress: Schema.optional(Schema.String),
  /** Google's own lines, e.g. "Monday: 9:00 AM – 5:00 PM". */
  weekdayHours: Schema.optional(Schema.Array(Schema.String))
})
export type GooglePlaceFacts = typeof GooglePlaceFacts.Type

/** The key of a plan's place in `placeFacts`: an activity's `activity:<id>`, a hotel option's `hotel:<index>`. */
export const placeFactsKey = {
  activity: (activityId: string) => `activity:${activityId}`,
  hotel: (index: number) => `hotel:${index}`
}

export const Itinerary = Schema.Struct({
  id: ItineraryId,
  status: ItineraryStatus,
  destination: Schema.String,
  destinationType: TripType,
  duration: Schema.Int,
  travelDates: Schema.String,
  budget: Budget,
  travelStyle: TravelStyle,
  accommodation: Accommodation,
  transportation: Transportation,
  dietaryRestrictions: DietaryRestriction,
  travellingWith: TravellingWith,
  interests: Schema.Array(Interest),
  /**
   * Where the trip starts, as the trip form gave it or the profile's saved location: in the owner's
   * answers only. The public share answer carries nothing of the owner's profile (the plan's own
   * "Getting there" says where the trip starts).
   */
  origin: Schema.optional(Schema.String),
  /** The language the plan is written in; the server always sends it (absent reads as English). */
  language: Schema.optional(PlanLanguage),
  /** ISO 8601. */
  createdAt: Schema.String,
  shareUrl: Schema.String,
  pdfUrl: Schema.optional(Schema.String),
  /**
   * Ready itineraries (not in the list); generating ones once their draft is saved, its
   * `draftDays` being the days still being written (docs/adr/0180-draft-first-generation.md).
   */
  content: Schema.optional(ItineraryContent),
  /** Generating itineraries with a draft to preview (in the list too). */
  hasDraft: Schema.optional(Schema.Boolean),
  /** With the content, where the knowledge base knows its regions and places (for the map). */
  coordinates: Schema.optional(PlanCoordinates),
  /** With the content when a Google key is configured: Google's rating, count, address and hours of its hotels and places. */
  placeFacts: Schema.optional(Schema.Record({ key: Schema.String, value: GooglePlaceFacts })),
  /** Generating itineraries only: sections finished of all. */
  progress: Schema.optional(Progress),
  /** Failed itineraries only. */
  failureReason: Schema.optional(Schema.String),
  /** Ready itineraries: the revision shown (1 as generated; each change adds one). */
  revision: Schema.optional(Schema.Int.pipe(Schema.positive())),
  /** ISO 8601; present once the plan was changed after it was generated (the shared page's "Updated on {date}"). */
  updatedAt: Schema.optional(Schema.String)
})
export type Itinerary = typeof Itinerary.Type

export const GenerateItineraryResponse = Schema.Struct({ creditsRemaining: Schema.Int, itinerary: Itinerary })
export type GenerateItineraryResponse = typeof GenerateItineraryResponse.Type

export const DeleteItineraryResponse = Schema.Struct({ deleted: Schema.Literal(true) })

export const ITINERARY_NOT_FOUND = "Itinerary not found"
export const FAILED_TO_GENERATE = "Failed to generate itinerary"
/** Spec section 5: the warning when the balance is short. */
export const needCreditsMessage = (credits: number) => `You need ${credits} credits. Please purchase more credits.`

// ---- Server-Sent Events of GET /api/itinerary/{id}/events ------------------------------------------

/** `event: progress`: one more section is written. */
export const ProgressEvent = Schema.Struct({ done: Schema.Int, total: Schema.Int, section: Schema.String })
/** `event: draft`: the draft was saved, or days replaced it; `draftDays` are the days still being written. */
export const DraftEvent = Schema.Struct({ draftDays: Schema.Array(Schema.Int) })
/** `event: completed`: the itinerary is ready; fetch it from the list or the share link. */
export const CompletedEvent = Schema.Struct({ id: ItineraryId })
/** `event: failed`: nothing was charged. */
export const FailedEvent = Schema.Struct({ reason: Schema.String })
