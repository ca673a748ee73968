import { TracingConfig } from "@safarnama/events/observability/tracing"
import { Config, ConfigError, Duration, Either, Option, type Redacted } from "effect"
import { RolesConfig } from "./roles.ts"

/** Start-up configuration from the environment. Every variable is listed in the README. */
export const AppConfig = Config.all({
  port: Config.port("PORT").pipe(Config.withDefault(3000)),
  host: Config.string("HOST").pipe(Config.withDefault("0.0.0.0")),
  dataDir: Config.string("DATA_DIR").pipe(Config.withDefault("./data")),
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")),
  natsUrl: Config.option(Config.string("NATS_URL")),
  nodeEnv: Config.string("NODE_ENV").pipe(Config.withDefault("development")),
  sessionSecret: Config.option(Config.redacted("SESSION_SECRET")),
  webDist: Config.option(Config.string("WEB_DIST_DIR")),
  /** What this process runs (config/roles.ts); every role by default. */
  roles: RolesConfig,
  /**
   * `true` behind our own reverse proxy: the client's address is the last X-Forwarded-For entry (abuse
   * limits) and X-Forwarded-Proto says whether the request came over HTTPS (HSTS). Read here once and
   * passed to the edge, the local codes' routes and PDF export.
   */
  trustProxy: Config.boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  /**
   * The site's public origin (https://example.com) for link previews' absolute URLs; unset or empty: the
   * request's Host. Anything but an http(s) URL stops the start-up with a message.
   */
  publicOrigin: Config.string("PUBLIC_ORIGIN").pipe(
    Config.withDefault(""),
    Config.mapOrFail((value) => {
      if (value.trim() === "") return Either.right(Option.none<string>())
      const origin = publicOriginOf(value.trim())
      return origin === undefined
        ? Either.left(ConfigError.InvalidData([], `PUBLIC_ORIGIN must be an http(s) URL such as https://safarnama.in, got ${JSON.stringify(value)}`))
        : Either.right(Option.some(origin))
    })
  ),
  /** A projection runner's lease: a crashed active runner is replaced by a standby after this. */
  projectionLease: Config.duration("PROJECTION_LEASE").pipe(Config.withDefault(Duration.seconds(10))),
  /** A bearer token that lets Prometheus read /metrics from elsewhere than this machine (docs/adr/0170-metrics-and-traces.md). */
  metricsToken: Config.option(Config.redacted("METRICS_TOKEN")),
  /** A process without the api role serves /metrics on this port (off when unset). */
  metricsPort: Config.option(Config.port("METRICS_PORT")),
  /** OTEL_EXPORTER_OTLP_ENDPOINT and friends: traces exported when set (docs/adr/0170-metrics-and-traces.md). */
  tracing: TracingConfig
})

export type AppConfig = Config.Config.Success<typeof AppConfig>

export const isProduction = (config: { readonly nodeEnv: string }) => config.nodeEnv === "production"

export const optionalRedacted = (value: Option.Option<Redacted.Redacted<string>>) => Option.getOrUndefined(value)

/** `https://example.com` from a URL; undefined when it is not an http(s) URL. */
export const publicOriginOf = (value: string): string | undefined => {
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined
  } catch {
    return undefined
  }
}
