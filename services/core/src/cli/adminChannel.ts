import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { SqlClient } from "@effect/sql"
import type { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Effect, Layer, Option, Redacted } from "effect"
import { chooseGateway, PaymentsConfig, resolveLocalGatewaySecrets } from "../adapters/payment-gateway/config.ts"
import { layerLocalGateway } from "../adapters/payment-gateway/LocalGateway.ts"
import type { PaymentGateway } from "../adapters/payment-gateway/PaymentGateway.ts"
import { layerRazorpayGateway } from "../adapters/payment-gateway/RazorpayGateway.ts"
import { ADMIN_ENDPOINT_FILE, ADMIN_TOKEN_FILE } from "../app/admin/AdminChannel.ts"
import { AppConfig, isProduction } from "../config/AppConfig.ts"
import { dataLayer } from "../server/AppLayer.ts"

/**
 * How a command-line tool reaches the data. With DATABASE_URL it connects to PostgreSQL itself. On
 * the embedded default the PGlite folder belongs to the running server, so the tool talks to it over
 * its local admin channel (endpoint and token in DATA_DIR) and never opens the folder a second time.
 */
export type Channel =
  | { readonly kind: "database" }
  | { readonly kind: "server"; readonly endpoint: string; readonly token: string; readonly dataDir: string }

const repoRoot = resolve(new URL("../../../..", import.meta.url).pathname)

/** DATA_DIR if set; otherwise where `npm start` (services/core/data) or `tsx .../main.ts` from the root (./data) keep it. */
const candidateDataDirs = (): ReadonlyArray<string> =>
  process.env.DATA_DIR
    ? [resolve(process.env.DATA_DIR)]
    : [...new Set([resolve("data"), join(repoRoot, "data"), join(repoRoot, "services/core/data")])]

export class NoChannel extends Error {}

export const findChannel = (): Channel => {
  if (process.env.DATABASE_URL) return { kind: "database" }
  for (const dataDir of candidateDataDirs()) {
    const endpointFile = join(dataDir, ADMIN_ENDPOINT_FILE)
    const tokenFile = join(dataDir, ADMIN_TOKEN_FILE)
    if (existsSync(endpointFile) && existsSync(tokenFile)) {
      return {
        kind: "server",
        endpoint: readFileSync(endpointFile, "utf8").trim(),
        token: readFileSync(tokenFile, "utf8").trim(),
        dataDir
      }
    }
  }
  throw new NoChannel(noServerMessage(candidateDataDirs()))
}

const noServerMessage = (dirs: ReadonlyArray<string>) =>
  [
    "No running Safarnama server found, and DATABASE_URL is not set.",
    "",
    "On the embedded default the data (PGlite) lives in the server's DATA_DIR and belongs to the server",
    "process; this tool never opens it itself. Looked for the server's admin channel in:",
    ...dirs.map((d) => `  ${join(d, ADMIN_ENDPOINT_FILE)}`),
    "",
    "To proceed, either:",
    "  - start the server (npm start, with the same DATA_DIR) and run this command again, or",
    "  - set DATABASE_URL=postgres://... to work on a PostgreSQL event store directly."
  ].join("\n")

/** Calls the server's admin channel; its JSON answer, or an error with the server's message. */
export const callServer = async (channel: Extract<Channel, { kind: "server" }>, method: "GET" | "POST", path: string, body?: unknown) => {
  let response: Response
  try {
    response = await fetch(`${channel.endpoint}${path}`, {
      method,
      headers: { authorization: `Bearer ${channel.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  } catch {
    throw new NoChannel(
      `The server's admin channel (${channel.endpoint}, from ${channel.dataDir}) does not answer: is the server still running?\n` +
        "Start it (npm start) and try again, or set DATABASE_URL to work on PostgreSQL directly."
    )
  }
  const json = (await response.json()) as unknown
  if (!response.ok) {
    const error = json as { error?: string; message?: string }
    throw new Error(`${error.error ?? response.status}: ${error.message ?? "request failed"}`)
  }
  return json
}

/** Runs an operation in this process against PostgreSQL (DATABASE_URL), with the configured gateway. */
export const runDirect = <A, E>(operation: Effect.Effect<A, E, EventStore | SqlClient.SqlClient | PaymentGateway>): Promise<A> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const config = yield* AppConfig
      const payments = yield* PaymentsConfig
      const choice = yield* chooseGateway(payments, isProduction(config))
      const data = dataLayer({ ...config, databaseUrl: Option.some(Redacted.make(process.env.DATABASE_URL ?? "")) })
      // The local gateway's order book is in the same database; only its signatures need its secrets.
      const gateway =
        choice.provider === "razorpay"
          ? layerRazorpayGateway(choice.options)
          : layerLocalGateway(yield* resolveLocalGatewaySecrets(undefined))
      return yield* operation.pipe(Effect.provide(gateway.pipe(Layer.provideMerge(data.layer))))
    }).pipe(Effect.scoped, Effect.orDieWith((e) => (e instanceof Error ? e : new Error(String((e as { _tag?: string })._tag ?? e)))))
  )
