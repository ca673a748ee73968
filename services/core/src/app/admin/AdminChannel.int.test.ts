import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Redacted, Scope } from "effect"
import { backends } from "../../../test/backends.ts"
import { layerLocalGateway } from "../../adapters/payment-gateway/LocalGateway.ts"
import { callServer, findChannel } from "../../cli/adminChannel.ts"
import { layerAdapters } from "../Adapters.ts"
import { ADMIN_ENDPOINT_FILE, ADMIN_TOKEN_FILE, layerAdminChannel } from "./AdminChannel.ts"

const gateway = layerLocalGateway({ keyId: "rzp_test_admin", keySecret: Redacted.make("k"), webhookSecret: Redacted.make("w") })
const backend = backends[0]!

describe("the local admin channel for the operator tools", () => {
  it.live("listens on 127.0.0.1 with a token in DATA_DIR (0600), answers the tools, and cleans up at shutdown", () =>
    Effect.gen(function* () {
      const dataDir = mkdtempSync(join(tmpdir(), "safarnama-admin-"))
      const scope = yield* Scope.make()
      const adapters = layerAdapters({ database: "pglite (in memory)", payments: "local gateway" })
      yield* Layer.buildWithScope(
        layerAdminChannel({ dataDir, port: 0 }).pipe(Layer.provide(gateway), Layer.provide(adapters), Layer.provideMerge(backend.layer())),
        scope
      )

      const tokenFile = join(dataDir, ADMIN_TOKEN_FILE)
      expect(statSync(tokenFile).mode & 0o777).toBe(0o600)
      expect(statSync(join(dataDir, ADMIN_ENDPOINT_FILE)).mode & 0o777).toBe(0o600)
      const endpoint = readFileSync(join(dataDir, ADMIN_ENDPOINT_FILE), "utf8").trim()
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

      // Without the token: refused.
      const anonymous = yield* Effect.promise(() => fetch(`${endpoint}/admin/audit`))
      expect(anonymous.status).toBe(401)
      const wrong = yield* Effect.promise(() => fetch(`${endpoint}/admin/audit`, { headers: { authorization: "Bearer nope" } }))
      expect(wrong.status).toBe(401)

      // The tools find it from DATA_DIR and get answers.
      process.env.DATA_DIR = dataDir
      const saved = process.env.DATABASE_URL
      delete process.env.DATABASE_URL
      const channel = findChannel()
      expect(channel.kind).toBe("server")
      if (channel.kind !== "server") return
      const audit = (yield* Effect.promise(() => callServer(channel, "GET", "/admin/audit"))) as { summary: { violations: number } }
      expect(audit.summary.violations).toBe(0)
      const reconcile = (yield* Effect.promise(() => callServer(channel, "POST", "/admin/reconcile", { minAge: "0 seconds" }))) as {
        checked: number
      }
      expect(reconcile.checked).toBe(0)
      // What the public /api/health does not say.
      const health = (yield* Effect.promise(() => callServer(channel, "GET", "/admin/health"))) as { adapters: Record<string, string>; eventStore: { position: string } }
      expect(health.adapters).toEqual({ database: "pglite (in memory)", payments: "local gateway" })
      expect(health.eventStore.position).toMatch(/^\d+$/)
      const missing = yield* Effect.promise(() => callServer(channel, "POST", "/admin/support/resolve", { orderId: "order_x" }).catch((e: Error) => e.message))
      expect(missing).toBe("BadAdminRequest: --actor is required")
      const unknown = yield* Effect.promise(() =>
        callServer(channel, "POST", "/admin/support/resolve", { orderId: "order_x", actor: "asha", reason: "r" }).catch((e: Error) => e.message)
      )
      expect(unknown).toContain("OrderNotFound")

      yield* Scope.close(scope, Exit.void)
      expect(existsSync(tokenFile)).toBe(false)
      expect(() => findChannel()).toThrow(/No running Safarnama server found/)
      delete process.env.DATA_DIR
      if (saved !== undefined) process.env.DATABASE_URL = saved
    })
  )
})
