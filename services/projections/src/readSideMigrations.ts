import { eventsMigrations } from "@safarnama/events/sql/migrate"

/** The read models' tables (this package's `migrations`) and the event store's below them (ADR 0110). */
export const readSideMigrations: ReadonlyArray<string> = [
  ...eventsMigrations,
  new URL("../migrations", import.meta.url).pathname
]
