import { createHmac, randomBytes } from "node:crypto"
import { join } from "node:path"
import { Config, Effect, Option, Redacted } from "effect"
import { readOrCreateSecret } from "../../config/secretFile.ts"
import type { LocalGatewaySecrets } from "./LocalGateway.ts"
import type { RazorpayOptions } from "./RazorpayGateway.ts"

/** Payment settings from the environment (listed in the README). Secrets are Redacted, never logged. */
export const PaymentsConfig = Config.all({
  provider: Config.option(Config.literal("local", "razorpay")("PAYMENTS_PROVIDER")),
  razorpayKeyId: Config.option(Config.string("RAZORPAY_KEY_ID")),
  razorpayKeySecret: Config.option(Config.redacted("RAZORPAY_KEY_SECRET")),
  razorpayWebhookSecret: Config.option(Config.redacted("RAZORPAY_WEBHOOK_SECRET")),
  razorpayApiBaseUrl: Config.option(Config.string("RAZORPAY_API_BASE_URL")),
  /** "off" rehearses a lost webhook: the local checkout then never calls our webhook. */
  devWebhooks: Config.literal("on", "off")("PAYMENTS_DEV_WEBHOOKS").pipe(Config.withDefault("on" as const)),
  allowDevGateway: Config.boolean("PAYMENTS_ALLOW_DEV_GATEWAY").pipe(Config.withDefault(false)),
  /** How often the reconciler looks for paid orders without credits; "off" disables it. */
  reconcileInterval: Config.string("RECONCILE_INTERVAL").pipe(Config.withDefault("10 minutes")),
  /** Orders younger than this are left to the checkout and the webhook. */
  reconcileMinAge: Config.duration("RECONCILE_MIN_AGE").pipe(Config.withDefault("2 minutes"))
})
export type PaymentsConfig = Config.Config.Success<typeof PaymentsConfig>

export type GatewayChoice =
  | { readonly provider: "razorpay"; readonly options: RazorpayOptions }
  | { readonly provider: "local"; readonly webhooks: boolean }

/**
 * Razorpay when chosen (or when its key id is set), else the local gateway. The local gateway is a
 * stand-in: it refuses to run under NODE_ENV=production unless PAYMENTS_ALLOW_DEV_GATEWAY=true.
 */
export const chooseGateway = (config: PaymentsConfig, production: boolean) =>
  Effect.gen(function* () {
    const provider = Option.getOrElse(config.provider, () => (Option.isSome(config.razorpayKeyId) ? "razorpay" : "local"))
    if (provider === "razorpay") {
      if (Option.isNone(config.razorpayKeyId) || Option.isNone(config.razorpayKeySecret) || Option.isNone(config.razorpayWebhookSecret)) {
        return yield* Effect.dieMessage(
          "Razorpay payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET"
        )
      }
      return {
        provider: "razorpay",
        options: {
          keyId: config.razorpayKeyId.value,
          keySecret: config.razorpayKeySecret.value,
          webhookSecret: config.razorpayWebhookSecret.value,
          apiBaseUrl: Option.getOrUndefined(config.razorpayApiBaseUrl)
        }
      } satisfies GatewayChoice as GatewayChoice
    }
    if (production && !config.allowDevGateway) {
      return yield* Effect.dieMessage(
        "The local payment gateway is a development stand-in and refuses NODE_ENV=production. Configure Razorpay (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET) or set PAYMENTS_ALLOW_DEV_GATEWAY=true on purpose."
      )
    }
    return { provider: "local", webhooks: config.devWebhooks === "on" } satisfies GatewayChoice as GatewayChoice
  })

export const LOCAL_KEY_ID = "rzp_test_safarnama_local"

/**
 * The local gateway's key and webhook secrets, derived from one random secret kept in DATA_DIR (mode
 * 0600) so payments signed before a restart still verify after it; in memory when there is no DATA_DIR.
 */
export const resolveLocalGatewaySecrets = (dataDir: string | undefined) =>
  Effect.promise(async (): Promise<LocalGatewaySecrets> => {
    const root = dataDir === undefined ? randomBytes(32).toString("hex") : await readOrCreateSecret(join(dataDir, "local-payments-secret"))
    const derive = (label: string) => Redacted.make(createHmac("sha256", root).update(label).digest("hex"))
    return { keyId: LOCAL_KEY_ID, keySecret: derive("key-secret"), webhookSecret: derive("webhook-secret") }
  })

