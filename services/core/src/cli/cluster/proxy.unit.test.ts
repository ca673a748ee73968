import { createServer, request, type Server } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { freePort } from "./processes.ts"
import { type RunningProxy, startProxy } from "./proxy.ts"

/** Loopback stand-ins for API instances: each answers with its name, the request and what it saw. */
const servers: Array<Server> = []
let proxy: RunningProxy | undefined

const instance = async (name: string, handler?: Parameters<typeof createServer>[1]) => {
  const server = createServer(
    handler ??
      ((req, res) => {
        let body = ""
        req.on("data", (c: Buffer) => {
          body += c.toString()
        })
        req.on("end", () => {
          res.writeHead(200, { "content-type": "application/json" })
          res.end(JSON.stringify({ name, method: req.method, url: req.url, body, forwardedFor: req.headers["x-forwarded-for"] }))
        })
      })
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(server)
  const address = server.address()
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
}

/** A port nothing listens on: connections to it are refused. */
const refusing = async () => `http://127.0.0.1:${await freePort()}`

const call = (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = ""
      res.on("data", (c: Buffer) => {
        body += c.toString()
      })
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on("error", reject)
    req.end(init.body)
  })

afterEach(async () => {
  await proxy?.close()
  proxy = undefined
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

describe("round-robin proxy", () => {
  it("alternates between instances and appends the socket's address to X-Forwarded-For", async () => {
    proxy = await startProxy({ upstreams: [await instance("a"), await instance("b")], port: 0, host: "127.0.0.1" })
    const names: Array<string> = []
    for (let i = 0; i < 4; i++) {
      const answer = JSON.parse((await call(`${proxy.url}/api/x?i=${i}`, { headers: { "x-forwarded-for": "203.0.113.7" } })).body)
      names.push(answer.name)
      expect(answer.url).toBe(`/api/x?i=${i}`)
      expect(answer.forwardedFor).toBe("203.0.113.7, 127.0.0.1")
    }
    expect(names.sort()).toEqual(["a", "a", "b", "b"])
  })

  it("sends a request refused by one instance to the next, POST bodies included", async () => {
    proxy = await startProxy({ upstreams: [await refusing(), await instance("b")], port: 0, host: "127.0.0.1" })
    for (let i = 0; i < 4; i++) {
      const answer = await call(`${proxy.url}/api/pay`, { method: "POST", body: '{"n":1}', headers: { "content-type": "application/json" } })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ name: "b", method: "POST", body: '{"n":1}' })
    }
  })

  it("answers 502 in the app's error shape when no instance is reachable", async () => {
    proxy = await startProxy({ upstreams: [await refusing(), await refusing()], port: 0, host: "127.0.0.1" })
    const answer = await call(`${proxy.url}/api/health`)
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.body)).toMatchObject({ _tag: "BadGateway", message: expect.any(String) })
  })

  it("does not send a POST again when the instance failed after receiving it", async () => {
    let received = 0
    const dropping = await instance("dropping", (req) => {
      received++
      req.socket.destroy()
    })
    const other = await instance("other")
    proxy = await startProxy({ upstreams: [dropping, other], port: 0, host: "127.0.0.1" })
    const posts = await Promise.all([0, 1].map(() => call(`${proxy!.url}/api/verify`, { method: "POST", body: "{}" })))
    // One POST went to each instance: the dropped one is a 502, never replayed on the other.
    expect(posts.map((p) => p.status).sort()).toEqual([200, 502])
    expect(received).toBe(1)
    // A GET the same instance drops is idempotent: it is answered by the other one.
    for (let i = 0; i < 2; i++) expect((await call(`${proxy.url}/api/credits`)).status).toBe(200)
  })

  it("streams Server-Sent Events as they are written", async () => {
    let finish: () => void = () => undefined
    const sse = await instance("sse", (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" })
      res.write("event: progress\ndata: {}\n\n")
      finish = () => res.end("event: completed\ndata: {}\n\n")
    })
    proxy = await startProxy({ upstreams: [sse], port: 0, host: "127.0.0.1" })
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(`${proxy!.url}/api/itinerary/1/events`, (res) => {
        expect(res.headers["content-type"]).toBe("text/event-stream")
        res.once("data", (c: Buffer) => {
          resolve(c.toString())
          finish()
          res.resume()
        })
      })
      req.on("error", reject)
      req.end()
    })
    // The first event arrived while the instance still held the stream open.
    expect(first).toContain("event: progress")
  })
})
