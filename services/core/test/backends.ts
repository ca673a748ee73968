import { backendsWith } from "@safarnama/events/test/backends"
import { allMigrations } from "../src/server/migrations.ts"

/** The test back ends with every table of the product (ADR 0110: each package owns its migrations). */
export const backends = backendsWith(allMigrations)
