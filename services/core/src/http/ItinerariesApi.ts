import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { CoverageResponse } from "@safarnama/events/contract/coverage"
import { DeleteItineraryResponse, GenerateItineraryRequest, Itinerary } from "@safarnama/events/contract/itinerary"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { BadRequest, NotFound, PaymentRequired, Unauthorized } from "./errors.ts"
import { strictPayload } from "./strictPayload.ts"

/** The generation failed within the request's wait (nothing was charged); `message` is the reason. */
export class GenerationFailed extends Schema.TaggedError<GenerationFailed>()(
  "GenerationFailed",
  { message: Schema.String, itineraryId: Schema.String },
  HttpApiSchema.annotations({ status: 502 })
) {}

const withStatus = <S extends "ready" | "generating">(status: S) =>
  Schema.Struct({ creditsRemaining: Schema.Int, itinerary: Schema.Struct({ ...Itinerary.fields, status: Schema.Literal(status) }) })

/** Done within the wait: the itinerary with its content. */
export const GenerateDone = withStatus("ready")
/** Still being written: the itinerary as requested (follow it by /events or the list). */
export const GenerateAccepted = withStatus("generating")

const ItineraryIdParam = HttpApiSchema.param("id", Schema.String)
const ShareParam = HttpApiSchema.param("shareUrl", Schema.String)

export class ItinerariesApi extends HttpApiGroup.make("itineraries")
  .add(
    HttpApiEndpoint.post("generate", "/itinerary/generate")
      .setPayload(strictPayload(GenerateItineraryRequest))
      .addSuccess(GenerateDone)
      .addSuccess(GenerateAccepted, { status: 202 })
      .addError(BadRequest)
      .addError(PaymentRequired)
      .addError(GenerationFailed)
      .middleware(Authentication)
      .annotate(
        OpenApi.Description,
        "Reserves ceil(duration / 7) credits and starts the generation; waits up to 25 s: 200 when ready, 202 while still generating. The same tempId is the same generation. A destination we cannot plan from verified places (see /itinerary/coverage) is refused with 400 before anything is reserved or saved."
      )
  )
  .add(
    HttpApiEndpoint.get("coverage", "/itinerary/coverage")
      .setUrlParams(Schema.Struct({ destination: Schema.String, destinationType: Schema.Literal("domestic", "international") }))
      .addSuccess(CoverageResponse)
      .addError(BadRequest)
      .annotate(
        OpenApi.Description,
        "What we can plan for a destination before the traveller pays: the guide that covers it, with its regions and how many verified places each holds; or not covered, with the covered destinations near it, or covered as the other trip type (Goa picked as international)."
      )
  )
  .add(HttpApiEndpoint.get("mine", "/itinerary/my-itineraries").addSuccess(Schema.Array(Itinerary)).middleware(Authentication))
  .add(HttpApiEndpoint.get("shared")`/itinerary/shared/${ShareParam}`.addSuccess(Itinerary).addError(NotFound))
  .add(
    HttpApiEndpoint.get("events")`/itinerary/${ItineraryIdParam}/events`
      .setUrlParams(Schema.Struct({ token: Schema.optional(Schema.String) }))
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/event-stream" })))
      .addError(Unauthorized)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "Server-Sent Events for the owner: progress {done,total,section}, draft {draftDays} (the knowledge base's draft was saved, or AI days replaced it: fetch the plan again), completed {id}, failed {reason}. Authorization header, or ?token= for EventSource."
      )
  )
  .add(
    HttpApiEndpoint.del("remove")`/itinerary/${ItineraryIdParam}`.addSuccess(DeleteItineraryResponse).addError(NotFound).middleware(Authentication)
  ) {}
