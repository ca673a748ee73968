import { createHash } from "node:crypto"
import { type FakeDestination, type FakeLatLon, type FakeMapsPlace, wireArea, wirePlace } from "./destinations.ts"
import { kmBetween } from "./geo.ts"

/** A request the fake refuses, in Google's terms. */
export interface FakeRefusal {
  readonly code: number
  readonly status: string
  readonly message: string
}

interface LatLngJson {
  readonly latitude?: number
  readonly longitude?: number
}
export interface SearchTextBody {
  readonly textQuery?: string
  readonly pageSize?: number
  readonly pageToken?: string
  readonly includedType?: string
  readonly locationBias?: { readonly rectangle?: { readonly low?: LatLngJson; readonly high?: LatLngJson }; readonly circle?: { readonly center?: LatLngJson; readonly radius?: number } }
}

/** Text Search answers at most 60 places over its pages, 20 a page. */
const MOST_RESULTS = 60
const MOST_PAGE_SIZE = 20
/** How far from the searched area a place may be and still be answered (a day trip, not another country). */
const REACH_KM = 150

const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bairports?\b/, "airport"],
  [/\b(railway|train) stations?\b/, "train_station"],
  [/\b(hotels?|lodging|stays?|resorts?)\b/, "lodging"],
  [/\b(restaurants?|places to eat|food)\b/, "restaurant"],
  [/\b(sights|attractions|things to do)\b/, "tourist_attraction"]
]

const normal = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim()

type Bias = { readonly contains: (p: FakeLatLon) => boolean; readonly centre: FakeLatLon }

const biasOf = (bias: SearchTextBody["locationBias"]): Bias | FakeRefusal | undefined => {
  if (!bias) return undefined
  const { rectangle, circle } = bias
  if (rectangle?.low?.latitude !== undefined && rectangle.low.longitude !== undefined && rectangle.high?.latitude !== undefined && rectangle.high.longitude !== undefined) {
    const low = { lat: rectangle.low.latitude, lon: rectangle.low.longitude }
    const high = { lat: rectangle.high.latitude, lon: rectangle.high.longitude }
    if (low.lat > high.lat) return { code: 400, status: "INVALID_ARGUMENT", message: "Invalid location_bias.rectangle: low.latitude must be at most high.latitude." }
    return { contains: (p) => p.lat >= low.lat && p.lat <= high.lat && p.lon >= low.lon && p.lon <= high.lon, centre: { lat: (low.lat + high.lat) / 2, lon: (low.lon + high.lon) / 2 } }
  }
  if (circle?.center?.latitude !== undefined && circle.center.longitude !== undefined) {
    const centre = { lat: circle.center.latitude, lon: circle.center.longitude }
    const radius = circle.radius ?? 0
    if (radius < 0 || radius > 50_000) return { code: 400, status: "INVALID_ARGUMENT", message: "Invalid location_bias.circle.radius: must be between 0.0 and 50000.0." }
    return { contains: (p) => kmBetween(centre, p) * 1000 <= radius, centre }
  }
  return { code: 400, status: "INVALID_ARGUMENT", message: "Invalid location_bias: set a rectangle or a circle." }
}

const isRefusal = (value: unknown): value is FakeRefusal => typeof value === "object" && value !== null && "status" in value

/** The request without its page token and page size: a next page must be asked with the same search. */
const searchKey = (body: SearchTextBody) => createHash("sha256").update(JSON.stringify({ ...body, pageToken: undefined, pageSize: undefined })).digest("base64url").slice(0, 16)

const tokenFor = (body: SearchTextBody, offset: number) => Buffer.from(JSON.stringify({ k: searchKey(body), o: offset })).toString("base64url")
const offsetOf = (body: SearchTextBody): number | FakeRefusal => {
  if (!body.pageToken) return 0
  try {
    const token = JSON.parse(Buffer.from(body.pageToken, "base64url").toString()) as { k?: string; o?: number }
    if (token.k === searchKey(body) && typeof token.o === "number") return token.o
  } catch {}
  return { code: 400, status: "INVALID_ARGUMENT", message: "The provided page token is invalid, or the request parameters differ from the ones the token was issued for." }
}

const kindMatches = (place: FakeMapsPlace, type: string, vegetarian: boolean) =>
  place.types.includes(type) && (!vegetarian || place.servesVegetarianFood === true || place.types.includes("vegetarian_restaurant") || place.types.includes("vegan_restaurant"))

/**
 * `POST /v1/places:searchText` over the fake's destinations, loosely as Google does: a search for a
 * kind of place (by `includedType` or the words of the query) answers that kind near the searched area,
 * those inside the location bias first, then the more reviewed; a search for a name answers the area or
 * place of that name. Pages of `pageSize` (at most 20), 60 places in all, with a page token bound to the search.
 */
export const searchText = (destinations: ReadonlyArray<FakeDestination>, body: SearchTextBody): { readonly places: ReadonlyArray<Record<string, unknown>>; readonly nextPageToken?: string } | FakeRefusal => {
  const text = normal(body.textQuery ?? "")
  if (!text) return { code: 400, status: "INVALID_ARGUMENT", message: "Empty text_query." }
  const bias = biasOf(body.locationBias)
  if (isRefusal(bias)) return bias
  const offset = offsetOf(body)
  if (isRefusal(offset)) return offset
  const pageSize = Math.min(MOST_PAGE_SIZE, Math.max(1, Math.trunc(body.pageSize ?? MOST_PAGE_SIZE)))

  const named = destinations.find((d) => [d.area.name, ...d.area.aliases].some((name) => text.includes(normal(name))))
  const anchor = bias?.centre ?? named?.area
  const near = (p: FakeLatLon) => !anchor || kmBetween(anchor, p) <= REACH_KM
  const type = body.includedType ?? CATEGORY_WORDS.find(([words]) => words.test(text))?.[1]
  let found: ReadonlyArray<Record<string, unknown>>
  if (type) {
    const vegetarian = /\b(vegetarian|vegan)\b/.test(text)
    found = destinations
      .flatMap((destination) => destination.places.filter((p) => kindMatches(p, type, vegetarian) && near(p)).map((place) => ({ place, destination })))
      .sort((a, b) => Number(bias?.contains(b.place) ?? 0) - Number(bias?.contains(a.place) ?? 0) || (b.place.userRatingCount ?? 0) - (a.place.userRatingCount ?? 0))
      .map(({ place, destination }) => wirePlace(place, destination))
  } else {
    const name = text.split(",")[0]!.trim()
    const area = destinations.find((d) => [d.area.name, ...d.area.aliases].some((n) => normal(n) === name || text.startsWith(normal(n))))
    const places = destinations.flatMap((destination) => destination.places.filter((p) => normal(p.name).includes(name) && near(p)).map((place) => wirePlace(place, destination)))
    found = [...(area ? [wireArea(area.area)] : []), ...places]
  }
  const all = found.slice(0, MOST_RESULTS)
  const page = all.slice(offset, offset + pageSize)
  const next = offset + pageSize
  return { places: page, ...(next < all.length ? { nextPageToken: tokenFor(body, next) } : {}) }
}

export { isRefusal }
