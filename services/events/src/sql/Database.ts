import type * as Client from "@effect/sql/SqlClient"
import { PgClient } from "@effect/sql-pg"
import { type Layer, Redacted } from "effect"
import { layerPglite } from "./PgliteClient.ts"

export type DatabaseChoice =
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "pglite"; readonly dataDir: string | undefined }

/** Where the app keeps its event store and read models, chosen by configuration at start-up. */
export const chooseDatabase = (env: {
  readonly databaseUrl: string | undefined
  readonly pgliteDir: string | undefined
}): DatabaseChoice => (env.databaseUrl ? { kind: "postgres", url: env.databaseUrl } : { kind: "pglite", dataDir: env.pgliteDir })

export const describeDatabase = (choice: DatabaseChoice): string =>
  choice.kind === "postgres" ? "postgres" : `pglite (${choice.dataDir ?? "in memory"})`

export const layerDatabase = (choice: DatabaseChoice): Layer.Layer<Client.SqlClient, unknown> =>
  choice.kind === "postgres"
    ? PgClient.layer({ url: Redacted.make(choice.url), maxConnections: 16, applicationName: "safarnama" })
    : layerPglite(choice.dataDir)
