import { execFile } from "node:child_process"
import { createHmac } from "node:crypto"
import pg from "pg"
import { httpClient } from "../httpClient.ts"
import { logInLocally, uniqueAddress, uniquePhone } from "../loginKit.ts"

/**
 * What the fault drills do as clients (log in, buy credits, send signed webhooks) and what they check
 * afterwards straight on the private PostgreSQL (stream versions, multi-stream appends, the ledger
 * audit). Every HTTP call goes over a real socket to a real process.
 */

export interface Answer<T = unknown> {
  readonly status: number
  readonly body: T
}

/** One call; a network failure (the process is gone) is status 0, as a browser's fetch error would be. */
export const call = async <T = unknown>(
  baseUrl: string,
  path: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string; timeoutMs?: number } = {}
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...init.headers }
  if (init.json !== undefined || init.rawBody !== undefined) headers["content-type"] = "application/json"
  if (init.token) headers.authorization = `Bearer ${init.token}`
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.json !== undefined || init.rawBody !== undefined ? "POST" : "GET"),
      headers,
      body: init.rawBody ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000)
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {}
    return { status: response.status, body: body as T }
  } catch {
    return { status: 0, body: undefined as T }
  }
}

/** Retries a call, as a client (or the gateway) would, until it gets a non-5xx answer: on the urls in turn. */
export const withRetry = async <T>(urls: ReadonlyArray<string>, attempt: (url: string) => Promise<Answer<T>>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  let tries = 0
  for (;;) {
    const answer = await attempt(urls[tries % urls.length] as string)
    tries++
    if (answer.status !== 0 && answer.status < 500) return { answer, tries }
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms (last status ${answer.status})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export interface Traveller {
  readonly token: string
  readonly userId: string
  readonly address: string
}

/** Logs in through the local codes (send, confirm, verify), as a new traveller with its own address. */
export const logIn = async (baseUrl: string): Promise<Traveller> => {
  const address = uniqueAddress()
  const { token, user } = await logInLocally(httpClient(baseUrl), uniquePhone(), address)
  return { token, userId: user.id, address }
}

export interface PaidOrder {
  readonly orderId: string
  readonly paymentId: string
  readonly signature: string
  readonly amountPaise: number
  readonly credits: number
}

/** Creates an order and pays it at the local gateway's checkout; does not verify. */
export const createAndPay = async (baseUrl: string, t: Traveller, pack = { amount: 100, credits: 2 }): Promise<PaidOrder> => {
  const order = await call<{ orderId: string }>(baseUrl, "/api/payments/create-order", { token: t.token, json: pack })
  if (order.status !== 200) throw new Error(`create-order: ${order.status} ${JSON.stringify(order.body)}`)
  const paid = await call<{ razorpay_payment_id: string; razorpay_signature: string }>(baseUrl, "/api/payments/dev/pay", {
    token: t.token,
    json: { orderId: order.body.orderId, outcome: "success" }
  })
  if (paid.status !== 200) throw new Error(`dev/pay: ${paid.status} ${JSON.stringify(paid.body)}`)
  return {
    orderId: order.body.orderId,
    paymentId: paid.body.razorpay_payment_id,
    signature: paid.body.razorpay_signature,
    amountPaise: pack.amount * 100,
    credits: pack.credits
  }
}

export const verify = (baseUrl: string, t: Traveller, o: PaidOrder) =>
  call<{ credits: number }>(baseUrl, "/api/payments/verify", {
    token: t.token,
    json: { orderId: o.orderId, paymentId: o.paymentId, signature: o.signature }
  })

/** A `payment.captured` or `order.paid` webhook, signed as the local gateway signs (key derived from its root secret). */
export const webhook = (baseUrl: string, gatewayRoot: string, o: PaidOrder, event: "payment.captured" | "order.paid") => {
  const payment = { id: o.paymentId, entity: "payment", amount: o.amountPaise, currency: "INR", status: "captured", order_id: o.orderId, captured: true }
  const raw = JSON.stringify({
    entity: "event",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: { payment: { entity: payment }, ...(event === "order.paid" ? { order: { entity: { id: o.orderId, status: "paid" } } } : {}) },
    created_at: Math.floor(Date.now() / 1000)
  })
  const secret = createHmac("sha256", gatewayRoot).update("webhook-secret").digest("hex")
  return call<{ ok: true }>(baseUrl, "/api/payments/webhook", {
    rawBody: raw,
    headers: { "x-razorpay-signature": createHmac("sha256", secret).update(raw).digest("hex") }
  })
}

export const balance = async (baseUrl: string, t: Traveller) => (await call<{ credits: number }>(baseUrl, "/api/auth/credits", { token: t.token })).body?.credits

/** Runs `tasks` with at most `limit` at once. */
export const pool = async <A>(tasks: ReadonlyArray<() => Promise<A>>, limit: number): Promise<Array<A>> => {
  const results: Array<A> = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await (tasks[i] as () => Promise<A>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
  return results
}

export const eventually = async <A>(what: string, check: () => Promise<A | undefined>, timeoutMs = 30_000, everyMs = 100): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** One query on the private database (a fresh connection: the drills restart the server). */
export const query = async <R extends Record<string, unknown>>(url: string, text: string, values: ReadonlyArray<unknown> = []) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<R>(text, [...values])).rows
  } finally {
    await client.end()
  }
}

