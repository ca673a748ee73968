import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:http"
import { DEFAULT_LATENCY } from "../../test/fakeGoogleMaps/latency.ts"
import { startFakeGoogleMaps } from "../../test/fakeGoogleMaps/server.ts"
import { startFakeOpenAI } from "../../test/fakeOpenAI.ts"
import { startFakeRazorpay } from "../../test/fakeRazorpay.ts"
import { EMULATOR_PROJECT, startAuthEmulator } from "../../test/firebaseAuthEmulator.ts"

/**
 * `npm run start:fakes`: the app on its production adapters (OpenAI writer, Google Maps Platform for the
 * live guides and the places' facts, Razorpay, Firebase phone login) against local stand-ins that speak
 * their protocols: the loopback fakes of OpenAI, Google and Razorpay, and the Firebase Auth emulator
 * (issue 41). The server is the real one (`npm start`'s main.ts). Ctrl-C stops it and every fake.
 *
 * Razorpay's checkout page is a script from Razorpay's own site, which this machine cannot reach: a
 * payment is made at this runner's pay address instead (it pays the order at the fake and sends the app
 * the signed webhook Razorpay would send).
 */
const PORT = Number(process.env.PORT ?? 3000)
const PAY_PORT = Number(process.env.FAKE_PAY_PORT ?? 8094)
const MAIN = new URL("../../src/main.ts", import.meta.url).pathname
const ROOT = new URL("../../../..", import.meta.url).pathname

/** The fakes' own keys: not secrets, they only open these loopback fakes. */
const GOOGLE_KEY = "fake-google-maps-key"

const stops: Array<() => Promise<void>> = []
let server: ChildProcess | undefined
let stopping = false

const stopAll = async (code: number) => {
  if (stopping) return
  stopping = true
  if (server && server.exitCode === null) {
    server.kill("SIGTERM")
    const killer = setTimeout(() => server?.kill("SIGKILL"), 10_000)
    await new Promise((resolve) => server!.once("exit", resolve))
    clearTimeout(killer)
  }
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  process.exit(code)
}
process.on("SIGINT", () => void stopAll(0))
process.on("SIGTERM", () => void stopAll(0))

const google = await startFakeGoogleMaps({ apiKey: GOOGLE_KEY, latency: DEFAULT_LATENCY })
stops.push(() => google.close())
const openai = await startFakeOpenAI({ tokensPerSecond: 50 })
stops.push(() => openai.close())
const razorpay = await startFakeRazorpay()
stops.push(() => razorpay.close())
const emulator = await startAuthEmulator()
if (emulator.ok) stops.push(() => emulator.emulator.stop())

const appUrl = `http://127.0.0.1:${PORT}`

/** POST /pay/<order id>: the order is paid at the fake Razorpay and the app gets the signed webhook. */
const pay = createServer((req, res) => {
  const orderId = /^\/pay\/(order_[A-Za-z0-9]+)$/.exec(req.url ?? "")?.[1]
  if (req.method !== "POST" || orderId === undefined || !razorpay.orders.has(orderId)) {
    res.writeHead(404, { "content-type": "text/plain" }).end(`POST /pay/<order id>; known orders: ${[...razorpay.orders.keys()].join(", ") || "none yet"}\n`)
    return
  }
  const { paymentId } = razorpay.pay(orderId)
  const { body, signature } = razorpay.webhook(orderId, paymentId)
  void fetch(`${appUrl}/api/payments/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-razorpay-signature": signature }, body })
    .then((answer) => res.writeHead(200, { "content-type": "text/plain" }).end(`paid ${orderId} (${paymentId}); the app answered the webhook ${answer.status}\n`))
    .catch((error: Error) => res.writeHead(502, { "content-type": "text/plain" }).end(`paid ${orderId}, but the webhook failed: ${error.message}\n`))
})
await new Promise<void>((resolve) => pay.listen(PAY_PORT, "127.0.0.1", resolve))
stops.push(() => new Promise((resolve) => pay.close(() => resolve())))

const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  // Its own data: the fakes' orders and logins never mix with `npm start`'s.
  DATA_DIR: process.env.DATA_DIR ?? "./data/fakes",
  HOST: process.env.HOST ?? "127.0.0.1",
  PORT: String(PORT),
  ITINERARY_WRITER: "openai",
  OPENAI_API_KEY: "sk-fake-not-a-secret",
  OPENAI_BASE_URL: openai.baseURL,
  OPENAI_MODEL: "fake",
  GOOGLE_MAPS_API_KEY: GOOGLE_KEY,
  GOOGLE_PLACES_API_BASE_URL: google.baseUrl,
  GOOGLE_ROUTES_API_BASE_URL: google.baseUrl,
  // The fake serves Places API (New) and Routes, not the autocomplete: suggestions stay on the gazetteer.
  PLACES_PROVIDER: "gazetteer",
  RAZORPAY_KEY_ID: razorpay.keyId,
  RAZORPAY_KEY_SECRET: razorpay.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
  RAZORPAY_API_BASE_URL: razorpay.url,
  ...(emulator.ok
    ? { FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_API_KEY: "fake-firebase-web-key", FIREBASE_AUTH_EMULATOR_HOST: emulator.emulator.host }
    : {})
}
server = spawn(process.execPath, ["--import", "tsx", MAIN], { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] })
server.once("exit", (code) => void stopAll(code ?? 1))

for (const deadline = Date.now() + 120_000; Date.now() < deadline && server.exitCode === null; ) {
  const up = await fetch(`${appUrl}/api/health`).then((r) => r.ok, () => false)
  if (up) break
  await new Promise((resolve) => setTimeout(resolve, 300))
}

console.log(
  [
    "",
    `Safarnama on its production adapters: ${appUrl}`,
    `  OpenAI writer      -> fake at ${openai.baseURL} (50 tokens a second)`,
    `  Google Maps        -> fake at ${google.baseUrl} (live guides for ${google.destinations.map((d) => d.area.name).join(", ")}; Google's latency)`,
    `  Razorpay           -> fake at ${razorpay.url}; pay an order with: curl -X POST http://127.0.0.1:${PAY_PORT}/pay/<order id>`,
    emulator.ok
      ? `  Firebase login     -> Auth emulator at ${emulator.emulator.host}; the codes sent: http://${emulator.emulator.host}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`
      : `  Firebase login     -> not started (${emulator.reason}); local codes in this log instead`,
    "  Ctrl-C stops the app and every fake.",
    ""
  ].join("\n")
)
