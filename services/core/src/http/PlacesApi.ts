import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AutocompleteResponse } from "../adapters/places/PlacesPort.ts"
import { BadRequest, ServiceUnavailable } from "./errors.ts"

export class PlacesApi extends HttpApiGroup.make("places").add(
  HttpApiEndpoint.get("autocomplete", "/places/autocomplete")
    .setUrlParams(Schema.Struct({ input: Schema.optional(Schema.String), sessionToken: Schema.optional(Schema.String) }))
    .addSuccess(AutocompleteResponse)
    .addError(BadRequest)
    .addError(ServiceUnavailable)
    .annotate(
      OpenApi.Description,
      "Region suggestions (cities, states and union territories, countries) from 2 characters; shorter input gives an empty list. Indian places end with 'India'."
    )
) {}
