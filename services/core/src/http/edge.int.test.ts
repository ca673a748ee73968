import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../test/httpHarness.ts"
import { inlineScriptHashes } from "./securityHeaders.ts"
import { appDuration } from "./serverTiming.ts"

// A small web build of our own: an index.html with an inline script (as the prerendered landing page
// has) and a script asset, compressed by the build's own step.
const dist = mkdtempSync(join(tmpdir(), "edge-dist-"))
const indexHtml = `<!doctype html><html><head><script>document.title="x"</script></head><body>${"<p>Plan your trip</p>".repeat(100)}<script type="module" src="/assets/app-1.js"></script></body></html>`
const asset = `export const places = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `place ${i}`))};`

/** The edge (ADR 0090): security headers on every answer, and compressed answers by content negotiation. */
describe("the HTTP edge", () => {
  let app: TestApp
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"))
    writeFileSync(join(dist, "index.html"), indexHtml)
    writeFileSync(join(dist, "assets", "app-1.js"), asset)
    execFileSync(process.execPath, [join(import.meta.dirname, "../../../../web/scripts/precompress.mjs"), dist])
    app = await startTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: "true" })
  }, 60_000)
  afterAll(async () => {
    await app.dispose()
    rmSync(dist, { recursive: true, force: true })
  })

  it.each(["/", "/my-itineraries", "/assets/app-1.js", "/api/config", "/api/no-such-route", "/api/auth/credits"])("%s carries the security headers", async (path) => {
    const answer = await app.request(path)
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(answer.headers.get("x-frame-options")).toBe("DENY")
    const policy = answer.headers.get("content-security-policy") ?? ""
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(answer.headers.get("strict-transport-security")).toBeNull()
  })

  it.each(["/", "/api/config", "/api/no-such-route"])("%s says how long the server took (Server-Timing), which the benchmarks read", async (path) => {
    const answer = await app.request(path)
    const duration = appDuration(answer.headers.get("server-timing"))
    expect(duration).toBeGreaterThanOrEqual(0)
    expect(duration).toBeLessThan(60_000)
  })

  it("lets the build's inline script run by its hash, and Razorpay Checkout and Firebase phone auth load", async () => {
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? ""
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!
    expect(inlineScriptHashes(indexHtml)).toHaveLength(1)
    expect(scriptSrc).toContain(inlineScriptHashes(indexHtml)[0])
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).toContain("https://checkout.razorpay.com")
    expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/)
  })

  it("sends HSTS only when a trusted proxy says the request came over HTTPS", async () => {
    const answer = await app.request("/api/config", { headers: { "x-forwarded-proto": "https" } })
    expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
  })

  it("sends the build's brotli or gzip copy of a text file by what the client accepts", async () => {
    const br = await app.request("/assets/app-1.js", { headers: { "accept-encoding": "gzip, deflate, br" } })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(br.headers.get("vary")).toBe("Accept-Encoding")
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(asset)

    const gzip = await app.request("/assets/app-1.js", { headers: { "accept-encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(asset)

    const plain = await app.request("/assets/app-1.js", { headers: { "accept-encoding": "br;q=0, identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(asset)

    const route = await app.request("/my-itineraries", { headers: { "accept-encoding": "br" } })
    expect(route.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(brotliDecompressSync(Buffer.from(await route.arrayBuffer())).toString()).toBe(indexHtml)
  })

  it("compresses JSON answers over 1 KB made on request, and leaves small ones alone", async () => {
    const document = await app.request("/api/openapi.json", { headers: { "accept-encoding": "br, gzip" } })
    expect(document.headers.get("content-encoding")).toBe("br")
    expect(document.headers.get("vary")).toBe("Accept-Encoding")
    const bytes = Buffer.from(await document.arrayBuffer())
    const text = brotliDecompressSync(bytes).toString()
    expect(JSON.parse(text).openapi).toBe("3.1.0")
    expect(bytes.length).toBeLessThan(text.length / 4)

    const small = await app.request("/api/config", { headers: { "accept-encoding": "br, gzip" } })
    expect(small.headers.get("content-encoding")).toBeNull()
    expect((await small.json()) as object).toHaveProperty("phoneAuth")
  })
})
