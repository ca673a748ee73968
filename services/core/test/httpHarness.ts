import { basename } from "node:path"
import { HttpLayerRouter } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { ConfigProvider, Effect, Layer, Logger } from "effect"
import { expect } from "vitest"
import { appRoutes } from "../src/server/AppLayer.ts"
import { AppConfig } from "../src/config/AppConfig.ts"
import type { Document } from "openapi-backend"
import type { Exchange } from "./contract/checkExchanges.ts"
import { checkContract, exchangeOf } from "./contract/recorder.ts"

export interface TestApp {
  /** Sends a request to the app in process (no socket). `path` starts with /api/... */
  readonly request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<Response>
  readonly json: <T = unknown>(path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<{ status: number; body: T; headers: Headers }>
  readonly dispose: () => Promise<void>
  /** Which adapter serves each port, as the app logged it at start-up (the public health says none). */
  readonly adapters: Readonly<Record<string, string>>
}

/**
 * The whole app wired from configuration (as `npm start` does) with an in-memory PGlite by default.
 * `env` overrides environment variables for this app only, e.g. { AUTH_DEV_FIXED_OTP: "123456" }.
 * For HTTP slice tests: given events or requests, when a request, then the response.
 */
export const startTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const provider = ConfigProvider.fromMap(new Map(Object.entries({ DATA_DIR: ":memory:", NODE_ENV: "test", ...env })))
  const adapters: Record<string, string> = {}
  const adapterLines = Logger.make(({ message }) => {
    const line = (Array.isArray(message) ? message : [message]).map(String).join(" ")
    const chosen = /^adapter (\w+): (.*)$/.exec(line)
    if (chosen) adapters[chosen[1]!] = chosen[2]!
  })
  const routes = Layer.unwrapEffect(Effect.map(AppConfig, appRoutes)).pipe(
    Layer.provide(Logger.add(adapterLines)),
    Layer.provide(NodeHttpServer.layerContext),
    Layer.provide(Layer.setConfigProvider(provider))
  )
  const { handler, dispose } = HttpLayerRouter.toWebHandler(routes, { disableLogger: true })
  const exchanges: Array<Exchange> = []
  const request: TestApp["request"] = async (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set("content-type", "application/json")
    if (init.token) headers.set("authorization", `Bearer ${init.token}`)
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body
    const sent = new Request(`http://127.0.0.1${path}`, { ...init, headers, body })
    const response = await handler(sent.clone())
    exchanges.push(await exchangeOf(sent, typeof body === "string" ? body : undefined, response))
    return response
  }
  // Warm up: the first request builds the layers (PGlite start, migrations).
  await request("/api/health")
  // The documents this app serves (the dev routes' own ones only while their stand-ins are chosen).
  const documents: Array<Document> = []
  for (const path of ["/api/openapi.json", "/api/auth/dev/openapi.json", "/api/payments/dev/openapi.json"]) {
    const answer = await handler(new Request(`http://127.0.0.1${path}`))
    if (answer.status === 200) documents.push((await answer.json()) as Document)
  }
  return {
    request,
    adapters,
    json: async (path, init) => {
      const response = await request(path, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as never }
    },
    dispose: async () => {
      await dispose()
      await checkContract(documents, exchanges, basename(expect.getState().testPath ?? "app"))
    }
  }
}
