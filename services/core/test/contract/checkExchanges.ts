import { type Document, OpenAPIBackend, type Operation } from "openapi-backend"
import { bodyNotChecked, CLIENT_CLOSED_REQUEST, notOperations, unknownRouteAnswer } from "./exceptions.ts"

/** One request the tests sent and the answer they got, as seen on the wire. */
export interface Exchange {
  readonly method: string
  readonly path: string
  readonly query: Record<string, string>
  readonly requestHeaders: Record<string, string>
  /** The parsed JSON body, or the raw text when it is not JSON; undefined without a body. */
  readonly requestBody: unknown
  readonly status: number
  readonly responseHeaders: Record<string, string>
  /** The parsed JSON body, or the raw text; undefined when it was not read (see exceptions.ts). */
  readonly responseBody: unknown
}

export interface ContractReport {
  readonly checked: number
  readonly violations: ReadonlyArray<string>
}

type Responses = Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { required?: boolean }> }>

const mediaType = (contentType: string | undefined) => (contentType ?? "").split(";")[0]!.trim().toLowerCase()

const describeErrors = (errors: ReadonlyArray<{ instancePath?: string; message?: string }> | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""}`.trim()).join("; ")

/**
 * Checks exchanges against OpenAPI documents with an independent validator (openapi-backend, whose
 * Ajv validators read the documents as any client would). A violation is: an answer whose status, content
 * type, required header or body the matched operation does not describe; a request the document
 * would refuse that the server accepted (2xx/3xx); a path no operation has that is not answered with the
 * shared NotFound shape.
 */
export const contractChecker = async (documents: ReadonlyArray<Document>) => {
  const apis = await Promise.all(
    documents.map(async (definition) => {
      // quick: its own document check is for OpenAPI 3.0 and refuses valid 3.1; the documents are checked
      // as 3.1 by a unit test (openapiDocument.unit.test.ts).
      const api = new OpenAPIBackend({ definition: structuredClone(definition), validate: true, strict: false, quick: true })
      await api.init()
      return api
    })
  )
  const main = apis[0]!

  const check = (exchange: Exchange): ReadonlyArray<string> => {
    const where = `${exchange.method} ${exchange.path} -> ${exchange.status}`
    const request = {
      method: exchange.method.toLowerCase(),
      path: exchange.path,
      query: exchange.query,
      headers: exchange.requestHeaders,
      ...(exchange.requestBody !== undefined ? { body: exchange.requestBody } : {})
    }
    const matched = apis.map((api) => ({ api, operation: api.matchOperation(request) })).find((m) => m.operation !== undefined)
    if (!matched) {
      const body = exchange.responseBody as { _tag?: unknown; message?: unknown } | undefined
      const shapeOk = typeof body === "object" && body !== null && body._tag === unknownRouteAnswer.tag && typeof body.message === "string"
      return exchange.status === unknownRouteAnswer.status && shapeOk ? [] : [`${where}: no operation has this route, and the answer is not 404 ${unknownRouteAnswer.tag}`]
    }
    const { api } = matched
    const operation = matched.operation as Operation
    const problems: Array<string> = []

    const requestCheck = api.validateRequest(request, operation)
    if (!requestCheck.valid && exchange.status < 400) {
      problems.push(`${where}: accepted a request the document does not describe (${describeErrors(requestCheck.errors)})`)
    }

    const responses = (operation.responses ?? {}) as Responses
    const documented = responses[String(exchange.status)] ?? responses[`${String(exchange.status)[0]}XX`] ?? responses.default
    if (documented === undefined) return [...problems, `${where}: status ${exchange.status} is not documented (documented: ${Object.keys(responses).join(", ")})`]

    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      if (header.required && exchange.responseHeaders[name.toLowerCase()] === undefined) problems.push(`${where}: the documented header ${name} is missing`)
    }
    const headerCheck = api.validateResponseHeaders(exchange.responseHeaders, operation, { statusCode: exchange.status, setMatchType: "superset" as never })
    if (!headerCheck.valid) problems.push(`${where}: headers: ${describeErrors(headerCheck.errors)}`)

    const type = mediaType(exchange.responseHeaders["content-type"])
    const hasBody = exchange.responseBody !== undefined && exchange.responseBody !== ""
    if (!hasBody && type === "") return problems
    const content = documented.content ?? {}
    if (!(type in content)) return [...problems, `${where}: content type '${type}' is not documented (documented: ${Object.keys(content).join(", ") || "none"})`]
    if (bodyNotChecked.some((b) => b.contentType === type)) return problems
    if (type === "application/json") {
      const bodyCheck = api.validateResponse(exchange.responseBody, operation, exchange.status)
      if (!bodyCheck.valid) problems.push(`${where}: body: ${describeErrors(bodyCheck.errors)}: ${JSON.stringify(exchange.responseBody).slice(0, 300)}`)
    }
    return problems
  }

  return {
    check: (exchanges: ReadonlyArray<Exchange>): ContractReport => {
      const relevant = exchanges.filter(
        (e) => e.path.startsWith("/api/") && !notOperations.some((p) => p.test(e.path)) && e.status !== CLIENT_CLOSED_REQUEST
      )
      return { checked: relevant.length, violations: relevant.flatMap(check) }
    },
    /** The main document's operations, for reports. */
    operations: main.router.getOperations().length
  }
}