const orderKey = "e.data->>'orderId'"
const generationKey = "e.data->>'generationId'"
const itineraryKey = "substr(e.stream_id, length('itinerary-') + 1)"
/** Events the app appends in one multi-stream append (payments: capture; itineraries: request, finish). */
const ALL_OR_NOTHING = [
  [
    { type: "PaymentCaptured", key: orderKey },
    { type: "CreditsPurchased", key: orderKey }
  ],
  [
    { type: "GenerationRequested", key: itineraryKey },
    { type: "CreditsReserved", key: generationKey }
  ],
  [
    { type: "GenerationCompleted", key: itineraryKey },
    { type: "ReservationCaptured", key: generationKey }
  ],
  [
    { type: "GenerationFailed", key: itineraryKey },
    { type: "ReservationReleased", key: generationKey }
  ]
] as const

/**
 * Log invariants no crash may break: every stream's versions are exactly 1..n (a stream's version is its
 * last event's since migration 0006);
 * each multi-stream append is all or nothing: a credit purchase and its order's capture, a generation's
 * request and its reservation, its completion (or failure) and the reservation's capture (or release)
 * are each in one transaction. Returns the problems found (empty when clean).
 */
export const logProblems = async (url: string) => {
  const problems: Array<string> = []
  const gaps = await query<{ stream_id: string; n: string; lo: string; hi: string }>(
    url,
    `SELECT stream_id, count(*)::text AS n, min(stream_version)::text AS lo, max(stream_version)::text AS hi
     FROM es_events GROUP BY stream_id HAVING min(stream_version) <> 1 OR max(stream_version) <> count(*)`
  )
  for (const g of gaps) problems.push(`stream ${g.stream_id}: ${g.n} events, versions ${g.lo}..${g.hi}`)
  // Pairs appended together (one multi-stream append); each half must have its other half in its transaction.
  for (const [a, b] of ALL_OR_NOTHING) {
    for (const [one, other] of [
      [a, b],
      [b, a]
    ] as const) {
      const halves = await query<{ key: string }>(
        url,
        `SELECT ${one.key} AS key FROM es_events e WHERE e.event_type = $1 AND NOT EXISTS (
           SELECT 1 FROM es_events o WHERE o.transaction_id = e.transaction_id AND o.event_type = $2 AND ${other.key.replaceAll("e.", "o.")} = ${one.key})`,
        [one.type, other.type]
      )
      for (const h of halves) problems.push(`${one.type} of ${h.key} without its ${other.type} in the same transaction`)
    }
  }
  return problems
}

/** Credit purchases per order id (exactly-once crediting: every captured order must have exactly 1). */
export const purchasesPerOrder = async (url: string) =>
  new Map(
    (
      await query<{ order_id: string; n: string }>(
        url,
        `SELECT data->>'orderId' AS order_id, count(*)::text AS n FROM es_events WHERE event_type = 'CreditsPurchased' GROUP BY 1`
      )
    ).map((r) => [r.order_id, Number(r.n)])
  )

export interface AuditResult {
  readonly exitCode: number
  readonly violations: number
  readonly report: { summary: { violations: number; orders: number; ordersCredited: number; users: number }; violations: ReadonlyArray<unknown> }
}

const ROOT = new URL("../../../..", import.meta.url).pathname
const AUDIT = new URL("../../src/cli/audit.ts", import.meta.url).pathname

