import { randomBytes, timingSafeEqual } from "node:crypto"
import { chmod, readFile, rm, writeFile } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import type { SqlClient } from "@effect/sql"
import { EventStore } from "@safarnama/events/eventstore/EventStore"
import { Cause, Effect, Exit, Layer, Option, Runtime } from "effect"
import type { PaymentGateway } from "../../adapters/payment-gateway/PaymentGateway.ts"
import { Adapters } from "../Adapters.ts"
import { operations } from "./operations.ts"

export const ADMIN_TOKEN_FILE = "admin-token"
export const ADMIN_ENDPOINT_FILE = "admin-endpoint"

const statusOf = (tag: string): number => {
  switch (tag) {
    case "BadAdminRequest":
      return 400
    case "OrderNotFound":
      return 404
    case "PaymentGatewayUnavailable":
    case "GatewayOrderUnknown":
      return 502
    default:
      return 500
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" })
  res.end(JSON.stringify(body))
}

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let data = ""
    req.on("data", (chunk) => {
      data += chunk
      if (data.length > 64_000) req.destroy()
    })
    req.on("end", () => {
      try {
        resolve(data ? (JSON.parse(data) as Record<string, unknown>) : {})
      } catch {
        resolve({})
      }
    })
  })

const text = (value: unknown) => (typeof value === "string" ? value : undefined)

/**
 * The local admin channel. On the embedded default the PGlite data folder belongs to this process,
 * so `npm run audit | support | reconcile` talk to it instead of opening the folder a second time:
 * HTTP bound to 127.0.0.1 only, on its own port, protected by a random token that is written with
 * the endpoint to DATA_DIR (mode 0600) at start and removed at shutdown. Only whoever can read the
 * data folder (the server's own user) can use it.
 */
export const layerAdminChannel = (options: { readonly dataDir: string; readonly port: number }) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const runtime = yield* Effect.runtime<EventStore | SqlClient.SqlClient | PaymentGateway>()
      const token = Buffer.from(randomBytes(32).toString("hex"))
      const authorised = (req: IncomingMessage) => {
        const given = Buffer.from((req.headers.authorization ?? "").replace(/^Bearer /, ""))
        return given.length === token.length && timingSafeEqual(given, token)
      }

      const run = async (res: ServerResponse, effect: Effect.Effect<unknown, unknown, EventStore | SqlClient.SqlClient | PaymentGateway>) => {
        const exit = await Runtime.runPromiseExit(runtime)(effect)
        if (Exit.isSuccess(exit)) return send(res, 200, exit.value)
        const failure = Cause.failureOption(exit.cause)
        if (Option.isSome(failure)) {
          const error = failure.value as { _tag?: string; message?: string; reason?: string; orderId?: string }
          const tag = error._tag ?? "Error"
          const message = tag === "OrderNotFound" ? `no order ${error.orderId ?? ""} in the ledger`.replace("  ", " ") : error.message || error.reason || tag
          return send(res, statusOf(tag), { error: tag, message })
        }
        await Runtime.runPromise(runtime)(Effect.logError("admin operation failed", exit.cause))
        return send(res, 500, { error: "InternalError", message: Cause.pretty(exit.cause).split("\n")[0] })
      }

      // Optional: a process that chose no adapters for HTTP (a worker) still answers, with none listed.
      const adapters = Option.getOrElse(yield* Effect.serviceOption(Adapters), () => ({}))
      const server = createServer(async (req, res) => {
        const remote = req.socket.remoteAddress ?? ""
        if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(remote)) return send(res, 403, { error: "Forbidden", message: "loopback only" })
        if (!authorised(req)) return send(res, 401, { error: "Unauthorized", message: "admin token required" })
        const url = new URL(req.url ?? "/", "http://127.0.0.1")
        const q = url.searchParams
        const route = `${req.method} ${url.pathname}`
        switch (route) {
          case "POST /admin/reconcile":
            return run(res, operations.reconcile({ minAge: text((await readJson(req)).minAge) }))
          case "GET /admin/support/orders":
            return run(res, operations.supportList({ checkGateway: q.get("gateway") !== "0" }))
          case "POST /admin/support/resolve": {
            const body = await readJson(req)
            return run(res, operations.supportResolve({ orderId: text(body.orderId), actor: text(body.actor), reason: text(body.reason) }))
          }
          case "GET /admin/support/ledger":
            return run(res, operations.supportLedger({ userId: q.get("user") ?? undefined }))
          case "GET /admin/health":
            // What the public /api/health no longer tells: the adapters and the log's position.
            return run(
              res,
              Effect.all({ status: Effect.succeed("ok"), adapters: Effect.succeed(adapters), eventStore: Effect.flatMap(EventStore, (store) => store.head) })
            )
          case "GET /admin/audit":
            return run(res, operations.audit({ userId: q.get("user") ?? undefined, includeBalances: q.get("balances") === "1" }))
          default:
            return send(res, 404, { error: "NotFound", message: `no admin route ${route}` })
        }
      })

      const address = yield* Effect.acquireRelease(
        Effect.async<AddressInfo, Error>((resume) => {
          server.once("error", (error) => resume(Effect.fail(error)))
          server.listen(options.port, "127.0.0.1", () => resume(Effect.succeed(server.address() as AddressInfo)))
        }),
        () =>
          Effect.async<void>((resume) => {
            server.close(() => resume(Effect.void))
          })
      ).pipe(Effect.orDie)

      const tokenFile = join(options.dataDir, ADMIN_TOKEN_FILE)
      const endpointFile = join(options.dataDir, ADMIN_ENDPOINT_FILE)
      const endpoint = `http://127.0.0.1:${address.port}`
      yield* Effect.acquireRelease(
        Effect.promise(async () => {
          for (const [file, content] of [
            [tokenFile, token.toString()],
            [endpointFile, endpoint]
          ] as const) {
            await writeFile(file, `${content}\n`, { mode: 0o600 })
            await chmod(file, 0o600)
          }
        }),
        // Remove the files only if they are still ours (another server may have started since).
        () =>
          Effect.promise(async () => {
            const current = await readFile(tokenFile, "utf8").catch(() => "")
            if (current.trim() === token.toString()) await Promise.all([rm(tokenFile, { force: true }), rm(endpointFile, { force: true })])
          })
      )
      yield* Effect.logInfo(`admin channel for npm run audit/support/reconcile: ${endpoint} (127.0.0.1 only; token in ${tokenFile})`)
    })
  )
