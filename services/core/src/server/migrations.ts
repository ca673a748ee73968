import { readSideMigrations } from "@safarnama/projections/readSideMigrations"

/**
 * Every table the product has: the event store's, the read models' and, in this package's
 * `migrations`, the local stand-ins' (codes, checkout). Only the composition root sees all three.
 */
export const allMigrations: ReadonlyArray<string> = [
  ...readSideMigrations,
  new URL("../../migrations", import.meta.url).pathname
]
