import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ChangeItineraryRequest, ChangeItineraryResponse, ItineraryHistory, RevisionComparison } from "@safarnama/events/contract/refine"
import { Authentication } from "./Authentication.ts"
import { BadRequest, Conflict, NotFound } from "./errors.ts"
import { strictPayload } from "./strictPayload.ts"

/** The plan after the change would fail a whole-trip check it passed before; `problems` say which and why. */
export class ChangeRefused extends Schema.TaggedError<ChangeRefused>()(
  "ChangeRefused",
  { message: Schema.String, problems: Schema.Array(Schema.String) },
  HttpApiSchema.annotations({ status: 422 })
) {}

const ItineraryIdParam = HttpApiSchema.param("id", Schema.String)

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
  ) {}
