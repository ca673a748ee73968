import { describe, expect, it } from "vitest"
import { readyUrl } from "./readyLine.ts"

describe("the ready line", () => {
  it("names localhost for a server on every address, and the public origin when there is one", () => {
    expect(readyUrl({ _tag: "TcpAddress", hostname: "0.0.0.0", port: 3000 })).toBe("http://localhost:3000")
    expect(readyUrl({ _tag: "TcpAddress", hostname: "::", port: 3000 })).toBe("http://localhost:3000")
    expect(readyUrl({ _tag: "TcpAddress", hostname: "127.0.0.1", port: 8080 })).toBe("http://127.0.0.1:8080")
    expect(readyUrl({ _tag: "TcpAddress", hostname: "::1", port: 3000 })).toBe("http://[::1]:3000")
    expect(readyUrl({ _tag: "TcpAddress", hostname: "0.0.0.0", port: 3000 }, "https://safarnama.in")).toBe("http://localhost:3000 (public: https://safarnama.in)")
  })
})
