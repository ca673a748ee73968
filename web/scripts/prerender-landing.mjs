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

/**
 * The page's scripts start after its first paint, React, i18next and React Router each in a task of its
 * own, then the app.
 * Vite's `<script type="module" src>` and `<link rel="modulepreload">` fetch at once and run before the
 * first frame when they arrive first (a fast network, or the offline pack's cache): the prerendered
 * page then waited behind about a second of script on a slow phone, and Lighthouse's simulated slow 4G
 * counted the 180 KB of script in its first and largest paint (2.3-2.4 s). Measured on the real server,
 * median of 3, twice: performance 94 and 94 -> 99 and 99, LCP 2.3-2.4 s -> 1.2 s (ADR 0090).
 * "After the first paint" is the browser's own paint entry: a frame callback came before the frame was
 * shown often enough to put the scripts back in Lighthouse's first paint. A page opened in a background
 * tab paints nothing, and any page but / has nothing prerendered to paint, so those start at once; a
 * browser without paint entries waits a frame, and none waits more than 3 s.
 *
 * A tap on a button of the prerendered page before the app answers it is kept (the last one) and
 * replayed once the app has started (main.tsx calls `__safarnamaStarted`), instead of being lost.
 */
// A classic script in <head>: it holds taps from the first frame on, which the browser may paint before
// it has parsed the whole page (and run the module script below).
const HOLD_TAPS_SCRIPT = `{
const early = (event) => {
  const button = event.target instanceof Element && event.target.closest("button,[role=button]");
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  window.__safarnamaEarlyTap = button;
};
addEventListener("click", early, true);
window.__safarnamaStarted = () => {
  removeEventListener("click", early, true);
  const button = window.__safarnamaEarlyTap;
  window.__safarnamaEarlyTap = undefined;
  if (button && button.isConnected) button.click();
};
}`;

const START_SCRIPT = `
const start = () => {
  for (const href of PRELOADS) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const next = (urls) => (urls.length === 0 ? import(ENTRY) : import(urls[0]).then(() => setTimeout(() => next(urls.slice(1)))));
  next(FIRST);
};
if (location.pathname !== "/" || document.visibilityState === "hidden") start();
else {
  let begun = false;
  const once = () => {
    if (!begun) {
      begun = true;
      start();
    }
  };
  try {
    new PerformanceObserver((entries, observer) => {
      observer.disconnect();
      setTimeout(once);
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once));
  }
  setTimeout(once, 3000);
}
`;

/** Chunks run one task each before the app (vite.config.ts names them), so none is one long task. */
const FIRST_CHUNKS = ["react", "i18n", "router"];

function startAfterFirstPaint(page) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(page);
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
  // The chunk's name and its 8-character hash, so "react" does not also match "react-remove-scroll-….js".
  const first = FIRST_CHUNKS.map((name) => preloads.map((m) => m[1]).find((href) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(href)));
  if (!entry || first.some((href) => href === undefined)) {
    throw new Error(`prerender: expected the entry script and the chunks ${FIRST_CHUNKS.join(", ")} in dist/index.html`);
  }
  let html = page.replace(entry[0], "");
  for (const preload of preloads) html = html.replace(preload[0], "");
  const oneLine = (code) =>
    code
      .split("\n")
      .map((line) => line.trim())
      .join("");
  const start = START_SCRIPT.replace("PRELOADS", JSON.stringify(preloads.map((m) => m[1])))
    .replace("FIRST", JSON.stringify(first))
    .replace("ENTRY", JSON.stringify(entry[1]));
  return html
    .replace("</head>", `  <script>${oneLine(HOLD_TAPS_SCRIPT)}</script>\n  </head>`)
    .replace("</body>", `<script type="module">${oneLine(start)}</script>\n  </body>`);
}

// The server answers every route with index.html; on any page but / the landing markup must not show.
const keepOnLandingOnly = `<script>if(location.pathname!=="/")document.getElementById("root").replaceChildren()</script>`;
const index = readFileSync(indexPath, "utf8");
const marker = '<div id="root"></div>';
if (!index.includes(marker)) throw new Error(`prerender: ${marker} not found in dist/index.html`);
const prerendered = startAfterFirstPaint(index.replace(marker, `<div id="root">${html}</div>${keepOnLandingOnly}`));
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
