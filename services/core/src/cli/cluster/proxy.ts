import { lookup } from "node:dns/promises"
import { Agent, createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http"
import { isIP } from "node:net"

/**
 * The cluster's front door: a small round-robin HTTP proxy (node:http only). It streams request and
 * response bodies (Server-Sent Events included), appends the socket's address to X-Forwarded-For (the
 * APIs run with TRUST_PROXY=true and take the last entry as the client address for abuse limits), and
 * when an instance refuses the connection it tries the next one (a refused request never reached an
 * instance); a request that failed after it was sent is retried only when idempotent (a POST may have run).
 */

export interface Upstream {
  readonly host: string
  readonly port: number
}

export interface ProxyOptions {
  /** Instances as http://host:port. A host name is resolved to all its addresses (Docker replicas). */
  readonly upstreams: ReadonlyArray<string>
  readonly port: number
  readonly host?: string
  /** How often host names are resolved again (ms). */
  readonly resolveEveryMs?: number
}

export interface RunningProxy {
  readonly url: string
  readonly port: number
  readonly server: Server
  readonly close: () => Promise<void>
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"])
/** Errors that prove the request never reached the instance, so any request may go to the next one. */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"])
/** Hop-by-hop headers are the proxy's own business (RFC 9110 7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]

const parseUpstream = (text: string) => {
  const url = new URL(text)
  return { host: url.hostname, port: Number(url.port || 80) }
}

/** Resolves host names to every address they have; literal addresses stay as they are. */
const resolveAll = async (configured: ReadonlyArray<Upstream>) => {
  const lists = await Promise.all(
    configured.map(async (u) => {
      if (isIP(u.host) || u.host === "localhost") return [u]
      try {
        const addresses = await lookup(u.host, { all: true })
        return addresses.map((a) => ({ host: a.address, port: u.port }))
      } catch {
        return []
      }
    })
  )
  return lists.flat()
}

/** Above the API's own 64 KiB limit, so the API still gives its own 413 answer for bodies just over it. */
const MAX_BODY = 1024 * 1024

const errorBody = (message: string) => JSON.stringify({ _tag: "BadGateway", message })

export const startProxy = async (options: ProxyOptions): Promise<RunningProxy> => {
  const configured = options.upstreams.map(parseUpstream)
  let upstreams: ReadonlyArray<Upstream> = await resolveAll(configured)
  const refresh = setInterval(() => {
    void resolveAll(configured).then((found) => {
      if (found.length > 0) upstreams = found
    })
  }, options.resolveEveryMs ?? 5_000)
  refresh.unref()

  // One keep-alive pool for all instances: connection set-up per request would cost more than the proxying.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256, scheduling: "lifo", timeout: 4_000 })
  let next = 0

  const fail = (res: ServerResponse, status: number, message: string) => {
    if (res.headersSent) return res.destroy()
    res.writeHead(status, { "content-type": "application/json" })
    res.end(errorBody(message))
  }

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, attempt: number) => {
    const list = upstreams
    if (list.length === 0 || attempt >= list.length) return fail(res, 502, "No API instance is reachable. Please try again shortly.")
    const target = list[next++ % list.length]!
    const headers: Record<string, string | Array<string> | undefined> = { ...req.headers }
    for (const h of HOP_BY_HOP) delete headers[h]
    if (body.length > 0 || req.headers["transfer-encoding"] !== undefined) headers["content-length"] = String(body.length)
    const remote = req.socket.remoteAddress ?? ""
    const prior = req.headers["x-forwarded-for"]
    headers["x-forwarded-for"] = prior ? `${Array.isArray(prior) ? prior.join(", ") : prior}, ${remote}` : remote
    headers["x-forwarded-proto"] ??= "http"
    if (req.headers.host) headers["x-forwarded-host"] ??= req.headers.host

    const upstream = request({ host: target.host, port: target.port, method: req.method, path: req.url, headers, agent })
    upstream.on("response", (answer) => {
      const out = answer.headers
      for (const h of HOP_BY_HOP) delete out[h]
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out as Record<string, string | Array<string>>)
      // An event stream's headers go out at once (its first event may be a while); other answers send
      // their headers with the first chunk of the body: one write instead of two.
      if (String(out["content-type"] ?? "").startsWith("text/event-stream")) res.flushHeaders()
      answer.pipe(res)
      answer.on("error", () => res.destroy())
      res.on("close", () => {
        if (!answer.complete) answer.destroy()
      })
    })
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy()
      // A refused connection never reached the instance: any request may go to the next one. Any other
      // failure may have happened after the instance acted, so only idempotent requests are retried.
      if (NOT_CONNECTED.has(error.code ?? "") || IDEMPOTENT.has(req.method ?? "")) return forward(req, res, body, attempt + 1)
      fail(res, 502, "The API instance failed while answering. Please try again.")
    })
    upstream.end(body)
  }

  const server = createServer((req, res) => {
    // Request bodies are small (the API refuses over 64 KiB): the proxy reads them whole so a request
    // refused by one instance can be sent to the next one unchanged. Answers are streamed.
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        fail(res, 413, "Request body too large")
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => {
      if (size <= MAX_BODY) forward(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), 0)
    })
    req.on("error", () => res.destroy())
  })
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // SSE streams stay open for minutes: no request time-out at the proxy.
  server.requestTimeout = 0
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host ?? "0.0.0.0", () => resolve())
  })
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : options.port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(refresh)
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      })
  }
}
