#!/usr/bin/env node
// Runs after `vite build`: renders the landing page with React on Node (a Vite SSR build of
// src/entry-prerender.tsx) and writes the HTML into dist/index.html's #root, so phones on slow networks
// see the page at first paint instead of after ~150 KB of JavaScript (Lighthouse mobile budget).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(webDir, "node_modules", ".prerender");
const indexPath = path.join(webDir, "dist", "index.html");

await build({
  root: webDir,
  logLevel: "warn",
  build: { ssr: "src/entry-prerender.tsx", outDir, emptyOutDir: true, copyPublicDir: false }
});

const { renderLanding } = await import(pathToFileURL(path.join(outDir, "entry-prerender.js")).href);
const html = renderLanding();

// The server answers every route with index.html; on any page but / the landing markup must not show.
const keepOnLandingOnly = `<script>if(location.pathname!=="/")document.getElementById("root").replaceChildren()</script>`;
const index = readFileSync(indexPath, "utf8");
const marker = '<div id="root"></div>';
if (!index.includes(marker)) throw new Error(`prerender: ${marker} not found in dist/index.html`);
const prerendered = index.replace(marker, `<div id="root">${html}</div>${keepOnLandingOnly}`);
writeFileSync(indexPath, prerendered);
rmSync(outDir, { recursive: true, force: true });

// The service worker (vite-plugin-pwa, written during `vite build`) precaches index.html under the hash
// of the file before this step; give it the hash of the page it will really fetch, so a change to the
// landing page alone is still a new version for installed apps (docs/adr/0126-offline-trip-pack.md).
const swPath = path.join(webDir, "dist", "sw.js");
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, "utf8");
  // Minified (`{url:"index.html",revision:"…"}`) or not (`"url": "index.html",\n "revision": "…"`).
  const entry = /(["']?url["']?\s*:\s*["']index\.html["']\s*,\s*["']?revision["']?\s*:\s*["'])([0-9a-f]+)(["'])/g;
  const found = sw.match(entry) ?? [];
  if (found.length !== 1) throw new Error(`prerender: expected one index.html entry in dist/sw.js, found ${found.length}`);
  const revision = createHash("md5").update(prerendered).digest("hex");
  writeFileSync(swPath, sw.replace(entry, `$1${revision}$3`));
}
process.stderr.write(`prerender: landing page written into dist/index.html (${html.length} characters)\n`);
