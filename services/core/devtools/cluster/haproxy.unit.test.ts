import { describe, expect, it } from "vitest"
import { haproxyConfig } from "./haproxy.ts"

describe("the cluster's HAProxy configuration", () => {
  const config = haproxyConfig({
    host: "127.0.0.1",
    port: 3000,
    upstreams: [
      { name: "api-1", address: "127.0.0.1:4001" },
      { name: "api-2", address: "127.0.0.1:4002" }
    ]
  })
  const lines = config.split("\n").map((l) => l.trim())

  it("balances over every instance with health checks on /api/health", () => {
    expect(lines).toContain("bind 127.0.0.1:3000")
    expect(lines).toContain("server api-1 127.0.0.1:4001 check")
    expect(lines).toContain("server api-2 127.0.0.1:4002 check")
    expect(lines).toContain("option httpchk GET /api/health")
    expect(lines).toContain("http-check expect status 200")
  })

  it("gives a busy instance longer to answer its health check than the check interval", () => {
    // A killed instance refuses at once; only a slow answer waits for this timeout.
    expect(lines).toContain("timeout check 2s")
    expect(lines.find((l) => l.startsWith("default-server "))).toContain("inter 500ms")
  })

  it("retries a failed connection elsewhere, replays only GETs that reached a dying instance, and appends X-Forwarded-For", () => {
    expect(lines).toContain("option redispatch 1")
    expect(lines.find((l) => l.startsWith("retry-on "))).toContain("conn-failure")
    expect(lines).toContain("http-request disable-l7-retry if !METH_GET")
    expect(lines).toContain("option forwardfor")
  })

  it("keeps event streams open longer than any answer takes", () => {
    expect(lines).toContain("timeout tunnel 1h")
  })
})
