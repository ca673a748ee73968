import { Agent, request } from "node:http"

/**
 * The load generator's HTTP client: node:http with one keep-alive agent (its pool is keyed by source
 * address too, so every virtual traveller keeps its own connections from its own loopback address).
 * Every call is timed and recorded under its route name.
 */

export interface Answer<T> {
  readonly status: number
  readonly body: T
}

export type Recorder = (route: string, status: number, ms: number) => void

export interface Client {
  readonly call: <T = unknown>(
    route: string,
    method: string,
    path: string,
    options?: { readonly json?: unknown; readonly token?: string; readonly from?: string }
  ) => Promise<Answer<T>>
  readonly close: () => void
}

/** Status recorded for a request that got no HTTP answer at all (refused, reset, timed out). */
export const NO_ANSWER = 0

export const makeClient = (baseUrl: string, record: Recorder, timeoutMs = 30_000): Client => {
  const base = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 4, scheduling: "lifo" })
  const call = <T>(
    route: string,
    method: string,
    path: string,
    options: { readonly json?: unknown; readonly token?: string; readonly from?: string } = {}
  ) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json))
      const headers: Record<string, string> = { accept: "application/json" }
      if (body) {
        headers["content-type"] = "application/json"
        headers["content-length"] = String(body.length)
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      const started = performance.now()
      const req = request(
        { host: base.hostname, port: base.port, method, path, headers, agent, localAddress: options.from, timeout: timeoutMs },
        (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => {
            const ms = performance.now() - started
            const status = res.statusCode ?? NO_ANSWER
            record(route, status, ms)
            const text = Buffer.concat(chunks).toString()
            let parsed: unknown
            try {
              parsed = text ? JSON.parse(text) : undefined
            } catch {
              parsed = text
            }
            resolve({ status, body: parsed as T })
          })
          res.on("error", (error) => {
            record(route, NO_ANSWER, performance.now() - started)
            reject(error)
          })
        }
      )
      req.on("timeout", () => req.destroy(new Error(`${route}: no answer within ${timeoutMs} ms`)))
      req.on("error", (error) => {
        record(route, NO_ANSWER, performance.now() - started)
        reject(error)
      })
      req.end(body)
    })
  return { call, close: () => agent.destroy() }
}
