// Lighthouse performance (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU
// slowdown) of the production build served by `vite preview`, with the Debian Chromium.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
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
  throw new Error(`vite preview did not answer at ${url}`);
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
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
  // Vite's own script under this Node (not `npx vite`): killing npx would leave the server running.
  const viteBin = path.join(path.dirname(createRequire(path.join(webDir, "package.json")).resolve("vite/package.json")), "bin", "vite.js");
  const preview = spawn(process.execPath, [viteBin, "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    cwd: webDir,
    stdio: "ignore"
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitFor(url);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await auditOnce(url));
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    return { ...median, runs: results.map((result) => result.performance) };
  } finally {
    preview.kill("SIGTERM");
  }
}
