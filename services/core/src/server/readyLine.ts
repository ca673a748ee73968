import { HttpServer } from "@effect/platform"
import { Effect, Layer } from "effect"

/**
 * Where a traveller opens the app once the port is open: "ready at http://localhost:3000". A server bound
 * to every address (0.0.0.0, ::) is reached at localhost on this machine; PUBLIC_ORIGIN, when set, is
 * where the public reaches it.
 */
export const readyUrl = (address: HttpServer.Address, publicOrigin?: string): string => {
  if (address._tag === "UnixAddress") return `unix:${address.path}`
  const host = ["0.0.0.0", "::", "0:0:0:0:0:0:0:0"].includes(address.hostname) ? "localhost" : address.hostname.includes(":") ? `[${address.hostname}]` : address.hostname
  const local = `http://${host}:${address.port}`
  return publicOrigin === undefined ? local : `${local} (public: ${publicOrigin})`
}

/** Logs the ready line after the server listens: the last line `npm start` prints. */
export const layerReadyLine = (publicOrigin?: string) =>
  Layer.effectDiscard(HttpServer.addressWith((address) => Effect.logInfo(`ready at ${readyUrl(address, publicOrigin)}`)))
