import { randomUUID } from "node:crypto"
import { acquireLease, releaseLease } from "@safarnama/events/leases/workLeases"
import { Data, Duration, Effect } from "effect"
import type { Projection } from "./Projection.ts"
import { catchUpAll, type RunnerOptions, resetProjection } from "./ProjectionRunner.ts"

/** Another process runs the projection: rebuilding under it would mix two writers' checkpoints. */
export class ProjectionInUse extends Data.TaggedError("ProjectionInUse")<{ readonly projection: string }> {
  override get message() {
    return `the read model ${this.projection} is being run by another process: stop the projections process (and any API instance with the projections role), or wait for its lease to expire, then run the rebuild again`
  }
}

/**
 * Empties one read model and replays the whole log into it, holding the projection's lease (the one an
 * active runner holds) for the whole time, so no runner applies events to it meanwhile. The lease is
 * renewed between batches and given up at the end; a runner that starts afterwards reads the rebuilt
 * checkpoint. Returns the checkpoint reached.
 */
export const rebuildWithLease = (projection: Projection, options: RunnerOptions = {}) =>
  Effect.gen(function* () {
    const owner = `rebuild-${randomUUID()}`
    const name = `projection:${projection.name}`
    const leaseMs = Duration.toMillis(options.lease ?? Duration.seconds(30))
    if (!(yield* acquireLease(name, owner, leaseMs))) return yield* new ProjectionInUse({ projection: projection.name })
    return yield* Effect.gen(function* () {
      yield* resetProjection(projection)
      const reached = yield* catchUpAll([projection], options, () => acquireLease(name, owner, leaseMs))
      return reached.get(projection.name)!
    }).pipe(Effect.ensuring(Effect.ignore(releaseLease(name, owner))))
  })
