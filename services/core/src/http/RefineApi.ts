import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import {
  ChangeItineraryRequest,
  ChangeItineraryResponse,
  ItineraryHistory,
  RegenerateRequest,
  RegenerateResponse,
  RegenerationOverview,
  RegenerationStatus,
  RevisionComparison
} from "@safarnama/events/contract/refine"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { BadRequest, Conflict, NotFound, PaymentRequired } from "./errors.ts"
import { strictPayload } from "./strictPayload.ts"

/** The plan after the change would fail a whole-trip check it passed before; `problems` say which and why. */
export class ChangeRefused extends Schema.TaggedError<ChangeRefused>()(
  "ChangeRefused",
  { message: Schema.String, problems: Schema.Array(Schema.String) },
  HttpApiSchema.annotations({ status: 422 })
) {}

const ItineraryIdParam = HttpApiSchema.param("id", Schema.String)

const RegenerationIdParam = HttpApiSchema.param("regenerationId", Schema.String)

const RevisionParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive()).annotations({
  message: () => ({ message: "from and to must be revision numbers (1, 2, ...)", override: true })
})

/** The owner's changes to a finished itinerary, its history and compare (docs/adr/0130-refine-itinerary.md). */
export class RefineApi extends HttpApiGroup.make("refine")
  .add(
    HttpApiEndpoint.post("change")`/itinerary/${ItineraryIdParam}/changes`
      .setPayload(strictPayload(ChangeItineraryRequest))
      .addSuccess(ChangeItineraryResponse)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(ChangeRefused)
      .middleware(Authentication)
      .annotate(
        OpenApi.Description,
        "The owner changes a ready itinerary: remove, move or replace an activity, choose a region's hotel, add a note, or restore an earlier revision. Free. Each change is a new revision; the whole-trip checks run again (422 with the reasons when the change would break one). `basedOn` is the revision the change was made on: 409 when the itinerary has changed since. Answers the itinerary at its new revision."
      )
  )
  .add(
    HttpApiEndpoint.get("history")`/itinerary/${ItineraryIdParam}/revisions`
      .addSuccess(ItineraryHistory)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "The owner's history of the itinerary, newest first: each revision with what changed, who changed it and when.")
  )
  .add(
    HttpApiEndpoint.get("compare")`/itinerary/${ItineraryIdParam}/compare`
      .setUrlParams(Schema.Struct({ from: RevisionParam, to: RevisionParam }))
      .addSuccess(RevisionComparison)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "Two revisions of the owner's itinerary compared day by day: activities added, removed and moved, notes, hotels and costs.")
  )
  .add(
    HttpApiEndpoint.post("regenerate")`/itinerary/${ItineraryIdParam}/regenerations`
      .setPayload(strictPayload(RegenerateRequest))
      .addSuccess(RegenerateResponse, { status: 202 })
      .addError(BadRequest)
      .addError(PaymentRequired)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(Authentication)
      .annotate(
        OpenApi.Description,
        "The AI writes one day again (keeping the other days and never repeating their places) or one activity (a suggestion in the same time slot), with an optional instruction of up to 200 characters. Each itinerary includes 5; later ones cost 1 credit, reserved now, captured on success, released on failure (402 when the balance is short). `basedOn` must be the current revision (409 otherwise, or while another regeneration of the itinerary runs). Answers 202 at once; poll the regeneration for its progress and outcome: a new revision, or a failure that cost nothing."
      )
  )
  .add(
    HttpApiEndpoint.get("regenerations")`/itinerary/${ItineraryIdParam}/regenerations`
      .addSuccess(RegenerationOverview)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "What the owner has used of the included regenerations, what the next one costs, and the one running, if any.")
  )
  .add(
    HttpApiEndpoint.get("regeneration")`/itinerary/${ItineraryIdParam}/regenerations/${RegenerationIdParam}`
      .addSuccess(RegenerationStatus)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(Authentication)
      .annotate(OpenApi.Description, "One regeneration: running (with its progress), completed (with the revision it made) or failed (with the reason; nothing was charged).")
  ) {}
