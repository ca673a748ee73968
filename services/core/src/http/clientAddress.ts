import { HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"

/**
 * The caller's address, for per-address abuse limits. Behind a reverse proxy (TRUST_PROXY=true) it is
 * the last X-Forwarded-For entry, the one our own proxy appended; earlier entries are the client's
 * to invent. Without a trusted proxy the header is ignored and the socket's address is used.
 */
export const clientAddress = (trustProxy: boolean) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    if (trustProxy) {
      const forwarded = request.headers["x-forwarded-for"]
      const last = forwarded
        ?.split(",")
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .at(-1)
      if (last) return last
    }
    return Option.getOrElse(request.remoteAddress, () => "unknown")
  })
