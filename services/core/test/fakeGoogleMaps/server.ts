import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { type FakeDestination, loadDestinations, PLACE_FIELDS, wireArea, wirePlace } from "./destinations.ts"
import { maskOf, project } from "./fieldMask.ts"
import { DEFAULT_LATENCY, type FakeLatency, seededRandom, waitFor } from "./latency.ts"
import { type RouteMatrixBody, routeMatrix } from "./routeMatrix.ts"
import { isRefusal, type SearchTextBody, searchText } from "./textSearch.ts"

/**
 * What the next answers are instead of the real one: Google's errors, a hang (never answered), garbage
 * (not JSON) or a JSON answer of the wrong shape (a place without its name).
 */
export type FakeFault = "429" | "500" | "503" | "403" | "400" | "hang" | "garbage" | "shape"

export interface FakeGoogleCall {
  readonly method: string
  readonly path: string
  /** The X-Goog-FieldMask header as sent ("" when missing). */
  readonly fieldMask: string
  readonly body: unknown
  /** The HTTP status answered (undefined for a hang). */
  status?: number
}

export interface FakeGoogleMaps {
  readonly baseUrl: string
  /** Every request, in order of arrival. */
  readonly calls: Array<FakeGoogleCall>
  /** The data set answered from (loaded from data/*.json; a test may add places). */
  readonly destinations: Array<FakeDestination>
  latency: FakeLatency
  /** The next `count` requests get `fault` instead of their answer. */
  readonly failNext: (count: number, fault: FakeFault) => void
  /** Forget the faults not yet answered. */
  readonly clearFaults: () => void
  readonly close: () => Promise<void>
}

export interface FakeGoogleMapsOptions {
  readonly apiKey: string
  /** DEFAULT_LATENCY unless given (NO_LATENCY for fast unit tests). */
  readonly latency?: FakeLatency
  readonly seed?: number
  readonly port?: number
}

const FAULTS: Record<Exclude<FakeFault, "hang" | "garbage" | "shape">, { readonly code: number; readonly status: string; readonly message: string }> = {
  "429": { code: 429, status: "RESOURCE_EXHAUSTED", message: "Resource has been exhausted (e.g. check quota)." },
  "500": { code: 500, status: "INTERNAL", message: "Internal error encountered." },
  "503": { code: 503, status: "UNAVAILABLE", message: "The service is currently unavailable." },
  "403": { code: 403, status: "PERMISSION_DENIED", message: "Requests to this API method are blocked." },
  "400": { code: 400, status: "INVALID_ARGUMENT", message: "Request contains an invalid argument." }
}

const NO_MASK =
  "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName', 'places.id' to ask for the display name and the ID of a place. You can also set the value to '*' in manual testing to get all the available response fields."

/**
 * A loopback stand-in for Google Maps Platform: Places API (New) Text Search and Place Details, and the
 * Routes API's computeRouteMatrix, with Google's request shapes, key and field-mask checks, error
 * bodies, field-mask projection, paging, a realistic (seeded) latency and injectable faults.
 */
