import { Context, Layer } from "effect"

/** The adapter chosen for each port at start-up, as logged and reported by the admin channel (GET /admin/health). */
export class Adapters extends Context.Tag("Adapters")<Adapters, Readonly<Record<string, string>>>() {}

export const layerAdapters = (choices: Readonly<Record<string, string>>) => Layer.succeed(Adapters, choices)
