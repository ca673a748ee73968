import { Config, Duration, Effect, Layer, Option } from "effect"
import { chooseGateway, type GatewayChoice, PaymentsConfig, resolveLocalGatewaySecrets } from "../../adapters/payment-gateway/config.ts"
import { layerLocalGateway } from "../../adapters/payment-gateway/LocalGateway.ts"
import { layerRazorpayGateway } from "../../adapters/payment-gateway/RazorpayGateway.ts"
import { layerAdminChannel } from "../admin/AdminChannel.ts"
import { CreditBalancesLive } from "../credits/CreditBalancesLive.ts"
import { layerLocalWebhookDelivery } from "./localWebhooks.ts"
import { layerReconciler } from "./reconciler.ts"

/** What /api/config may say about payments: the provider and the public key id, never a secret. */
export interface PaymentsPublicConfig {
  readonly provider: "local" | "razorpay"
  readonly keyId: string
}

const parseInterval = (text: string): Option.Option<Duration.Duration> =>
  text.trim().toLowerCase() === "off" ? Option.none() : Duration.decodeUnknown(text.trim())

const gatewayLayer = (choice: GatewayChoice, dataDir: string | undefined) =>
  Effect.gen(function* () {
    if (choice.provider === "razorpay") {
      return { services: layerRazorpayGateway(choice.options), localGateway: undefined, keyId: choice.options.keyId }
    }
    const secrets = yield* resolveLocalGatewaySecrets(dataDir)
    // One instance (layers are memoised by reference): the port for the app, the checkout for the
    // dev routes the composition root mounts.
    const local = layerLocalWebhookDelivery(choice.webhooks).pipe(Layer.provideMerge(layerLocalGateway(secrets)))
    return { services: local, localGateway: local, keyId: secrets.keyId }
  })

/**
 * Credits and payments wired from configuration: the gateway adapter (Razorpay or the local stand-in,
 * whose dev checkout routes the composition root mounts from `localGateway`), credit balances, and the reconciler running every RECONCILE_INTERVAL
 * (where `reconcile` says this process runs it).
 */
export const paymentsModule = (options: {
  readonly dataDir: string | undefined
  readonly production: boolean
  readonly reconcile: boolean
  /** The CLIs' local admin channel: only for the embedded database, which belongs to one process. */
  readonly adminChannel: boolean
}) =>
  Effect.gen(function* () {
    const config = yield* PaymentsConfig
    const choice = yield* chooseGateway(config, options.production)
    const gateway = yield* gatewayLayer(choice, options.dataDir)
    const interval = parseInterval(config.reconcileInterval)
    if (Option.isNone(interval) && config.reconcileInterval.trim().toLowerCase() !== "off") {
      return yield* Effect.dieMessage(`RECONCILE_INTERVAL must be a duration such as "10 minutes", or "off"; got "${config.reconcileInterval}"`)
    }
    const reconciler = Option.match(options.reconcile ? interval : Option.none(), {
      onNone: () => Layer.empty,
      onSome: (every) => layerReconciler({ interval: every, minAge: config.reconcileMinAge })
    })
    const description =
      choice.provider === "razorpay"
        ? `razorpay${Option.isSome(config.razorpayApiBaseUrl) ? ` (api ${config.razorpayApiBaseUrl.value})` : ""}`
        : `local gateway (dev checkout; webhooks ${choice.webhooks ? "on" : "off"})`
    // The local admin channel for the CLIs exists where there is a data folder to protect it with.
    const adminPort = yield* Config.integer("ADMIN_PORT").pipe(Config.withDefault(0))
    const admin =
      options.dataDir === undefined || !options.adminChannel ? Layer.empty : layerAdminChannel({ dataDir: options.dataDir, port: adminPort })
    return {
      adapters: { payments: description },
      publicConfig: { provider: choice.provider, keyId: gateway.keyId } satisfies PaymentsPublicConfig,
      reconcileMinAge: config.reconcileMinAge,
      layer: Layer.mergeAll(Layer.merge(reconciler, admin).pipe(Layer.provideMerge(gateway.services)), CreditBalancesLive),
      /** The local gateway's layer while it is the one chosen (its dev checkout needs this instance). */
      localGateway: gateway.localGateway
    }
  })
