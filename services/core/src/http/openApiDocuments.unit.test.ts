import { OpenApi } from "@effect/platform"
import { Validator } from "@seriousme/openapi-schema-validator"
import { describe, expect, it } from "vitest"
import { SafarnamaApi } from "./Api.ts"
import { LocalCodesApi } from "./LocalCodesApi.ts"
import { PaymentsDevApi } from "./PaymentsDevApi.ts"

const documents = { main: OpenApi.fromApi(SafarnamaApi), localCodes: OpenApi.fromApi(LocalCodesApi), paymentsDev: OpenApi.fromApi(PaymentsDevApi) }
type Operation = { responses: Record<string, { headers?: Record<string, { required?: boolean }> }>; parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }
const operations = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op: op as Operation })))

/** The served documents (ADR 0080): valid OpenAPI 3.1, and saying what the server does besides its schemas. */
describe("the OpenAPI documents", () => {
  it.each(Object.entries(documents))("%s is a valid OpenAPI 3.1 document (an independent validator)", async (_name, document) => {
    const result = await new Validator().validate(structuredClone(document) as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe("3.1.0")
  })

  it("every operation documents 413, 500 and 503, and every 429 its Retry-After header", () => {
    for (const document of Object.values(documents)) {
      for (const { path, method, op } of operations(document as never)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["413", "500", "503"]))
        if (op.responses["429"]) expect(op.responses["429"].headers?.["Retry-After"]?.required, `${method} ${path}`).toBe(true)
      }
    }
  })

  it("the webhook documents its signed body and its signature header", () => {
    const webhook = (documents.main.paths["/api/payments/webhook"] as Record<string, Operation>).post!
    expect(webhook.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "X-Razorpay-Signature", in: "header", required: true })]))
    expect(JSON.stringify(webhook.requestBody)).toContain('"order_id"')
  })

  it("the limits the server enforces are in the schemas (on the trimmed text, so as one pattern on the raw text)", () => {
    const schemas = documents.main.components.schemas as Record<string, { allOf?: Array<{ pattern: string }> }>
    expect(schemas.PersonName?.allOf).toEqual([{ pattern: "\\S" }, { pattern: "^\\s*[^\\u0000-\\u001f\\u007f]{0,80}\\s*$" }])
    expect(schemas.HomeLocation?.allOf).toEqual([{ pattern: "\\S" }, { pattern: "^\\s*[^\\u0000-\\u001f\\u007f]{0,120}\\s*$" }])
    const generate = JSON.stringify(documents.main.paths["/api/itinerary/generate"])
    expect(generate).toContain('"destination":{"type":"string","allOf":[{"pattern":"\\\\S"},{"pattern":"^\\\\s*[\\\\s\\\\S]{0,200}\\\\s*$"}]')
  })
})