/** The test runner's environment without any bus: the audit reads the database only. */
const auditEnv = (databaseUrl: string) => {
  const { NATS_URL: _nats, ...rest } = process.env
  return { ...rest, DATABASE_URL: databaseUrl }
}

/** `npm run audit -- --json` on the private database (the CLI, as an operator runs it). */
export const runAudit = (databaseUrl: string) =>
  new Promise<AuditResult>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", AUDIT, "--json"],
      { cwd: ROOT, env: auditEnv(databaseUrl), timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const line = stdout.trim().split("\n").filter((l) => l.startsWith("{")).pop()
        if (!line) return reject(new Error(`audit printed no report (${error?.message ?? ""}):\n${stdout}\n${stderr}`))
        const report = JSON.parse(line) as AuditResult["report"]
        resolve({ exitCode: error ? Number((error as { code?: number }).code ?? 1) : 0, violations: report.summary.violations, report })
      }
    )
  })

/** The log's last event in log order (transaction, position): where an up-to-date projection's checkpoint is. */
export const logHead = async (url: string) =>
  (
    await query<{ transaction_id: string; position: string }>(
      url,
      // Ordered by the bigint columns (an output column of the same name would sort as text).
      "SELECT e.transaction_id::text AS transaction_id, e.position::text AS position FROM es_events e ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1"
    )
  )[0]

/** Projections whose checkpoint is not the log head. */
export const projectionsBehind = async (url: string) => {
  const head = await logHead(url)
  const rows = await query<{ name: string; transaction_id: string; position: string }>(
    url,
    "SELECT name, transaction_id::text, position::text FROM projection_checkpoints"
  )
  return rows.filter((r) => r.transaction_id !== head?.transaction_id || r.position !== head?.position).map((r) => r.name)
}

const difference = (what: string, fromLog: ReadonlyArray<{ id: string }>, inModel: ReadonlyArray<{ id: string }>) => {
  const log = new Set(fromLog.map((r) => r.id))
  const model = new Set(inModel.map((r) => r.id))
  return [
    ...[...log].filter((id) => !model.has(id)).map((id) => `${what}: ${id} is in the log but not in the read model`),
    ...[...model].filter((id) => !log.has(id)).map((id) => `${what}: ${id} is in the read model but not in the log`),
    ...(inModel.length !== model.size ? [`${what}: a row twice`] : [])
  ]
}

/**
 * Each read model against what the log implies (no gap, no duplicate): the users, the orders and their
 * credited state, the itineraries and their ready/failed state. Credit balances are the audit's part.
 */
export const readModelProblems = async (url: string) => {
  const q = (text: string) => query<{ id: string }>(url, text)
  const notDeleted = "AND stream_id NOT IN (SELECT stream_id FROM es_events WHERE event_type = 'ItineraryDeleted')"
  return [
    ...difference("users", await q("SELECT data->>'userId' AS id FROM es_events WHERE event_type = 'UserRegistered'"), await q("SELECT id FROM users")),
    ...difference(
      "orders",
      await q("SELECT data->>'orderId' AS id FROM es_events WHERE event_type = 'OrderCreated'"),
      await q("SELECT order_id AS id FROM payment_orders")
    ),
    ...difference(
      "credited orders",
      await q("SELECT data->>'orderId' AS id FROM es_events WHERE event_type = 'PaymentCaptured'"),
      await q("SELECT order_id AS id FROM payment_orders WHERE status = 'credited'")
    ),
    ...difference(
      "itineraries",
      await q(`SELECT substr(stream_id, length('itinerary-') + 1) AS id FROM es_events WHERE event_type = 'GenerationRequested' ${notDeleted}`),
      await q("SELECT id FROM itineraries")
    ),
    ...difference(
      "ready itineraries",
      await q(`SELECT substr(stream_id, length('itinerary-') + 1) AS id FROM es_events WHERE event_type = 'GenerationCompleted' ${notDeleted}`),
      await q("SELECT id FROM itineraries WHERE status = 'ready'")
    ),
    ...difference(
      "failed itineraries",
      await q(`SELECT substr(stream_id, length('itinerary-') + 1) AS id FROM es_events WHERE event_type = 'GenerationFailed' ${notDeleted}`),
      await q("SELECT id FROM itineraries WHERE status = 'failed'")
    )
  ]
}
