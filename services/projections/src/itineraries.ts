import { itineraryEventTypes, itineraryIdOfStream } from "@safarnama/events/itineraries/events"
import { upcastItineraryEvent } from "@safarnama/events/itineraries/upcast"
import type { RecordedEvent } from "@safarnama/events/eventstore/types"
import { type Projection, type Statement, statement } from "./Projection.ts"

const toStatement = (recorded: RecordedEvent): Statement | undefined => {
  const id = itineraryIdOfStream(recorded.streamId)
  if (id === undefined) return undefined
  // Plans stored before activity ids get them here too (docs/adr/0130-refine-itinerary.md).
  const event = upcastItineraryEvent({ type: recorded.type, data: recorded.data })
  switch (event.type) {
    case "GenerationRequested": {
      const { request, userId, shareToken, requestedAt } = event.data
      return statement(
        `INSERT INTO itineraries (id, user_id, status, destination, destination_type, duration, travel_dates, budget, travel_style,
           accommodation, transportation, dietary_restrictions, travelling_with, interests, origin, created_at, share_token, language)
         VALUES ($1, $2, 'generating', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17)
         ON CONFLICT (id) DO NOTHING`,
        id,
        userId,
        request.destination,
        request.destinationType,
        request.duration,
        request.travelDates,
        request.budget,
        request.travelStyle,
        request.accommodation,
        request.transportation,
        request.dietaryRestrictions,
        request.travellingWith,
        JSON.stringify(request.interests),
        request.origin,
        requestedAt,
        shareToken,
        // Requests from before the choice carry none: they were written in English.
        request.language ?? "en"
      )
    }
    case "GenerationProgressed":
      return statement(
        `UPDATE itineraries SET progress_done = $2, progress_total = $3, updated_at = now() WHERE id = $1 AND status = 'generating'`,
        id,
        event.data.done,
        event.data.total
      )
    case "GenerationDraftSaved":
      // The knowledge base's plan, shown while the AI writes the days (docs/adr/0180-draft-first-generation.md).
      return statement(
        `UPDATE itineraries SET content = $2::jsonb, updated_at = now() WHERE id = $1 AND status = 'generating'`,
        id,
        JSON.stringify({ ...event.data.content, draftDays: event.data.content.dailyItinerary.map((d) => d.dayNumber) })
      )
    case "GenerationDaysWritten":
      return daysWritten(id, event.data.days, event.data.draftDays)
    case "GenerationCompleted":
      return statement(
        `UPDATE itineraries SET status = 'ready', content = $2::jsonb, revision = 1, progress_done = NULL, progress_total = NULL, updated_at = now() WHERE id = $1`,
        id,
        JSON.stringify(event.data.content)
      )
    case "GenerationFailed":
      return statement(
        `UPDATE itineraries SET status = 'failed', failure_reason = $2, content = NULL, progress_done = NULL, progress_total = NULL, updated_at = now() WHERE id = $1`,
        id,
        event.data.reason
      )
    case "PdfRendered":
      return statement(`UPDATE itineraries SET pdf_url = $2, updated_at = now() WHERE id = $1`, id, event.data.pdfUrl)
    case "ItineraryDeleted":
      // Gone from the list and from its share link.
      return statement(`DELETE FROM itineraries WHERE id = $1`, id)
    case "ActivityRemoved":
    case "ActivityMoved":
    case "ActivityReplaced":
    case "HotelChosen":
    case "NoteAdded":
    case "RevisionRestored":
    case "DayRegenerated":
    case "ActivityRegenerated":
      // The owner changed the plan: the share link shows the new revision, and the cached PDF (of the
      // old one) is dropped, so the next download renders this one.
      return statement(
        `UPDATE itineraries SET content = $2::jsonb, revision = $3, revised_at = $4, pdf_url = NULL, updated_at = now() WHERE id = $1 AND (revision IS NULL OR revision < $3)`,
        id,
        JSON.stringify(event.data.content),
        event.data.revision,
        event.data.at
      )
    case "RegenerationRequested":
    case "RegenerationProgressed":
    case "RegenerationFailed":
      // The plan is unchanged until a regeneration makes a revision (the owner polls its status).
      return undefined
  }
}

/**
 * Written days replace the draft's in place (days are in day order, day n at index n - 1), and the days
 * still being written are recorded; a plan no longer generating is left as it is.
 */
const daysWritten = (id: string, days: ReadonlyArray<{ readonly dayNumber: number }>, draftDays: ReadonlyArray<number>): Statement => {
  const params: Array<unknown> = [id]
  let expression = "content"
  for (const day of days) {
    params.push(JSON.stringify(day))
    expression = `jsonb_set(${expression}, '{dailyItinerary,${Math.max(0, Math.floor(day.dayNumber) - 1)}}', $${params.length}::jsonb, false)`
  }
  params.push(JSON.stringify(draftDays))
  expression = `jsonb_set(${expression}, '{draftDays}', $${params.length}::jsonb, true)`
  return statement(`UPDATE itineraries SET content = ${expression}, updated_at = now() WHERE id = $1 AND status = 'generating' AND content IS NOT NULL`, ...params)
}

/** The itineraries read model: the owner's list (newest first) and the shared view by share token. */
export const itinerariesProjection: Projection = {
  name: "itineraries",
  eventTypes: itineraryEventTypes,
  reset: [statement(`DELETE FROM itineraries`)],
  apply: (events: ReadonlyArray<RecordedEvent>) => events.flatMap((e) => toStatement(e) ?? [])
}
