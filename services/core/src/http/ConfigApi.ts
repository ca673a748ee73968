import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { PublicConfigView } from "./PublicConfig.ts"

export class ConfigApi extends HttpApiGroup.make("config").add(
  HttpApiEndpoint.get("config", "/config")
    .addSuccess(PublicConfigView)
    .annotate(OpenApi.Description, "Public runtime configuration: brand, support addresses, phone-auth, payments and places providers.")
) {}
