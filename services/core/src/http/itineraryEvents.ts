import { type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { ITINERARY_NOT_FOUND } from "@safarnama/events/contract/itinerary"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import type { ItineraryEvent } from "@safarnama/events/itineraries/events"
import { itineraryStream } from "@safarnama/events/itineraries/events"
import { Chunk, Clock, Duration, Effect, Either, Option, Stream } from "effect"
import { nowSeconds, SessionTokens } from "../app/identity/SessionTokens.ts"
import { type GenerationWakeUps, itineraryTouched } from "../app/itineraries/followItinerary.ts"
import { readItinerary } from "../app/itineraries/requestGeneration.ts"
import { AUTHENTICATION_REQUIRED, NotFound, Unauthorized } from "./errors.ts"

const KEEP_ALIVE = Duration.seconds(15)
const encoder = new TextEncoder()
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

/** The session from `Authorization: Bearer` or, for EventSource (no headers), `?token=`. */
const authenticate = (request: HttpServerRequest.HttpServerRequest, queryToken: string | undefined) =>
  Effect.gen(function* () {
    const header = request.headers.authorization
    const token = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : queryToken
    if (!token) return yield* Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
    const tokens = yield* SessionTokens
    const verified = tokens.verify(token, yield* nowSeconds)
    if (Either.isLeft(verified)) return yield* Effect.fail(new Unauthorized({ message: AUTHENTICATION_REQUIRED }))
    return verified.right.userId
  })

interface Cursor {
  readonly version: number
  readonly lastSentAt: number
  readonly first: boolean
}

/**
 * GET /api/itinerary/{id}/events for the owner: the generation's progress as Server-Sent Events read
 * from its stream (`progress` {done, total, section}; `draft` {draftDays} when the knowledge base's draft
 * is saved and as the AI's days replace it; then `completed` {id} or `failed` {reason}), with a
 * keep-alive comment every 15 s. It ends after the outcome; a client that reconnects gets the history again.
 */
export const itineraryEventsResponse = (itineraryId: string, request: HttpServerRequest.HttpServerRequest, queryToken: string | undefined) =>
  Effect.gen(function* () {
    const userId = yield* authenticate(request, queryToken)
    const notFound = new NotFound({ message: ITINERARY_NOT_FOUND })
    if (!/^[0-9a-f-]{36}$/.test(itineraryId)) return yield* Effect.fail(notFound)
    const itinerary = yield* Effect.orDie(readItinerary(itineraryId))
    if (itinerary.state.status === "none" || itinerary.state.deleted || itinerary.state.requested.userId !== userId) {
      return yield* Effect.fail(notFound)
    }
    const store = yield* EventStore
    const stream = itineraryStream(itineraryId)
    const step = (cursor: Cursor) =>
      Effect.gen(function* () {
        if (!cursor.first) yield* itineraryTouched(itineraryId, Duration.seconds(1))
        const events = yield* Effect.orDie(store.readStream(stream, cursor.version))
        const now = yield* Clock.currentTimeMillis
        const frames: Array<Uint8Array> = []
        let ended = false
        for (const recorded of events) {
          const event = { type: recorded.type, data: recorded.data } as ItineraryEvent
          if (event.type === "GenerationProgressed") {
            frames.push(frame("progress", { done: event.data.done, total: event.data.total, section: event.data.section }))
          } else if (event.type === "GenerationDraftSaved") {
            frames.push(frame("draft", { draftDays: event.data.content.dailyItinerary.map((d) => d.dayNumber) }))
          } else if (event.type === "GenerationDaysWritten") {
            frames.push(frame("draft", { draftDays: event.data.draftDays }))
          } else if (event.type === "GenerationCompleted") {
            frames.push(frame("completed", { id: itineraryId }))
            ended = true
          } else if (event.type === "GenerationFailed") {
            frames.push(frame("failed", { reason: event.data.reason }))
            ended = true
          }
        }
        if (frames.length === 0 && now - cursor.lastSentAt >= Duration.toMillis(KEEP_ALIVE)) frames.push(encoder.encode(": keep-alive\n\n"))
        const next: Cursor = {
          version: events.length > 0 ? events[events.length - 1]!.streamVersion : cursor.version,
          lastSentAt: frames.length > 0 ? now : cursor.lastSentAt,
          first: false
        }
        return [Chunk.fromIterable(frames), ended ? Option.none<Cursor>() : Option.some(next)] as const
      })
    const start = yield* Clock.currentTimeMillis
    const body = Stream.make(encoder.encode("retry: 3000\n\n")).pipe(
      Stream.concat(Stream.paginateChunkEffect<Cursor, Uint8Array, never, EventStore | GenerationWakeUps>({ version: 0, lastSentAt: start, first: true }, step))
    )
    const context = yield* Effect.context<EventStore | GenerationWakeUps>()
    return HttpServerResponse.stream(Stream.provideContext(body, context), {
      contentType: "text/event-stream",
      headers: { "cache-control": "no-cache", "x-accel-buffering": "no" }
    })
  })
