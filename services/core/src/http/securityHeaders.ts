import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

/**
 * Where the web app may load from, and why each outside source is there (ADR 0090). Nothing else runs,
 * frames or is fetched: an injected script tag, a framing page or an exfiltrating fetch is refused by
 * the browser.
 */
const OUTSIDE_SOURCES = {
  script: [
    "https://checkout.razorpay.com", // Razorpay Checkout's checkout.js, loaded when a traveller pays
    "https://www.google.com/recaptcha/", // Firebase phone auth's invisible reCAPTCHA
    "https://www.gstatic.com/recaptcha/", // ...and the reCAPTCHA code it loads
    "https://apis.google.com" // Firebase Auth's iframe loader (gapi)
  ],
  frame: [
    "https://api.razorpay.com", // Checkout's payment window is an iframe from Razorpay
    "https://checkout.razorpay.com",
    "https://www.google.com/recaptcha/", // reCAPTCHA's challenge frame
    "https://recaptcha.google.com",
    "https://*.firebaseapp.com" // Firebase Auth's helper iframe on the project's auth domain
  ],
  connect: [
    "https://identitytoolkit.googleapis.com", // Firebase Auth: send the SMS code, sign in
    "https://securetoken.googleapis.com", // Firebase Auth: refresh the ID token
    "https://api.razorpay.com", // Checkout's own calls
    "https://lumberjack.razorpay.com" // Checkout's telemetry
  ]
} as const

/** `'sha256-...'` of each inline script of the built index.html (the prerendered landing page adds one). */
export const inlineScriptHashes = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((code) => code.trim() !== "")
    .map((code) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`)

/** The app's Content-Security-Policy. `extraConnect`: e.g. the Firebase Auth emulator in development. */
export const contentSecurityPolicy = (options: { readonly scriptHashes: ReadonlyArray<string>; readonly extraConnect: ReadonlyArray<string> }) =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...options.scriptHashes, ...OUTSIDE_SOURCES.script].join(" ")}`,
    // Mantine sets style attributes and CSS variables at run time; Razorpay's window does too.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...OUTSIDE_SOURCES.connect, ...options.extraConnect].join(" ")}`,
    `frame-src ${OUTSIDE_SOURCES.frame.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join("; ")

// The API reference page (/api/docs) is Effect's Scalar page: an inline script and Scalar's bundle from
// its CDN. It holds no traveller data, so it gets its own, wider policy instead of widening the app's.
const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.googleapis.com; font-src 'self' data: https://fonts.gstatic.com https://cdn.jsdelivr.net; img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self \"https://api.razorpay.com\")",
  // Razorpay may open a bank's page in a pop-up (netbanking); it must be able to report back.
  "cross-origin-opener-policy": "same-origin-allow-popups"
} as const

const HSTS = "max-age=31536000; includeSubDomains"

/**
 * Security headers on every answer (ADR 0090). HSTS only when the request came over HTTPS, as a trusted
 * proxy's X-Forwarded-Proto says.
 */
export const layerSecurityHeaders = (options: { readonly webDist: string; readonly trustProxy: boolean; readonly extraConnect: ReadonlyArray<string> }) => {
  const index = join(options.webDist, "index.html")
  const scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, "utf8")) : []
  const appPolicy = contentSecurityPolicy({ scriptHashes, extraConnect: options.extraConnect })
  return HttpLayerRouter.middleware(
    (httpEffect) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const response = yield* httpEffect
        const path = new URL(request.url, "http://localhost").pathname
        // This server speaks plain HTTP; TLS ends at the proxy in front of it.
        const https = options.trustProxy && request.headers["x-forwarded-proto"]?.split(",")[0]?.trim() === "https"
        return HttpServerResponse.setHeaders(response, {
          ...COMMON,
          "content-security-policy": path === "/api/docs" ? DOCS_POLICY : appPolicy,
          ...(https ? { "strict-transport-security": HSTS } : {})
        })
      }),
    { global: true }
  )
}
