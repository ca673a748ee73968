import { DEFAULT_LATENCY } from "../../test/fakeGoogleMaps/latency.ts"
import { startFakeGoogleMaps } from "../../test/fakeGoogleMaps/server.ts"

/**
 * The fake Google Maps Platform on a fixed port, with its default latency, for trying the live source
 * by hand: `npx tsx services/core/devtools/fakes/googleMaps.ts`, then point GOOGLE_PLACES_API_BASE_URL
 * and GOOGLE_ROUTES_API_BASE_URL at the printed URL and set GOOGLE_MAPS_API_KEY to the printed key.
 */
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 8091)
// The fake's own key, not a secret: it only opens this loopback fake.
const apiKey = process.env.FAKE_GOOGLE_API_KEY ?? "fake-google-maps-key"
const fake = await startFakeGoogleMaps({ apiKey, port, latency: DEFAULT_LATENCY })
console.log(`fake Google Maps Platform at ${fake.baseUrl} (key: ${apiKey}); destinations: ${fake.destinations.map((d) => d.area.name).join(", ")}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
