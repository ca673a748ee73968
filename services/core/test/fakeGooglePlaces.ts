import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

export interface FakeGooglePlaces {
  readonly baseUrl: string
  /** Every request's query parameters, in order. */
  readonly requests: Array<URLSearchParams>
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
    answer: { kind: "status", status: "OK" },
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
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
