import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** A place the fake Places API (New) knows: found when a text search contains its name. */
export interface FakePlace {
  readonly id: string
  readonly name: string
  readonly rating?: number
  readonly userRatingCount?: number
  readonly formattedAddress?: string
  readonly weekdayDescriptions?: ReadonlyArray<string>
}

export interface FakeGooglePlaces {
  readonly baseUrl: string
  /** Every autocomplete request's query parameters, in order. */
  readonly requests: Array<URLSearchParams>
  /** Every Places API (New) call: text searches and reads by id, with the field mask asked for. */
  readonly detailCalls: Array<{ readonly kind: "search" | "read"; readonly text?: string; readonly id?: string; readonly fieldMask: string }>
  /** The places text searches can find (Places API (New)). */
  places: Array<FakePlace>
  /** Milliseconds the Places API (New) waits before each answer. */
  delayMs: number
  /** When true, a text search finds a place for any text (named by the text before its first comma). */
  matchAnything: boolean
  /** What the next answers are: a Places status (OK, ZERO_RESULTS, REQUEST_DENIED, OVER_QUERY_LIMIT...) or an HTTP failure. */
  answer: { kind: "status"; status: string } | { kind: "http"; code: number } | { kind: "garbage" }
  readonly close: () => Promise<void>
}

/**
 * A loopback stand-in for Google's Places autocomplete REST endpoint (`/maps/api/place/autocomplete/json`):
 * checks the key, answers predictions in Google's shape (with offsets, matched substrings and types the
 * adapter must ignore) for a few regions.
 */
