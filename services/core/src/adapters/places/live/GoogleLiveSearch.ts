import { Clock, Effect, Schema } from "effect"
import type { LiveArea, LivePlace } from "../../../domain/live/findings.ts"
import { utcDay } from "./budget.ts"
import { type GoogleClient, googleCall } from "./googleCall.ts"
import { GoogleUnavailable, type LiveSearchPort, type LiveSourceError } from "./LiveSourcePort.ts"
import { liveAreaOf, livePlaceOf, SearchTextAnswer, WirePlace } from "./placesWire.ts"

export const GOOGLE_PLACES_LIVE_DEFAULT_BASE_URL = "https://places.googleapis.com"

/** Text Search answers at most 20 places a page. */
const PAGE_SIZE = 20
/** Independent searches in flight at once: a findPlaces never hits Google with more than this. */
const CONCURRENCY = 4

/**
 * Each search asks only for what its findings use: Google bills a Text Search by its costliest field
 * (ids and addresses are "Pro", ratings and hours "Enterprise", `serves*` and summaries "Atmosphere").
 */
const BASIC = ["id", "displayName", "formattedAddress", "location", "types", "primaryType", "businessStatus", "addressComponents"]
const AREA_FIELDS = ["id", "displayName", "formattedAddress", "location", "types", "addressComponents", "viewport"]
const SIGHT_FIELDS = [...BASIC, "rating", "userRatingCount", "regularOpeningHours.periods", "editorialSummary"]
const FOOD_FIELDS = [
  ...BASIC,
  "rating",
  "userRatingCount",
  "priceLevel",
  "servesVegetarianFood",
  "servesBreakfast",
  "servesLunch",
  "servesDinner",
  "regularOpeningHours.periods",
  "editorialSummary"
]
const STAY_FIELDS = [...BASIC, "rating", "userRatingCount", "priceLevel"]
const HUB_FIELDS = BASIC

/** One Text Search of findPlaces: its query, the type it prefers, the fields it needs and how many pages it may read. */
interface Search {
  readonly textQuery: (area: string) => string
  readonly includedType: string
  readonly fields: ReadonlyArray<string>
  readonly pages: number
  readonly pageSize?: number
}

/**
 * What findPlaces asks: at most 3 + 2 + 1 + 1 + 1 + 1 = 9 calls, 10 with findArea, so a new destination
 * costs at most 10 Places calls (the issue allows 13, and 2 more for routes).
 */
export const SEARCHES = {
  sights: { textQuery: (area) => `top sights in ${area}`, includedType: "tourist_attraction", fields: SIGHT_FIELDS, pages: 3 },
  restaurants: { textQuery: (area) => `restaurants in ${area}`, includedType: "restaurant", fields: FOOD_FIELDS, pages: 2 },
  // Vegetarians need choices even where the top restaurants are all meat (Ulaanbaatar): one page of their own.
  vegetarian: { textQuery: (area) => `vegetarian restaurants in ${area}`, includedType: "restaurant", fields: FOOD_FIELDS, pages: 1 },
  stays: { textQuery: (area) => `hotels in ${area}`, includedType: "lodging", fields: STAY_FIELDS, pages: 1 },
  airport: { textQuery: (area) => `airport near ${area}`, includedType: "airport", fields: HUB_FIELDS, pages: 1, pageSize: 1 },
  station: { textQuery: (area) => `railway station near ${area}`, includedType: "train_station", fields: HUB_FIELDS, pages: 1, pageSize: 1 }
} satisfies Record<string, Search>

/** Prefer places in the area's viewport, or within 20 km of its centre when Google gave none. Bias, not restriction: a day trip lies outside. */
const locationBias = (area: LiveArea) =>
  area.viewport
    ? {
        rectangle: {
          low: { latitude: area.viewport.low.lat, longitude: area.viewport.low.lon },
          high: { latitude: area.viewport.high.lat, longitude: area.viewport.high.lon }
        }
      }
    : { circle: { center: { latitude: area.lat, longitude: area.lon }, radius: 20_000 } }

/** Once each, by place id, in the order first seen; a place closed for good is no use to a traveller. */
export const keepOpenOnce = (places: ReadonlyArray<WirePlace>): ReadonlyArray<LivePlace> => {
  const seen = new Set<string>()
  const kept: Array<LivePlace> = []
  for (const wire of places) {
    if (wire.businessStatus === "CLOSED_PERMANENTLY" || seen.has(wire.id)) continue
    seen.add(wire.id)
    kept.push(livePlaceOf(wire))
  }
  return kept
}

