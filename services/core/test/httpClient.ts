// No vitest here: the benchmarks (services/core/devtools/bench) drive a real server with it too.

/** What the itinerary tests need from an app: the in-process harness (`startTestApp`) or a real server by URL. */
export interface AppClient {
  readonly json: <T = unknown>(path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<{ status: number; body: T; headers: Headers }>
}

/** An AppClient for a server listening on `baseUrl` (http://127.0.0.1:PORT). */
export const httpClient = (baseUrl: string): AppClient => ({
  json: async (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set("content-type", "application/json")
    if (init.token) headers.set("authorization", `Bearer ${init.token}`)
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as never }
  }
})