export const startFakeGooglePlaces = async (expectedKey: string): Promise<FakeGooglePlaces> => {
  const regions = [
    { description: "Jaipur, Rajasthan, India", place_id: "ChIJgeJXTN9KbDkRCS7yDDrG4Qw", terms: ["Jaipur", "Rajasthan", "India"] },
    { description: "Jaisalmer, Rajasthan, India", place_id: "ChIJ2ZaTd4-jRTkR2yCmq4u7MhU", terms: ["Jaisalmer", "Rajasthan", "India"] },
    { description: "Paris, France", place_id: "ChIJD7fiBh9u5kcRYJSMaMOCCwQ", terms: ["Paris", "France"] }
  ]
  const fake: FakeGooglePlaces = {
    baseUrl: "",
    requests: [],
    detailCalls: [],
    places: [],
    delayMs: 0,
    matchAnything: false,
    answer: { kind: "status", status: "OK" },
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    if (url.pathname.startsWith("/v1/places")) {
      void answerPlacesApi(fake, expectedKey, url, req, res)
      return
    }
    if (url.pathname !== "/maps/api/place/autocomplete/json") {
      res.writeHead(404).end()
      return
    }
    fake.requests.push(url.searchParams)
    const json = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body))
    if (url.searchParams.get("key") !== expectedKey) return json({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid.", predictions: [] })
    const answer = fake.answer
    if (answer.kind === "http") return res.writeHead(answer.code).end("upstream trouble")
    if (answer.kind === "garbage") return res.writeHead(200, { "content-type": "application/json" }).end("{not json")
    if (answer.status !== "OK") return json({ status: answer.status, predictions: [] })
    const input = (url.searchParams.get("input") ?? "").toLowerCase()
    const predictions = regions
      .filter((r) => r.description.toLowerCase().startsWith(input))
      .map((r) => ({
        description: r.description,
        place_id: r.place_id,
        reference: r.place_id,
        matched_substrings: [{ length: input.length, offset: 0 }],
        structured_formatting: { main_text: r.terms[0], secondary_text: r.terms.slice(1).join(", ") },
        terms: r.terms.map((value, i) => ({ offset: i * 10, value })),
        types: ["locality", "political", "geocode"]
      }))
    return json({ status: predictions.length ? "OK" : "ZERO_RESULTS", predictions })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return Object.assign(fake, { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
}

/** The Places API (New) shape of a place, only the fields the mask asks for (as Google does). */
const placeJson = (place: FakePlace, mask: ReadonlyArray<string>) => {
  const full: Record<string, unknown> = {
    id: place.id,
    displayName: { text: place.name, languageCode: "en" },
    formattedAddress: place.formattedAddress,
    rating: place.rating,
    userRatingCount: place.userRatingCount,
    regularOpeningHours: place.weekdayDescriptions ? { openNow: true, periods: [], weekdayDescriptions: place.weekdayDescriptions } : undefined
  }
  return Object.fromEntries(Object.entries(full).filter(([field, value]) => value !== undefined && mask.some((m) => m === field || m.startsWith(`${field}.`))))
}

/**
 * Places API (New): `POST /v1/places:searchText` and `GET /v1/places/{id}`, with the key in
 * X-Goog-Api-Key and a required X-Goog-FieldMask, errors in Google's `{ error: { code, message, status } }`.
 */
const answerPlacesApi = async (fake: FakeGooglePlaces, expectedKey: string, url: URL, req: IncomingMessage, res: ServerResponse) => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs))
  const json = (code: number, body: unknown) => {
    if (!res.writableEnded) res.writeHead(code, { "content-type": "application/json" }).end(JSON.stringify(body))
  }
  const error = (code: number, status: string, message: string) => json(code, { error: { code, message, status } })
  if (req.headers["x-goog-api-key"] !== expectedKey) return error(403, "PERMISSION_DENIED", "The provided API key is invalid.")
  const mask = String(req.headers["x-goog-fieldmask"] ?? "").split(",").filter(Boolean)
  if (mask.length === 0) return error(400, "INVALID_ARGUMENT", "FieldMask is a required parameter.")
  const answer = fake.answer
  if (answer.kind === "http") return res.writeHead(answer.code).end("upstream trouble")
  if (answer.kind === "garbage") return res.writeHead(200, { "content-type": "application/json" }).end("{not json")
  if (url.pathname === "/v1/places:searchText" && req.method === "POST") {
    const text = String((JSON.parse(Buffer.concat(chunks).toString() || "{}") as { textQuery?: string }).textQuery ?? "")
    fake.detailCalls.push({ kind: "search", text, fieldMask: mask.join(",") })
    const inner = mask.filter((m) => m.startsWith("places.")).map((m) => m.slice("places.".length))
    if (fake.matchAnything && !fake.places.some((p) => text.toLowerCase().includes(p.name.toLowerCase()))) fake.places.push(inventedPlace(text))
    const found = fake.places.filter((p) => text.toLowerCase().includes(p.name.toLowerCase())).slice(0, 1)
    return json(200, found.length ? { places: found.map((p) => placeJson(p, inner)) } : {})
  }
  const id = decodeURIComponent(url.pathname.slice("/v1/places/".length))
  if (req.method === "GET" && id) {
    fake.detailCalls.push({ kind: "read", id, fieldMask: mask.join(",") })
    const place = fake.places.find((p) => p.id === id)
    return place ? json(200, placeJson(place, mask)) : error(404, "NOT_FOUND", `Place '${id}' not found.`)
  }
  return error(404, "NOT_FOUND", "Unknown method.")
}

/** A place for any searched text, the same every time for the same text (the fake's "match anything"). */
export const inventedPlace = (text: string): FakePlace => {
  const name = text.split(",")[0]!.trim()
  const hash = [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
  return {
    id: `ChIJfake${hash.toString(36)}`,
    name,
    rating: 3.5 + (hash % 15) / 10,
    userRatingCount: 50 + (hash % 5000),
    formattedAddress: `${name}, ${text.split(",").slice(1).join(",").trim() || "India"}`,
    weekdayDescriptions: ["Monday: 9:00 AM – 5:00 PM", "Tuesday: 9:00 AM – 5:00 PM", "Wednesday: 9:00 AM – 5:00 PM", "Thursday: 9:00 AM – 5:00 PM", "Friday: Closed", "Saturday: 9:00 AM – 5:00 PM", "Sunday: 9:00 AM – 5:00 PM"]
  }
}
