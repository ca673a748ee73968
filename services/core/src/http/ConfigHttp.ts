import { HttpApiBuilder } from "@effect/platform"
import { SafarnamaApi } from "./Api.ts"
import { PublicConfig } from "./PublicConfig.ts"

export const ConfigLive = HttpApiBuilder.group(SafarnamaApi, "config", (handlers) => handlers.handle("config", () => PublicConfig))
