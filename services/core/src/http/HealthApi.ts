import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ServiceUnavailable } from "./errors.ts"

/**
 * Public: only whether the service is up (its database answers). Which adapter serves each port and
 * the log position are for operators: the start-up log and the admin channel's GET /admin/health
 * (`npm run support -- health`), not for anyone on the internet (docs/adr/0090-edge.md).
 */
export const Health = Schema.Struct({ status: Schema.Literal("ok") })

export class HealthApi extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health")
    .addSuccess(Health)
    .addError(ServiceUnavailable)
    .annotate(OpenApi.Description, "200 while the service and its database answer, else 503. Load balancers check it.")
) {}
