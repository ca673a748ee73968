import { appendFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import type { Document } from "openapi-backend"
import { type Exchange, contractChecker } from "./checkExchanges.ts"
import { bodyNotChecked } from "./exceptions.ts"

const parsed = (text: string): unknown => {
  if (text === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const headersOf = (headers: Headers) => Object.fromEntries([...headers.entries()].map(([k, v]) => [k.toLowerCase(), v]))

/** The answer's text as a client reads it: compressed answers (ADR 0090) decompressed. */
const bodyText = async (response: Response) => {
  const bytes = Buffer.from(await response.clone().arrayBuffer())
  const encoding = response.headers.get("content-encoding")
  const plain = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes
  return plain.toString("utf8")
}

/** The exchange as the wire saw it; a body the contract does not check (exceptions.ts) is not read. */
export const exchangeOf = async (request: Request, requestBody: string | undefined, response: Response): Promise<Exchange> => {
  const url = new URL(request.url)
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim()
  const readable = !bodyNotChecked.some((b) => b.contentType === type)
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    requestHeaders: headersOf(request.headers),
    requestBody: requestBody === undefined ? undefined : parsed(requestBody),
    status: response.status,
    responseHeaders: headersOf(response.headers),
    responseBody: readable ? parsed(await bodyText(response)) : undefined
  }
}

/** Where each test app writes its one-line summary; the int project's global set-up adds them up. */
export const CONTRACT_REPORT_DIR = process.env.SAFARNAMA_CONTRACT_DIR

/**
 * Checks a test app's exchanges against the documents it served and records the counts; throws with
 * every violation, so the test file that made them fails.
 */
export const checkContract = async (documents: ReadonlyArray<Document>, exchanges: ReadonlyArray<Exchange>, label: string) => {
  const checker = await contractChecker(documents)
  const report = checker.check(exchanges)
  if (CONTRACT_REPORT_DIR) {
    mkdirSync(CONTRACT_REPORT_DIR, { recursive: true })
    appendFileSync(join(CONTRACT_REPORT_DIR, `${process.pid}.jsonl`), `${JSON.stringify({ label, checked: report.checked, violations: report.violations })}\n`)
  }
  if (report.violations.length > 0) {
    throw new Error(`API contract: ${report.violations.length} of ${report.checked} exchanges outside the OpenAPI documents:\n  ${report.violations.slice(0, 30).join("\n  ")}`)
  }
  return report
}
