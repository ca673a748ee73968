import { Schema } from "effect"
import { LIVE_PRICE_LEVELS, type LiveArea, type LiveOpeningPeriod, type LivePlace, type LivePriceLevel } from "../../../domain/live/findings.ts"

/**
 * Places API (New) wire shapes, decoded into the live source's own types (domain/live/findings.ts).
 * Only what the field masks ask for; fields Google leaves out (it omits empty ones) are optional.
 */

const LatLng = Schema.Struct({ latitude: Schema.Number, longitude: Schema.Number })
/** Google leaves out a zero (proto3 JSON), so a missing day, hour or minute is 0. */
const zero = { default: () => 0 } as const
const WeekTime = Schema.Struct({
  day: Schema.optionalWith(Schema.Number, zero),
  hour: Schema.optionalWith(Schema.Number, zero),
  minute: Schema.optionalWith(Schema.Number, zero)
})
const AddressComponent = Schema.Struct({
  longText: Schema.optional(Schema.String),
  shortText: Schema.optional(Schema.String),
  types: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] })
})

export const WirePlace = Schema.Struct({
  id: Schema.String,
  displayName: Schema.Struct({ text: Schema.String }),
  formattedAddress: Schema.optionalWith(Schema.String, { default: () => "" }),
  location: LatLng,
  types: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  primaryType: Schema.optional(Schema.String),
  rating: Schema.optional(Schema.Number),
  userRatingCount: Schema.optional(Schema.Number),
  priceLevel: Schema.optional(Schema.String),
  servesVegetarianFood: Schema.optional(Schema.Boolean),
  servesBreakfast: Schema.optional(Schema.Boolean),
  servesLunch: Schema.optional(Schema.Boolean),
  servesDinner: Schema.optional(Schema.Boolean),
  regularOpeningHours: Schema.optional(Schema.Struct({ periods: Schema.optional(Schema.Array(Schema.Struct({ open: WeekTime, close: Schema.optional(WeekTime) }))) })),
  editorialSummary: Schema.optional(Schema.Struct({ text: Schema.optional(Schema.String) })),
  businessStatus: Schema.optional(Schema.String),
  addressComponents: Schema.optionalWith(Schema.Array(AddressComponent), { default: () => [] }),
  viewport: Schema.optional(Schema.Struct({ low: LatLng, high: LatLng }))
})
export type WirePlace = typeof WirePlace.Type

/** A Text Search answer: no `places` at all when nothing matched. */
export const SearchTextAnswer = Schema.Struct({
  places: Schema.optionalWith(Schema.Array(WirePlace), { default: () => [] }),
  nextPageToken: Schema.optional(Schema.String)
})

const component = (place: WirePlace, type: string) => place.addressComponents.find((c) => c.types.includes(type))

/** The town a place is in names its region: its locality, else its sub-locality or postal town. */
const localityOf = (place: WirePlace) =>
  (component(place, "locality") ?? component(place, "sublocality_level_1") ?? component(place, "sublocality") ?? component(place, "postal_town"))?.longText

/** `PRICE_LEVEL_VERY_EXPENSIVE` is "very-expensive"; unspecified or a level Google adds later is none. */
const priceLevelOf = (wire: string | undefined): LivePriceLevel | undefined => {
  const level = wire?.replace(/^PRICE_LEVEL_/, "").toLowerCase().replaceAll("_", "-")
  return LIVE_PRICE_LEVELS.find((known) => known === level)
}

const BUSINESS_STATUSES = ["OPERATIONAL", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"] as const
const businessStatusOf = (wire: string | undefined) => BUSINESS_STATUSES.find((known) => known === wire)

const periodsOf = (place: WirePlace): ReadonlyArray<LiveOpeningPeriod> | undefined =>
  place.regularOpeningHours?.periods?.map((p) => ({ open: { ...p.open }, ...(p.close ? { close: { ...p.close } } : {}) }))

/** Undefined keys are left out, so findings compare and serialise without noise. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

export const livePlaceOf = (place: WirePlace): LivePlace =>
  defined({
    googlePlaceId: place.id,
    name: place.displayName.text,
    lat: place.location.latitude,
    lon: place.location.longitude,
    address: place.formattedAddress,
    locality: localityOf(place),
    types: place.types,
    primaryType: place.primaryType,
    rating: place.rating !== undefined && place.rating >= 1 && place.rating <= 5 ? place.rating : undefined,
    userRatingCount: Math.max(0, Math.round(place.userRatingCount ?? 0)),
    priceLevel: priceLevelOf(place.priceLevel),
    servesVegetarianFood: place.servesVegetarianFood,
    servesBreakfast: place.servesBreakfast,
    servesLunch: place.servesLunch,
    servesDinner: place.servesDinner,
    openingPeriods: periodsOf(place),
    summary: place.editorialSummary?.text,
    businessStatus: businessStatusOf(place.businessStatus)
  })

export const liveAreaOf = (place: WirePlace): LiveArea => {
  const country = component(place, "country")
  return defined({
    googlePlaceId: place.id,
    name: place.displayName.text,
    lat: place.location.latitude,
    lon: place.location.longitude,
    address: place.formattedAddress,
    types: place.types,
    countryCode: country?.shortText?.toLowerCase(),
    country: country?.longText,
    state: component(place, "administrative_area_level_1")?.longText,
    viewport: place.viewport && {
      low: { lat: place.viewport.low.latitude, lon: place.viewport.low.longitude },
      high: { lat: place.viewport.high.latitude, lon: place.viewport.high.longitude }
    }
  })
}
