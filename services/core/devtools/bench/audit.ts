import { randomBytes, randomUUID } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { runAudit } from "../../src/app/audit/runAudit.ts"
import { layerInProcessBus } from "@safarnama/events/bus/InProcessBus"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { creditBalancesProjection } from "@safarnama/projections/creditBalances"
import { layerPglite } from "@safarnama/events/sql/PgliteClient"
import { allMigrations } from "../../src/server/migrations.ts"
import { runMigrations } from "@safarnama/events/sql/migrate"
import { parseBenchArgs, report } from "./args.ts"

/**
 * `npm run bench -- audit [--json] [--database-url URL] [--events N]`: generates a valid ledger of N
 * credit events (default 1,000,000: purchases with their orders, reservations captured or released)
 * straight into the event store's table, with its balances read model, then times a full audit
 * replay: read the log in order, recompute every balance, check every invariant, compare the read
 * model. On PostgreSQL it creates and drops a database of its own. Target: >= 50,000 events/s.
 */

const META = JSON.stringify({ correlationId: "bench", causationId: null, actor: "bench" })
const EVENTS_PER_USER = 105

interface Row {
  stream: string
  version: number
  type: string
  data: string
}

interface Totals {
  purchased: number
  captured: number
  reserved: number
  paise: number
  events: number
}

/**
 * One traveller's ledger: rounds of a 10-credit purchase (order created, captured, credited in one
 * transaction-sized unit) then ten 1-credit reservations, nine captured and one released.
 */
function* travellerLedger(userId: string, budget: number, totals: Totals): Generator<ReadonlyArray<Row>> {
  let creditsVersion = 0
  let round = 0
  while (totals.events < budget) {
    const orderId = `order_b${userId}r${round}`
    const paymentId = `pay_b${userId}r${round}`
    const paymentStream = `payment-${orderId}`
    const creditsStream = `credits-${userId}`
    round++
    // The purchase: order, credits and capture must land in one transaction (the audit checks it).
    yield [
      {
        stream: paymentStream,
        version: 1,
        type: "OrderCreated",
        data: JSON.stringify({ orderId, userId, packageId: "p10", credits: 10, amountPaise: 45000, currency: "INR", gateway: "local", gatewayOrderId: orderId })
      },
      { stream: creditsStream, version: ++creditsVersion, type: "CreditsPurchased", data: JSON.stringify({ orderId, paymentId, credits: 10, amountPaise: 45000 }) },
      { stream: paymentStream, version: 2, type: "PaymentCaptured", data: JSON.stringify({ orderId, paymentId, source: "webhook" }) }
    ]
    totals.purchased += 10
    totals.paise += 45000
    totals.events++
    for (let g = 0; g < 10 && totals.events < budget; g++) {
      const generationId = `gen-${userId}-${round}-${g}`
      yield [{ stream: creditsStream, version: ++creditsVersion, type: "CreditsReserved", data: JSON.stringify({ generationId, credits: 1 }) }]
      totals.reserved += 1
      totals.events++
      if (totals.events >= budget) return
      const released = g === 9
      yield [
        released
          ? { stream: creditsStream, version: ++creditsVersion, type: "ReservationReleased", data: JSON.stringify({ generationId, credits: 1, reason: "generation failed" }) }
          : { stream: creditsStream, version: ++creditsVersion, type: "ReservationCaptured", data: JSON.stringify({ generationId, credits: 1 }) }
      ]
      totals.reserved -= 1
      if (!released) totals.captured += 1
      totals.events++
    }
  }
}

