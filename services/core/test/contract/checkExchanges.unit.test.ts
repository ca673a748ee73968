import { OpenApi } from "@effect/platform"
import type { Document } from "openapi-backend"
import { beforeAll, describe, expect, it } from "vitest"
import { SafarnamaApi } from "../../src/http/Api.ts"
import { contractChecker, type Exchange } from "./checkExchanges.ts"

const json = { "content-type": "application/json" }
const exchange = (overrides: Partial<Exchange>): Exchange => ({
  method: "GET",
  path: "/api/auth/credits",
  query: {},
  requestHeaders: { authorization: "Bearer t" },
  requestBody: undefined,
  status: 200,
  responseHeaders: json,
  responseBody: { credits: 3 },
  ...overrides
})

/** The contract check must catch what it is there for, or it proves nothing (ADR 0080). */
describe("the contract checker", () => {
  let check: (exchanges: ReadonlyArray<Exchange>) => { checked: number; violations: ReadonlyArray<string> }
  beforeAll(async () => {
    check = (await contractChecker([OpenApi.fromApi(SafarnamaApi) as Document])).check
  })

  it("passes answers the document describes", () => {
    const report = check([
      exchange({}),
      exchange({ status: 401, responseBody: { _tag: "Unauthorized", message: "Authentication required. Please login again." } }),
      exchange({ path: "/api/no/such/route", status: 404, responseBody: { _tag: "NotFound", message: "No such API route" } }),
      exchange({ path: "/api/docs", status: 200, responseHeaders: { "content-type": "text/html" }, responseBody: "<html>" })
    ])
    expect(report).toEqual({ checked: 3, violations: [] })
  })

  it("catches an undocumented status, a body of another shape, and an undocumented content type", () => {
    const { violations } = check([
      exchange({ status: 418, responseBody: { _tag: "Teapot", message: "no" } }),
      exchange({ responseBody: { credits: "3" } }),
      exchange({ responseHeaders: { "content-type": "text/plain" }, responseBody: "3" })
    ])
    expect(violations).toHaveLength(3)
    expect(violations[0]).toContain("status 418 is not documented")
    expect(violations[1]).toContain("body")
    expect(violations[2]).toContain("content type 'text/plain' is not documented")
  })

  it("catches a 429 without its Retry-After header", () => {
    const path = "/api/itinerary/abc/generate-pdf"
    const tooMany = { status: 429, responseBody: { _tag: "TooManyRequests", message: "Too many PDF requests. Please try again later.", retryAfterSeconds: 60 } }
    expect(check([exchange({ method: "POST", path, ...tooMany, responseHeaders: { ...json, "retry-after": "60" } })]).violations).toEqual([])
    expect(check([exchange({ method: "POST", path, ...tooMany })]).violations[0]).toContain("Retry-After is missing")
  })

  it("catches a request the document refuses that the server accepted, but not one it refused", () => {
    const profile = { method: "POST", path: "/api/auth/update-profile", requestHeaders: { ...json, authorization: "Bearer t" } }
    const tooLong = { name: "x".repeat(81), location: "Pune" }
    const accepted = exchange({ ...profile, requestBody: tooLong, responseBody: { name: tooLong.name, location: "Pune", credits: 0 } })
    const refused = exchange({ ...profile, requestBody: tooLong, status: 400, responseBody: { _tag: "BadRequest", message: "Name must be at most 80 characters" } })
    expect(check([accepted]).violations[0]).toContain("accepted a request the document does not describe")
    expect(check([refused]).violations).toEqual([])
  })

  it("catches a route no operation has that is not answered 404 NotFound", () => {
    expect(check([exchange({ path: "/api/nowhere", status: 200 })]).violations[0]).toContain("no operation has this route")
  })
})
