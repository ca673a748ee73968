import { Context, Layer, Schema } from "effect"
import { BRAND, SUPPORT_EMAILS } from "../app/brand.ts"

/** The phone-auth part of /api/config: which provider the web app must drive, and its public config. */
export const PhoneAuthPublicConfig = Schema.Union(
  Schema.Struct({ provider: Schema.Literal("local") }),
  Schema.Struct({
    provider: Schema.Literal("firebase"),
    firebase: Schema.Struct({
      apiKey: Schema.String,
      authDomain: Schema.String,
      projectId: Schema.String,
      appId: Schema.optional(Schema.String)
    }),
    /** Set while the server uses the Firebase Auth emulator; the browser SDK must connect to it too. */
    emulatorUrl: Schema.optional(Schema.String)
  })
)
export type PhoneAuthPublicConfig = typeof PhoneAuthPublicConfig.Type

export const PaymentsPublicConfig = Schema.Struct({
  provider: Schema.Literal("local", "razorpay"),
  /** The gateway's public key id (Razorpay's `key_id`), never its secret. */
  keyId: Schema.String
})
export type PaymentsPublicConfig = typeof PaymentsPublicConfig.Type

/**
 * The public runtime configuration the web app needs to pick its adapters. Everything here is sent to
 * every visitor: it must never hold a secret.
 */
export const PublicConfigView = Schema.Struct({
  brand: Schema.String,
  supportEmails: Schema.Array(Schema.String),
  phoneAuth: PhoneAuthPublicConfig,
  payments: PaymentsPublicConfig,
  places: Schema.Struct({ provider: Schema.Literal("gazetteer", "google") })
})
export type PublicConfigView = typeof PublicConfigView.Type

export class PublicConfig extends Context.Tag("PublicConfig")<PublicConfig, PublicConfigView>() {}

export const layerPublicConfig = (parts: Pick<PublicConfigView, "phoneAuth" | "payments" | "places">) =>
  Layer.succeed(PublicConfig, { brand: BRAND, supportEmails: [...SUPPORT_EMAILS], ...parts })