const generateLedger = (events: number, batchSize = 5000) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = Math.ceil(events / EVENTS_PER_USER)
    let written = 0
    let batch: Array<Row> = []
    const balances: Array<[string, Totals]> = []
    const flush = Effect.suspend(() => {
      if (batch.length === 0) return Effect.void
      const rows = batch
      batch = []
      return sql.unsafe(
        `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
         SELECT s, v, i, t, d, $6::jsonb FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[]) WITH ORDINALITY AS u(s, v, i, t, d, n)
         ORDER BY n`,
        [rows.map((r) => r.stream), rows.map((r) => r.version), rows.map(() => randomUUID()), rows.map((r) => r.type), rows.map((r) => r.data), META]
      ).pipe(Effect.asVoid)
    })
    for (let u = 0; u < users && written < events; u++) {
      const userId = `u${u}`
      const totals: Totals = { purchased: 0, captured: 0, reserved: 0, paise: 0, events: 0 }
      const budget = Math.min(EVENTS_PER_USER, events - written)
      for (const unit of travellerLedger(userId, budget, totals)) {
        if (batch.length + unit.length > batchSize) yield* flush
        batch.push(...unit)
      }
      written += totals.events
      balances.push([userId, totals])
    }
    yield* flush
    // The balances read model as the projection would have left it, at the head of the log.
    for (let i = 0; i < balances.length; i += 10_000) {
      const chunk = balances.slice(i, i + 10_000)
      yield* sql.unsafe(
        `INSERT INTO credit_balances (user_id, purchased, captured, reserved, paise_paid, ledger_events)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])`,
        [chunk.map(([u]) => u), chunk.map(([, t]) => t.purchased), chunk.map(([, t]) => t.captured), chunk.map(([, t]) => t.reserved), chunk.map(([, t]) => t.paise), chunk.map(([, t]) => t.events)]
      )
    }
    const head = yield* (yield* EventStore).head
    yield* sql.unsafe(`INSERT INTO projection_checkpoints (name, transaction_id, position) VALUES ($1, $2, $3)`, [
      creditBalancesProjection.name,
      head.transactionId,
      head.position
    ])
    yield* sql.unsafe("ANALYZE es_events")
    return { ledgerEvents: written, users: balances.length }
  })

const freshDatabase = (adminUrl: string) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const name = `safarnama_bench_${randomBytes(6).toString("hex")}`
      const admin = (statement: string) =>
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
          Effect.provide(PgClient.layer({ url: Redacted.make(adminUrl), maxConnections: 1 })),
          Effect.orDie
        )
      yield* Effect.acquireRelease(admin(`CREATE DATABASE ${name}`), () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return PgClient.layer({ url: Redacted.make(url.toString()), maxConnections: 4 })
    })
  )

export const run = async (argv: ReadonlyArray<string>) => {
  const args = parseBenchArgs(argv)
  const events = Number(args.get("--events") ?? 1_000_000)
  const backend = args.databaseUrl ? "postgres" : "pglite"
  const database = args.databaseUrl ? freshDatabase(args.databaseUrl) : layerPglite(undefined)
  const layer = EventStore.Default.pipe(
    Layer.provideMerge(layerInProcessBus),
    Layer.provideMerge(Layer.effectDiscard(runMigrations(allMigrations)).pipe(Layer.provideMerge(database)))
  )
  const program = Effect.gen(function* () {
    const generatedAt = Date.now()
    const generated = yield* generateLedger(events)
    if (!args.json) console.error(`generated ${generated.ledgerEvents} ledger events for ${generated.users} travellers in ${((Date.now() - generatedAt) / 1000).toFixed(1)} s`)
    const started = performance.now()
    const audit = yield* runAudit({ batchSize: 10_000, readModelWait: 0 })
    const seconds = (performance.now() - started) / 1000
    if (audit.summary.violations > 0) {
      console.error(JSON.stringify(audit.violations.slice(0, 5)))
      return yield* Effect.dieMessage(`the generated ledger has ${audit.summary.violations} violations`)
    }
    report(args.json, {
      name: "audit-replay",
      backend,
      events: audit.summary.events,
      ledgerEvents: audit.summary.creditEvents,
      users: audit.summary.users,
      seconds: Math.round(seconds * 1000) / 1000,
      eventsPerSecond: Math.round(audit.summary.events / seconds)
    })
  })
  await Effect.runPromise(program.pipe(Effect.provide(layer), Effect.scoped))
}
