import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

/**
 * The fake's own data set (data/*.json, see data/README.md): destinations no bundled guide covers, their
 * places written compactly and expanded here into Places API (New)'s wire shape.
 */

export interface FakeLatLon {
  readonly lat: number
  readonly lon: number
}

export interface FakeAddressComponent {
  readonly longText: string
  readonly shortText: string
  readonly types: ReadonlyArray<string>
}

export interface FakeArea extends FakeLatLon {
  readonly id: string
  readonly name: string
  /** Other names a traveller types ("Ulan Bator"). */
  readonly aliases: ReadonlyArray<string>
  readonly address: string
  readonly types: ReadonlyArray<string>
  readonly addressComponents: ReadonlyArray<FakeAddressComponent>
  readonly viewport: { readonly low: FakeLatLon; readonly high: FakeLatLon }
}

export interface FakeMapsPlace extends FakeLatLon {
  readonly id: string
  readonly name: string
  readonly address: string
  /** The town in its address components; the area's own components follow it. */
  readonly locality?: string
  /** Its first-level region when not the area's (a day trip into another province: Töv around Ulaanbaatar). */
  readonly state?: string
  readonly types: ReadonlyArray<string>
  readonly primaryType?: string
  readonly rating?: number
  readonly userRatingCount?: number
  readonly priceLevel?: string
  readonly servesVegetarianFood?: boolean
  readonly servesBreakfast?: boolean
  readonly servesLunch?: boolean
  readonly servesDinner?: boolean
  /** Compact hours ("Mo-Su 09:00-17:00", "Tu-Su 10:00-13:00,14:00-18:00", "24/7"), answered as Google's periods. */
  readonly hours?: string
  readonly summary?: string
  readonly businessStatus?: "OPERATIONAL" | "CLOSED_TEMPORARILY" | "CLOSED_PERMANENTLY"
}

export interface FakeDestination {
  readonly note: string
  readonly area: FakeArea
  /** Where public transport runs (the fake's transit routes exist only inside it). */
  readonly transit?: FakeLatLon & { readonly radiusKm: number }
  readonly places: Array<FakeMapsPlace>
}

const DATA = fileURLToPath(new URL("./data/", import.meta.url))

/** Every data file, read afresh (tests may add places to their own copy). */
export const loadDestinations = (): Array<FakeDestination> =>
  readdirSync(DATA)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(DATA + file, "utf8")) as FakeDestination)

const DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

const dayList = (spec: string): ReadonlyArray<number> =>
  spec.split(",").flatMap((part) => {
    const [from, to] = part.split("-").map((d) => DAYS.indexOf(d))
    if (from === undefined || from < 0 || (to !== undefined && to < 0)) throw new Error(`fake hours: bad days "${spec}"`)
    if (to === undefined) return [from]
    const days: Array<number> = []
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d)
      if (d === to) return days
    }
  })

const clock = (time: string) => {
  const match = time.match(/^(\d\d):(\d\d)$/)
  if (!match) throw new Error(`fake hours: bad time "${time}"`)
  return { hour: Number(match[1]), minute: Number(match[2]) }
}

/**
 * Google's `regularOpeningHours.periods`, Sunday first: a close past midnight is on the next day (24:00
 * is the next day's 00:00), and 24/7 is one period that opens on Sunday at 00:00 and never closes.
 */
export const periodsOf = (hours: string) => {
  if (hours === "24/7") return [{ open: { day: 0, hour: 0, minute: 0 } }]
  const periods = hours.split(";").flatMap((rule) => {
    const [days, times] = rule.trim().split(/\s+/)
    if (!days || !times) throw new Error(`fake hours: bad rule "${rule}"`)
    return dayList(days).flatMap((day) =>
      times.split(",").map((range) => {
        const [from, to] = range.split("-")
        const open = clock(from ?? "")
        const close = clock(to ?? "")
        const overnight = close.hour * 60 + close.minute <= open.hour * 60 + open.minute || close.hour === 24
        return {
          open: { day, ...open },
          close: close.hour === 24 ? { day: (day + 1) % 7, hour: 0, minute: 0 } : { day: overnight ? (day + 1) % 7 : day, ...close }
        }
      })
    )
  })
  return periods.sort((a, b) => a.open.day - b.open.day || a.open.hour - b.open.hour || a.open.minute - b.open.minute)
}

const latLng = (p: FakeLatLon) => ({ latitude: p.lat, longitude: p.lon })

/** A place as Places API (New) holds it, every field we know; the field mask picks what is answered. */
export const wirePlace = (place: FakeMapsPlace, destination: FakeDestination): Record<string, unknown> => {
  const regional = destination.area.addressComponents
    .filter((c) => !c.types.includes("locality"))
    .map((c) => (place.state && c.types.includes("administrative_area_level_1") ? { ...c, longText: place.state, shortText: place.state } : c))
  const components = [...(place.locality ? [{ longText: place.locality, shortText: place.locality, types: ["locality", "political"] }] : []), ...regional]
  const full: Record<string, unknown> = {
    id: place.id,
    displayName: { text: place.name, languageCode: "en" },
    formattedAddress: place.address,
    shortFormattedAddress: place.address.split(",").slice(0, 2).join(","),
    location: latLng(place),
    // Google's viewport of a point place: a few hundred metres around it.
    viewport: { low: latLng({ lat: place.lat - 0.0015, lon: place.lon - 0.0015 }), high: latLng({ lat: place.lat + 0.0015, lon: place.lon + 0.0015 }) },
    types: [...place.types, "point_of_interest", "establishment"],
    primaryType: place.primaryType,
    rating: place.rating,
    userRatingCount: place.userRatingCount,
    priceLevel: place.priceLevel,
    servesVegetarianFood: place.servesVegetarianFood,
    servesBreakfast: place.servesBreakfast,
    servesLunch: place.servesLunch,
    servesDinner: place.servesDinner,
    regularOpeningHours: place.hours ? { openNow: true, periods: periodsOf(place.hours) } : undefined,
    editorialSummary: place.summary ? { text: place.summary, languageCode: "en" } : undefined,
    businessStatus: place.businessStatus ?? "OPERATIONAL",
    addressComponents: components.map((c) => ({ ...c, languageCode: "en" })),
    googleMapsUri: `https://maps.google.com/?cid=${place.id}`
  }
  return Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined))
}

export const wireArea = (area: FakeArea): Record<string, unknown> => ({
  id: area.id,
  displayName: { text: area.name, languageCode: "en" },
  formattedAddress: area.address,
  shortFormattedAddress: area.name,
  location: latLng(area),
  viewport: { low: latLng(area.viewport.low), high: latLng(area.viewport.high) },
  types: area.types,
  primaryType: area.types[0],
  addressComponents: area.addressComponents.map((c) => ({ ...c, languageCode: "en" })),
  googleMapsUri: `https://maps.google.com/?cid=${area.id}`
})

/** The place fields Places API (New) knows (a mask naming another is refused, as Google does). */
export const PLACE_FIELDS = new Set([
  "id",
  "name",
  "displayName",
  "formattedAddress",
  "shortFormattedAddress",
  "location",
  "viewport",
  "types",
  "primaryType",
  "primaryTypeDisplayName",
  "rating",
  "userRatingCount",
  "priceLevel",
  "servesVegetarianFood",
  "servesBreakfast",
  "servesLunch",
  "servesDinner",
  "regularOpeningHours",
  "currentOpeningHours",
  "editorialSummary",
  "businessStatus",
  "addressComponents",
  "googleMapsUri",
  "websiteUri",
  "photos",
  "reviews"
])
