import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Itinerary, ItineraryContent, ItineraryId, ItineraryStatus } from "@safarnama/events/contract/itinerary"
import type { LogCheckpoint } from "@safarnama/events/eventstore/types"
import { itinerariesProjection } from "./itineraries.ts"
import { pendingGenerationsProjection } from "./pendingGenerations.ts"
import { ProjectionsRuntime } from "./ProjectionsRuntime.ts"

// The read side's narrow interface to the itineraries read model: the only queries the HTTP layer runs
// against it, and the waits for read-your-writes. The tables and their columns stay the read side's
// business (scripts/architecture/layers.ts keeps the HTTP layer to this file; ADR 0110).

interface ItineraryRow {
  readonly id: string
  readonly status: string
  readonly destination: string
  readonly destination_type: string
  readonly duration: number
  readonly travel_dates: string
  readonly budget: string
  readonly travel_style: string
  readonly accommodation: string
  readonly transportation: string
  readonly dietary_restrictions: string
  readonly travelling_with: string
  readonly interests: unknown
  readonly origin: string
  readonly language: string
  readonly created_at: Date | string
  readonly share_token: string
  readonly pdf_url: string | null
  readonly content?: unknown
  readonly has_draft: boolean
  readonly progress_done: number | null
  readonly progress_total: number | null
  readonly failure_reason: string | null
  readonly revision: number | null
  readonly revised_at: Date | string | null
}

const json = <A>(value: unknown): A => (typeof value === "string" ? JSON.parse(value) : value) as A
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

const fromRow = (row: ItineraryRow): Itinerary => {
  const status = row.status as ItineraryStatus
  return {
    id: row.id as ItineraryId,
    status,
    destination: row.destination,
    destinationType: row.destination_type as Itinerary["destinationType"],
    duration: Number(row.duration),
    travelDates: row.travel_dates,
    budget: row.budget as Itinerary["budget"],
    travelStyle: row.travel_style as Itinerary["travelStyle"],
    accommodation: row.accommodation as Itinerary["accommodation"],
    transportation: row.transportation as Itinerary["transportation"],
    dietaryRestrictions: row.dietary_restrictions as Itinerary["dietaryRestrictions"],
    travellingWith: row.travelling_with as Itinerary["travellingWith"],
    interests: json(row.interests),
    origin: row.origin,
    language: row.language as NonNullable<Itinerary["language"]>,
    createdAt: iso(row.created_at),
    shareUrl: row.share_token,
    ...(row.pdf_url ? { pdfUrl: row.pdf_url } : {}),
    // A generating plan's draft is shown too (docs/adr/0180-draft-first-generation.md); a failed one never.
    ...(row.content !== undefined && row.content !== null && status !== "failed" ? { content: json<ItineraryContent>(row.content) } : {}),
    ...(status === "generating" && row.has_draft ? { hasDraft: true } : {}),
    ...(status === "generating" && row.progress_total !== null ? { progress: { done: Number(row.progress_done ?? 0), total: Number(row.progress_total) } } : {}),
    ...(status === "failed" && row.failure_reason ? { failureReason: row.failure_reason } : {}),
    // Rows saved before revisions existed are the generated plan: revision 1.
    ...(status === "ready" ? { revision: Number(row.revision ?? 1) } : {}),
    ...(status === "ready" && row.revised_at ? { updatedAt: iso(row.revised_at) } : {})
  }
}

const COLUMNS = `id, status, destination, destination_type, duration, travel_dates, budget, travel_style, accommodation,
  transportation, dietary_restrictions, travelling_with, interests, origin, language, created_at, share_token, pdf_url,
  progress_done, progress_total, failure_reason, revision, revised_at, (status = 'generating' AND content IS NOT NULL) AS has_draft`

/** The traveller's itineraries, newest first, without content (the cards need none). */
export const itinerariesOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql.unsafe<ItineraryRow>(
      `SELECT ${COLUMNS} FROM itineraries WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId]
    )
    return rows.map(fromRow)
  })

/** The itinerary behind a share link, with its content; none when unknown or deleted. */
export const sharedItinerary = (shareToken: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql.unsafe<ItineraryRow>(`SELECT ${COLUMNS}, content FROM itineraries WHERE share_token = $1`, [shareToken])
    return Option.map(Option.fromNullable(rows[0]), fromRow)
  })

/** Whether a live itinerary points at this PDF: deleting the itinerary withdraws its file. */
export const isLivePdf = (pdfUrl: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const owners = yield* sql`SELECT 1 AS live FROM itineraries WHERE pdf_url = ${pdfUrl} LIMIT 1`
    return owners.length > 0
  })

/** True once the itineraries read model (list, shared view) has passed `checkpoint`; false after the wait's timeout. */
export const awaitItineraries = (checkpoint: LogCheckpoint) =>
  Effect.flatMap(ProjectionsRuntime, (runtime) => runtime.awaitCheckpoint(itinerariesProjection.name, checkpoint))

/** True once the generation worker's to-do list has passed `checkpoint`; false after the wait's timeout. */
export const awaitPendingGenerations = (checkpoint: LogCheckpoint) =>
  Effect.flatMap(ProjectionsRuntime, (runtime) => runtime.awaitCheckpoint(pendingGenerationsProjection.name, checkpoint))