export const startFakeGoogleMaps = async (options: FakeGoogleMapsOptions): Promise<FakeGoogleMaps> => {
  const random = seededRandom(options.seed ?? 41)
  const faults: Array<FakeFault> = []
  const fake: FakeGoogleMaps = {
    baseUrl: "",
    calls: [],
    destinations: loadDestinations(),
    latency: options.latency ?? DEFAULT_LATENCY,
    failNext: (count, fault) => faults.push(...Array.from({ length: count }, () => fault)),
    clearFaults: () => faults.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  const server: Server = createServer((req, res) => {
    void answer(fake, options.apiKey, faults, random, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  return Object.assign(fake, { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
}

const answer = async (fake: FakeGoogleMaps, apiKey: string, faults: Array<FakeFault>, random: () => number, req: IncomingMessage, res: ServerResponse) => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const url = new URL(req.url ?? "/", "http://127.0.0.1")
  const text = Buffer.concat(chunks).toString()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  const call: FakeGoogleCall = { method: req.method ?? "GET", path: url.pathname, fieldMask: String(req.headers["x-goog-fieldmask"] ?? ""), body }
  fake.calls.push(call)
  const endpoint =
    req.method === "POST" && url.pathname === "/v1/places:searchText"
      ? "searchText"
      : req.method === "GET" && url.pathname.startsWith("/v1/places/")
        ? "placeDetails"
        : req.method === "POST" && url.pathname === "/distanceMatrix/v2:computeRouteMatrix"
          ? "routeMatrix"
          : undefined
  await new Promise((resolve) => setTimeout(resolve, waitFor(fake.latency[endpoint ?? "placeDetails"], random)))
  const send = (code: number, payload: unknown) => {
    call.status = code
    if (!res.writableEnded) res.writeHead(code, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(payload))
  }
  const refuse = (error: { readonly code: number; readonly status: string; readonly message: string }) => send(error.code, { error })

  const fault = faults.shift()
  if (fault === "hang") return
  if (fault === "garbage") {
    call.status = 200
    return res.writeHead(200, { "content-type": "application/json" }).end("<html>upstream trouble{")
  }
  if (fault === "shape") return send(200, endpoint === "routeMatrix" ? { elements: "none" } : { places: [{ id: 42, displayName: "no text" }] })
  if (fault) return refuse(FAULTS[fault])
  if (!endpoint) return refuse({ code: 404, status: "NOT_FOUND", message: `Method not found: ${req.method} ${url.pathname}` })
  if (req.headers["x-goog-api-key"] !== apiKey)
    return refuse({ code: 403, status: "PERMISSION_DENIED", message: "The provided API key is invalid." })
  const mask = maskOf(req.headers["x-goog-fieldmask"])
  if (mask.length === 0) return refuse({ code: 400, status: "INVALID_ARGUMENT", message: NO_MASK })
  if (typeof body === "string") return refuse({ code: 400, status: "INVALID_ARGUMENT", message: "Invalid JSON payload received." })

  if (endpoint === "searchText") {
    const unknown = mask.find((path) => path !== "*" && path !== "nextPageToken" && !(path.startsWith("places.") && PLACE_FIELDS.has(path.split(".")[1]!)))
    if (unknown) return refuse({ code: 400, status: "INVALID_ARGUMENT", message: `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknown}'.` })
    const found = searchText(fake.destinations, (body ?? {}) as SearchTextBody)
    if (isRefusal(found)) return refuse(found)
    // Google answers `{}` when nothing matched.
    return send(200, project({ ...(found.places.length ? { places: found.places } : {}), ...(found.nextPageToken ? { nextPageToken: found.nextPageToken } : {}) }, mask))
  }
  if (endpoint === "placeDetails") {
    const unknown = mask.find((path) => path !== "*" && !PLACE_FIELDS.has(path.split(".")[0]!))
    if (unknown) return refuse({ code: 400, status: "INVALID_ARGUMENT", message: `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknown}'.` })
    const id = decodeURIComponent(url.pathname.slice("/v1/places/".length))
    for (const destination of fake.destinations) {
      if (destination.area.id === id) return send(200, project(wireArea(destination.area), mask))
      const place = destination.places.find((p) => p.id === id)
      if (place) return send(200, project(wirePlace(place, destination), mask))
    }
    return refuse({ code: 404, status: "NOT_FOUND", message: `Requested entity was not found.` })
  }
  const unknown = mask.find((path) => !["*", "originIndex", "destinationIndex", "duration", "staticDuration", "distanceMeters", "status", "condition", "localizedValues", "travelAdvisory", "fallbackInfo"].includes(path.split(".")[0]!))
  if (unknown) return refuse({ code: 400, status: "INVALID_ARGUMENT", message: `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknown}'.` })
  const elements = routeMatrix((body ?? {}) as RouteMatrixBody, fake.destinations, random)
  if (isRefusal(elements)) return refuse(elements)
  return send(200, project(elements, mask))
}
