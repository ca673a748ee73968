import { HttpLayerRouter, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

/**
 * `Server-Timing: app;dur=<ms>` on every answer: the server's own time for the request, from when the
 * router hands it over until the answer is ready (before its body goes out). The benchmarks read it to
 * report server-side figures apart from the client's and the loopback's share; browsers show it in their
 * network panels. It says how long the work took, nothing about the data.
 */
export const ServerTiming = HttpLayerRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const start = performance.now()
      const response = yield* httpEffect
      return HttpServerResponse.setHeader(response, "server-timing", `app;dur=${(performance.now() - start).toFixed(1)}`)
    }),
  { global: true }
)

/** The `app` duration of a Server-Timing header, in milliseconds; undefined when absent. */
export const appDuration = (header: string | null | undefined): number | undefined => {
  const match = header ? /(?:^|,)\s*app;dur=([0-9.]+)/.exec(header) : null
  return match ? Number(match[1]) : undefined
}
