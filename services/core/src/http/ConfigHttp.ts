import { HttpApiBuilder } from "@effect/platform"
import { PublicConfig } from "./PublicConfig.ts"
import { SafarnamaApi } from "./Api.ts"

export const ConfigLive = HttpApiBuilder.group(SafarnamaApi, "config", (handlers) => handlers.handle("config", () => PublicConfig))
