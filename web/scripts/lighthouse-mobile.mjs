// Lighthouse performance (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU
// slowdown) of the production build served by the real server (`npm start`'s, services/core/src/main.ts),
// with the Debian Chromium: `vite preview` compresses on its own, so it measured a server travellers
// never use (docs/adr/0090-edge.md).
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

/** Bytes on the wire, as a phone's browser receives them, for the landing page and the files its HTML names. */
async function landingTransfer(url) {
  const get = (target) =>
    new Promise((resolve, reject) => {
      http
        .get(target, { headers: { "accept-encoding": "gzip, deflate, br" } }, (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("end", () => resolve({ bytes: Buffer.concat(chunks), encoding: answer.headers["content-encoding"] }));
        })
        .on("error", reject);
    });
  const page = await get(url);
  const html = (page.encoding === "br" ? brotliDecompressSync(page.bytes) : page.encoding === "gzip" ? gunzipSync(page.bytes) : page.bytes).toString();
  // Attributes, and the quoted paths of the inline script that loads the app after the first paint.
  const files = new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  let bytes = page.bytes.length;
  for (const file of files) bytes += (await get(new URL(file, url))).bytes.length;
  return { landingTransferBytes: bytes, landingFiles: files.size + 1 };
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    // Lighthouse sometimes loses the page's navigation start on this headless Chromium (NO_NAVSTART):
    // no figures at all, which is a failed measurement, not a score of 0.
    if (result.lhr.runtimeError) return undefined;
    const { categories, audits } = result.lhr;
    const metric = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: audits["cumulative-layout-shift"]?.numericValue ?? null,
      speedIndexMs: metric("speed-index")
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Audits `runs` times with a fresh browser each and returns the median run (by score), as Lighthouse
 * recommends: one run on a shared 2-core machine swings by 10 points with whatever else is running.
 */
export async function runLighthouse({ webDir, runs = 3 }) {
  const port = await freePort();
  const root = path.resolve(webDir, "..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  // tsx's own script under this Node (not `npx tsx`): killing npx would leave the server running.
  const tsxBin = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
  const server = spawn(process.execPath, [tsxBin, path.join(root, "services/core/src/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "development" },
    stdio: "ignore"
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitFor(`${url}api/health`, 60_000);
    const transfer = await landingTransfer(url);
    const results = [];
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
      const result = await auditOnce(url);
      if (result) results.push(result);
    }
    if (results.length === 0) throw new Error("lighthouse: no run measured the page");
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    return { ...median, runs: results.map((result) => result.performance), ...transfer };
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
