import { backendsWith } from "@safarnama/events/test/backends"
import { readSideMigrations } from "../src/readSideMigrations.ts"

/** The test back ends with the event store's and the read models' tables. */
export const backends = backendsWith(readSideMigrations)
