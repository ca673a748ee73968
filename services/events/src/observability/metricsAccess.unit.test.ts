import { describe, expect, it } from "vitest"
import { mayReadMetrics } from "./metricsAccess.ts"

const open = { trustProxy: false, token: undefined }

describe("who may read /metrics", () => {
  it("lets a caller on this machine in, over IPv4, IPv6 and IPv4-mapped IPv6", () => {
    for (const address of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      expect(mayReadMetrics({ remoteAddress: address, headers: {} }, open)).toBe(true)
    }
  })

  it("refuses another address without the token", () => {
    for (const address of ["10.0.0.7", "192.168.1.20", "::ffff:10.0.0.7", "fe80::1", undefined]) {
      expect(mayReadMetrics({ remoteAddress: address, headers: {} }, open)).toBe(false)
    }
  })

  it("lets any address in with the bearer token, and only with the right one", () => {
    const options = { trustProxy: false, token: "s3cret-token" }
    expect(mayReadMetrics({ remoteAddress: "10.0.0.7", headers: { authorization: "Bearer s3cret-token" } }, options)).toBe(true)
    expect(mayReadMetrics({ remoteAddress: "10.0.0.7", headers: { authorization: "Bearer s3cret-tokeN" } }, options)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: "10.0.0.7", headers: { authorization: "Bearer s3cret" } }, options)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: "10.0.0.7", headers: { authorization: "Basic s3cret-token" } }, options)).toBe(false)
    // No token configured: a bearer of an empty one gets nothing.
    expect(mayReadMetrics({ remoteAddress: "10.0.0.7", headers: { authorization: "Bearer " } }, { trustProxy: false, token: "" })).toBe(false)
  })

  it("treats a forwarded request from a local proxy as from elsewhere, unless a trusted proxy says the client was local", () => {
    const viaProxy = (forwarded: string) => ({ remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": forwarded } })
    expect(mayReadMetrics(viaProxy("203.0.113.9"), open)).toBe(false)
    expect(mayReadMetrics(viaProxy("127.0.0.1"), open)).toBe(false)
    expect(mayReadMetrics({ remoteAddress: "127.0.0.1", headers: { forwarded: "for=203.0.113.9" } }, open)).toBe(false)
    const trusted = { trustProxy: true, token: undefined }
    expect(mayReadMetrics(viaProxy("203.0.113.9"), trusted)).toBe(false)
    // The last entry is our proxy's; earlier ones are the client's to invent.
    expect(mayReadMetrics(viaProxy("127.0.0.1, 203.0.113.9"), trusted)).toBe(false)
    expect(mayReadMetrics(viaProxy("203.0.113.9, 127.0.0.1"), trusted)).toBe(true)
  })
})