/**
 * The live source's searches on Google Places API (New) Text Search (`POST /v1/places:searchText`):
 * the destination's area once, then its sights, places to eat, stays and arrival hubs, each biased to
 * the area's viewport, at most CONCURRENCY at a time; a kept area is read again by its id with Place
 * Details (`GET /v1/places/{id}`). Tested against test/fakeGoogleMaps.
 */
export const makeGoogleLiveSearch = (client: GoogleClient): LiveSearchPort => {
  const searchText = (fields: ReadonlyArray<string>, body: Record<string, unknown>, paged: boolean) =>
    googleCall(client, {
      method: "POST",
      path: "/v1/places:searchText",
      fieldMask: [...fields.map((f) => `places.${f}`), ...(paged ? ["nextPageToken"] : [])],
      body: { languageCode: "en", ...body }
    }).pipe(
      Effect.flatMap((answer) => Schema.decodeUnknown(SearchTextAnswer)(answer)),
      Effect.catchTag("ParseError", () => Effect.fail(new GoogleUnavailable({ api: "places", reason: "malformed" })))
    )

  /** A search's pages in turn (a page token is only known from the page before). */
  const allPages = (search: Search, area: LiveArea): Effect.Effect<ReadonlyArray<WirePlace>, LiveSourceError> => {
    const body = {
      textQuery: search.textQuery(area.name),
      pageSize: search.pageSize ?? PAGE_SIZE,
      includedType: search.includedType,
      locationBias: locationBias(area)
    }
    const from = (page: number, pageToken: string | undefined): Effect.Effect<ReadonlyArray<WirePlace>, LiveSourceError> =>
      searchText(search.fields, pageToken ? { ...body, pageToken } : body, search.pages > 1).pipe(
        Effect.flatMap((answer) =>
          answer.nextPageToken && page + 1 < search.pages
            ? from(page + 1, answer.nextPageToken).pipe(Effect.map((rest) => [...answer.places, ...rest]))
            : Effect.succeed(answer.places)
        )
      )
    return from(0, undefined)
  }

  /** Place Details (New) of a kept id, with the area's fields; Google's 404 NOT_FOUND is no such place any more. */
  const areaById = (googlePlaceId: string): Effect.Effect<LiveArea | undefined, LiveSourceError> =>
    googlePlaceId.trim() === ""
      ? Effect.succeed(undefined)
      : googleCall(client, {
          method: "GET",
          // The same language as the searches, so the area's name does not change with the server's locale.
          path: `/v1/places/${encodeURIComponent(googlePlaceId.trim())}?languageCode=en`,
          fieldMask: AREA_FIELDS
        }).pipe(
          Effect.flatMap((answer) => Schema.decodeUnknown(WirePlace)(answer)),
          Effect.map(liveAreaOf),
          Effect.catchTag("ParseError", () => Effect.fail(new GoogleUnavailable({ api: "places", reason: "malformed" }))),
          // Only Google's own NOT_FOUND: a bare 404 (a wrong base URL, a proxy) is Google not answering, not a retired id.
          Effect.catchIf(
            (error) => error._tag === "GoogleUnavailable" && error.httpStatus === 404 && error.reason === "NOT_FOUND",
            () => Effect.succeed(undefined)
          )
        )

  return {
    areaById,
    findArea: (text) =>
      text.trim() === ""
        ? Effect.succeed(undefined)
        : searchText(AREA_FIELDS, { textQuery: text.trim(), pageSize: 1 }, false).pipe(
            Effect.map((answer) => (answer.places[0] ? liveAreaOf(answer.places[0]) : undefined))
          ),
    findPlaces: (area) =>
      Effect.gen(function* () {
        const found = yield* Effect.all(
          {
            sights: allPages(SEARCHES.sights, area),
            restaurants: allPages(SEARCHES.restaurants, area),
            vegetarian: allPages(SEARCHES.vegetarian, area),
            stays: allPages(SEARCHES.stays, area),
            airport: allPages(SEARCHES.airport, area),
            station: allPages(SEARCHES.station, area)
          },
          { concurrency: CONCURRENCY }
        )
        const hub = keepOpenOnce(found.airport)[0]
        const station = keepOpenOnce(found.station)[0]
        return {
          // Ranked by how many travellers reviewed them: the evidence of how much a sight is sought (issue 37).
          sights: [...keepOpenOnce(found.sights)].sort((a, b) => b.userRatingCount - a.userRatingCount),
          food: keepOpenOnce([...found.restaurants, ...found.vegetarian]),
          stays: keepOpenOnce(found.stays),
          ...(hub ? { hub } : {}),
          ...(station ? { station } : {}),
          fetchedOn: utcDay(yield* Clock.currentTimeMillis)
        }
      })
  }
}
