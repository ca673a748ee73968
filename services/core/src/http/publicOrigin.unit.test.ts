import { ConfigProvider, Effect, Either, Option } from "effect"
import { describe, expect, it } from "vitest"
import { AppConfig, publicOriginOf } from "../config/AppConfig.ts"
import { requestOrigin } from "./publicOrigin.ts"

describe("the public origin of link previews", () => {
  it("is PUBLIC_ORIGIN when configured, whatever the request says", () => {
    expect(requestOrigin({ configured: "https://safarnama.in", trustProxy: false, headers: { host: "evil.example" } })).toBe("https://safarnama.in")
  })

  it("is the request's Host otherwise, over HTTPS only when a trusted proxy says so", () => {
    expect(requestOrigin({ configured: undefined, trustProxy: false, headers: { host: "127.0.0.1:3000", "x-forwarded-proto": "https" } })).toBe("http://127.0.0.1:3000")
    expect(requestOrigin({ configured: undefined, trustProxy: true, headers: { host: "safarnama.in", "x-forwarded-proto": "https, http" } })).toBe("https://safarnama.in")
    expect(requestOrigin({ configured: undefined, trustProxy: true, headers: { host: "[::1]:8080" } })).toBe("http://[::1]:8080")
  })

  it("believes no Host that is not a plain host[:port]", () => {
    for (const host of ['a.com"><script>', "a.com/path", "user@a.com", "", "a .com"]) {
      expect(requestOrigin({ configured: undefined, trustProxy: false, headers: { host } })).toBeUndefined()
    }
    expect(requestOrigin({ configured: undefined, trustProxy: false, headers: {} })).toBeUndefined()
  })

  it("PUBLIC_ORIGIN is cut to its origin and must be http(s)", () => {
    expect(publicOriginOf("https://safarnama.in/some/path?x=1")).toBe("https://safarnama.in")
    expect(publicOriginOf("javascript:alert(1)")).toBeUndefined()
    expect(publicOriginOf("safarnama.in")).toBeUndefined()
  })

  it("PUBLIC_ORIGIN from the environment: unset or empty is none, a URL its origin, anything else stops the start-up", () => {
    const read = (env: Record<string, string>) =>
      Effect.runSync(Effect.either(Effect.withConfigProvider(AppConfig, ConfigProvider.fromMap(new Map(Object.entries(env))))))
    const origin = (env: Record<string, string>) => Either.map(read(env), (config) => config.publicOrigin)
    expect(origin({})).toEqual(Either.right(Option.none()))
    expect(origin({ PUBLIC_ORIGIN: " " })).toEqual(Either.right(Option.none()))
    expect(origin({ PUBLIC_ORIGIN: "https://safarnama.in/" })).toEqual(Either.right(Option.some("https://safarnama.in")))
    const bad = read({ PUBLIC_ORIGIN: "safarnama.in" })
    expect(Either.isLeft(bad) && String(bad.left)).toContain("PUBLIC_ORIGIN must be an http(s) URL")
  })
})
