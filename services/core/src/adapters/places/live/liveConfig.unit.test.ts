import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { chooseLiveSource, LiveSourceConfig } from "./liveConfig.ts"

const read = (env: Record<string, string>) => Effect.runPromise(Effect.withConfigProvider(LiveSourceConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))))

describe("the live source's settings", () => {
  it("has its defaults and no live source without a key", async () => {
    const config = await read({})
    expect(config).toMatchObject({ placesBaseUrl: "https://places.googleapis.com", routesBaseUrl: "https://routes.googleapis.com", dailyCallLimit: 2000, timeoutMs: 8000 })
    expect(chooseLiveSource(config)).toBeUndefined()
  })

  it("gives both ports with a key, and refuses a negative limit", async () => {
    const source = chooseLiveSource(await read({ GOOGLE_MAPS_API_KEY: "k", GOOGLE_DAILY_CALL_LIMIT: "50", GOOGLE_LIVE_TIMEOUT_MS: "3000" }))
    expect(source && Object.keys(source)).toEqual(["search", "routes"])
    await expect(read({ GOOGLE_DAILY_CALL_LIMIT: "-1" })).rejects.toThrow(/GOOGLE_DAILY_CALL_LIMIT/)
  })
})
