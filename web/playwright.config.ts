import { defineConfig } from "@playwright/test"

// Browser tests against the whole app on its embedded defaults, in Debian's Chromium (never a
// downloaded browser). The server gets its own data folder and a pinned login code.
const port = Number(process.env.E2E_PORT ?? 4317)
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/safarnama-e2e-${process.pid}`

export default defineConfig({
  testDir: "./e2e",
  timeout: 90_000,
  fullyParallel: false,
  workers: 1,
  // On CI one more try, so a timing fluke of a 2-core machine under a 15-minute suite does not hide every
  // other result; the list reporter still prints such a test as "flaky", to be looked into. Locally none.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    // The app's service worker would answer API calls itself, out of reach of page.route(): tests that
    // fake answers get none; e2e/offline-and-previews.spec.ts allows it (docs/adr/0126-offline-trip-pack.md).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync"
      ]
    }
  },
  projects: [
    { name: "mobile-390", use: { viewport: { width: 390, height: 844 } } },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 800 } } }
  ],
  webServer: {
    // SAFARNAMA_COMPILED=1 (npm test): the compiled server on plain node, as in production.
    command: `rm -rf ${dataDir} && npm run build:web:if-missing && ${
      process.env.SAFARNAMA_COMPILED === "1" ? "node --conditions=compiled services/core/dist/main.js" : "npx tsx services/core/src/main.ts"
    }`,
    cwd: "..",
    // A port, not a URL: Playwright probes with HEAD, which the API does not route.
    port,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      AUTH_DEV_FIXED_OTP: "123456",
      // Each test calls from an address of its own (X-Forwarded-For, e2e/fixtures.ts), as travellers do.
      TRUST_PROXY: "true",
      NODE_ENV: "test"
    }
  }
})
