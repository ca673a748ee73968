import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ServiceUnavailable } from "./errors.ts"

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  /** Which adapter serves each port (database, eventBus, phoneAuth, payments, ...). */
  adapters: Schema.Record({ key: Schema.String, value: Schema.String }),
  eventStore: Schema.Struct({ position: Schema.String, transactionId: Schema.String })
})

export class HealthApi extends HttpApiGroup.make("health").add(
  HttpApiEndpoint.get("health", "/health").addSuccess(Health).addError(ServiceUnavailable)
) {}
