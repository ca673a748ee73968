// Test support for the login and purchase modal tests: answers the API's routes from a table and
// records every request, so a test states the server's side in a few lines.
import { vi } from "vitest"
import { TEST_CONFIG } from "../../test/setup"

export interface StubAnswer {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}
export type RouteHandler = (body: unknown) => StubAnswer | Promise<StubAnswer>
export interface RecordedRequest {
  method: string
  path: string
  body: unknown
  authorization: string | null
}

/** Contract-shaped error answer: `{ _tag: "<Tag>", message }`. */
export const apiError = (status: number, tag: string, message: string, headers?: Record<string, string>): StubAnswer => ({
  status,
  body: { _tag: tag, message },
  ...(headers ? { headers } : {})
})

export function stubApi(routes: Record<string, RouteHandler>, config: Record<string, unknown> = {}): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input).replace(/^.*?\/api/, "")
      const method = init.method ?? "GET"
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined
      const authorization = new Headers(init.headers).get("Authorization")
      requests.push({ method, path, body, authorization })
      const handler: RouteHandler | undefined =
        path === "/config" ? () => ({ body: { ...TEST_CONFIG, ...config } }) : routes[`${method} ${path.split("?")[0]}`]
      const answer = handler ? await handler(body) : apiError(404, "NotFound", `No stub for ${method} ${path}`)
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json", ...answer.headers }
      })
    })
  )
  return requests
}

/** Requests other than the config fetch, as "METHOD /path". */
export const routesCalled = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.path !== "/config").map((r) => `${r.method} ${r.path}`)
