import { Context, type Duration, type Effect, Layer } from "effect"
import type { LogCheckpoint } from "@safarnama/events/eventstore/types"
import type { Projection } from "./Projection.ts"
import { type RunnerOptions, startProjections } from "./ProjectionRunner.ts"

/** The running projections of this process; lets a request wait for its own write (read-your-writes). */
export class ProjectionsRuntime extends Context.Tag("ProjectionsRuntime")<
  ProjectionsRuntime,
  {
    /** True once the projection has passed `target`; false after the timeout. */
    readonly awaitCheckpoint: (
      projection: string,
      target: LogCheckpoint,
      timeout?: Duration.DurationInput
    ) => Effect.Effect<boolean>
  }
>() {}

export const layerProjectionsRuntime = (projections: ReadonlyArray<Projection>, options?: RunnerOptions) =>
  Layer.scoped(ProjectionsRuntime, startProjections(projections, options))
