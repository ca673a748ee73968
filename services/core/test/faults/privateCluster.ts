import { type PrivateNats, type PrivatePostgres, startPrivateNats, startPrivatePostgres } from "./privateServices.ts"
import { launch, launchAll, type Proc, type Shared, sharedSetup } from "./processes.ts"

/** A drill's own PostgreSQL, NATS and app processes, sharing one environment. */
export interface PrivateCluster {
  readonly pg: PrivatePostgres
  readonly nats: PrivateNats
  readonly shared: Shared
  /** The processes in the order they were asked for; `launch` appends. */
  readonly procs: Array<Proc>
  /** Starts one more process with the shared environment, `env` on top. */
  readonly launch: (name: string, env: Record<string, string>) => Promise<Proc>
  readonly dispose: () => Promise<void>
}

/**
 * Starts private PostgreSQL and NATS, then the processes (name and ROLES) with the shared environment
 * plus `env`: all at once, or one after the other where the start order matters (who takes a lease).
 */
export const startPrivateCluster = async (options: {
  readonly env?: Record<string, string>
  readonly processes: ReadonlyArray<readonly [name: string, roles: string]>
  readonly oneByOne?: boolean
}): Promise<PrivateCluster> => {
  const [pg, nats] = await Promise.all([startPrivatePostgres(), startPrivateNats()])
  const shared = sharedSetup(pg.url, nats.url, options.env)
  const procs: Array<Proc> = []
  const dispose = async () => {
    await Promise.all(procs.map((p) => p.stop()))
    await nats.dispose()
    pg.dispose()
    shared.dispose()
  }
  const specs = options.processes.map(([name, roles]) => ({ name, env: { ...shared.env, ROLES: roles } }))
  try {
    if (options.oneByOne) for (const s of specs) procs.push(await launch(s.name, s.env))
    else procs.push(...(await launchAll(specs)))
  } catch (error) {
    await dispose()
    throw error
  }
  return {
    pg,
    nats,
    shared,
    procs,
    launch: async (name, env) => {
      const proc = await launch(name, { ...shared.env, ...env })
      procs.push(proc)
      return proc
    },
    dispose
  }
}
