import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { ChunkTask } from "../src/adapters/writer/ItineraryWriter.ts"
import { bundledKnowledge } from "../src/adapters/knowledge/Knowledge.ts"
import { chunkOfItinerary, offlineChunk, offlineItinerary } from "../src/adapters/writer/offline/OfflineWriter.ts"
import { parseTaskBlock } from "../src/adapters/writer/prompts.ts"
import { localLoginEnv } from "./loginKit.ts"

/**
 * A loopback OpenAI-compatible server (POST /v1/chat/completions) for tests and the benchmark. By
 * default it answers every chunk the way the offline writer would, as large as a real answer, streamed
 * at `tokensPerSecond` (4 characters a token). A behaviour can answer differently per call: an HTTP
 * error (429, 500), invalid JSON, a slow answer, or any content.
 */

export interface ChatRequest {
  readonly model: string
  readonly stream?: boolean
  readonly messages: ReadonlyArray<{ readonly role: string; readonly content: string }>
  readonly response_format?: { readonly type: string; readonly json_schema?: { readonly name: string; readonly strict?: boolean; readonly schema: unknown } }
}

export interface FakeCall {
  /** 0-based, over the server's life. */
  readonly index: number
  readonly body: ChatRequest
  /** The TASK block of the last user message (what the offline writer would write). */
  readonly task: Pick<ChunkTask, "kind" | "trip" | "dayNumbers" | "regenerate"> | undefined
  /** The offline writer's answer for the task, as JSON text. */
  readonly defaultContent: () => string
}

export type FakeAnswer =
  | { readonly kind: "content"; readonly content?: string; readonly delayMs?: number; readonly tokensPerSecond?: number }
  | { readonly kind: "error"; readonly status: number; readonly message?: string; readonly retryAfterSeconds?: number }
  /** Accepts the request and never answers (until the client gives up). */
  | { readonly kind: "hang" }

export type FakeBehaviour = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>

export interface FakeOpenAI {
  /** For OPENAI_BASE_URL, e.g. http://127.0.0.1:PORT/v1 */
  readonly baseURL: string
  readonly calls: Array<FakeCall>
  setBehaviour: (behaviour: FakeBehaviour) => void
  readonly close: () => Promise<void>
}

export const answerNormally: FakeBehaviour = () => ({ kind: "content" })

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = ""
    req.setEncoding("utf8")
    req.on("data", (chunk) => {
      data += chunk
    })
    req.on("end", () => resolve(data))
    req.on("error", reject)
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const chunkLine = (id: string, model: string, delta: Record<string, unknown>, finish: string | null) =>
  `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`

export const startFakeOpenAI = async (options: { readonly behaviour?: FakeBehaviour; readonly tokensPerSecond?: number } = {}): Promise<FakeOpenAI> => {
  let behaviour = options.behaviour ?? answerNormally
  const knowledge = bundledKnowledge()
  const calls: Array<FakeCall> = []
  const open = new Set<ServerResponse>()

  const stream = async (res: ServerResponse, model: string, content: string, tokensPerSecond: number | undefined) => {
    const id = `chatcmpl-${calls.length}`
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" })
    res.write(chunkLine(id, model, { role: "assistant", content: "" }, null))
    const tickMs = 50
    const perTick = tokensPerSecond === undefined ? content.length : Math.max(1, Math.round((tokensPerSecond * 4 * tickMs) / 1000))
    for (let at = 0; at < content.length; at += perTick) {
      if (res.destroyed) return
      res.write(chunkLine(id, model, { content: content.slice(at, at + perTick) }, null))
      if (tokensPerSecond !== undefined) await sleep(tickMs)
    }
    res.write(chunkLine(id, model, {}, "stop"))
    res.end("data: [DONE]\n\n")
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }))
      return
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest
    const lastUser = [...body.messages].reverse().find((m) => m.role === "user" && m.content.includes("TASK:")) ?? body.messages.find((m) => m.role === "user")
    const task = lastUser ? parseTaskBlock(lastUser.content) : undefined
    const call: FakeCall = {
      index: calls.length,
      body,
      task,
      defaultContent: () => {
        if (!task) return "{}"
        // A regenerated day honours the TASK block's places to avoid, as the offline writer does.
        if (task.regenerate) return JSON.stringify(offlineChunk(task, knowledge))
        const whole = offlineItinerary(task.trip, knowledge)
        // "whole": the single-call baseline of the benchmark asks for everything at once.
        return JSON.stringify((task.kind as string) === "whole" ? whole : chunkOfItinerary(whole, task))
      }
    }
    calls.push(call)
    const answer = await behaviour(call)
    if (answer.kind === "hang") return
    if (answer.kind === "error") {
      const headers: Record<string, string> = { "content-type": "application/json" }
      if (answer.retryAfterSeconds !== undefined) headers["retry-after"] = String(answer.retryAfterSeconds)
      res.writeHead(answer.status, headers).end(JSON.stringify({ error: { message: answer.message ?? "fake error", type: answer.status === 429 ? "rate_limit_error" : "server_error" } }))
      return
    }
    if (answer.delayMs) await sleep(answer.delayMs)
    const content = answer.content ?? call.defaultContent()
    const rate = answer.tokensPerSecond ?? options.tokensPerSecond
    if (body.stream) return stream(res, body.model, content, rate)
    if (rate !== undefined) await sleep((content.length / (rate * 4)) * 1000)
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${call.index}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }]
      })
    )
  }

  const server: Server = createServer((req, res) => {
    open.add(res)
    res.on("close", () => open.delete(res))
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" })
      res.end(JSON.stringify({ error: { message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    setBehaviour: (next) => {
      behaviour = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy()
        server.closeAllConnections?.()
        server.close(() => resolve())
      })
  }
}

/**
 * A test app whose writer is OpenAI at this fake, as a traveller's server would be configured: local
 * logins, no reconciler, no SDK retries (a test decides what each call answers).
 */
export const openAIWriterEnv = (fake: Pick<FakeOpenAI, "baseURL">) => ({
  ...localLoginEnv,
  RECONCILE_INTERVAL: "off",
  ITINERARY_WRITER: "openai",
  OPENAI_API_KEY: "sk-test-not-a-secret",
  OPENAI_BASE_URL: fake.baseURL,
  OPENAI_MODEL: "gpt-test",
  OPENAI_MAX_RETRIES: "0"
})
