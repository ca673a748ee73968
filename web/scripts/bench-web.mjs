#!/usr/bin/env node
// Landing-page budget check (issue 7): the gzip size of the JavaScript that web/dist/index.html loads
// before the page can run (its module entry plus everything it preloads or statically imports),
// against the 180 KB budget. Prints one JSON line per measurement on stdout; details go to stderr.
//
//   node web/scripts/bench-web.mjs               build if web/dist is missing, then measure
//   node web/scripts/bench-web.mjs --build       always build first
//   node web/scripts/bench-web.mjs --lighthouse  also run Lighthouse (mobile) against the real server (npm start's)
//                                                (median of 3 runs; --runs=N to change)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(webDir, "dist");
const BUDGET_BYTES = 180 * 1024;
const args = new Set(process.argv.slice(2));

function build() {
  process.stderr.write("bench-web: building web/dist (vite build + landing prerender)...\n");
  // stdout stays clean for the JSON lines: the build's own output goes to stderr.
  execFileSync("npm", ["run", "build", "--silent"], { cwd: webDir, stdio: ["ignore", process.stderr, "inherit"] });
}

/**
 * Entry script and modulepreload links of index.html, as paths inside dist; and the scripts the page's
 * inline start-up script loads after the first paint (scripts/prerender-landing.mjs), which every
 * visit loads just the same.
 */
function initialScripts(html) {
  const urls = new Set();
  for (const [, code] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const [, url] of code.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(url);
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) urls.add(href);
  }
  return [...urls].filter((url) => !/^(https?:)?\/\//.test(url)).map((url) => path.join(distDir, url.replace(/^\//, "")));
}

/** Static imports (`import ... from "./x.js"`, `import "./x.js"`) also load before the entry runs. */
function staticImports(file, code) {
  const found = [];
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1];
    if (specifier.startsWith(".")) found.push(path.resolve(path.dirname(file), specifier));
    else if (specifier.startsWith("/")) found.push(path.join(distDir, specifier.slice(1)));
  }
  return found;
}

function measureInitialJs() {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const queue = initialScripts(html);
  const seen = new Set();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    const size = gzipSync(code).length;
    gzipBytes += size;
    process.stderr.write(`bench-web: ${path.relative(distDir, file)} ${code.length} B raw, ${size} B gzip\n`);
    queue.push(...staticImports(file, code.toString("utf8")));
  }
  return gzipBytes;
}

if (args.has("--build") || !existsSync(path.join(distDir, "index.html"))) build();
const gzipBytes = measureInitialJs();
console.log(JSON.stringify({ name: "landing-initial-js", gzipBytes, budgetBytes: BUDGET_BYTES }));
if (gzipBytes > BUDGET_BYTES) process.stderr.write(`bench-web: over budget by ${gzipBytes - BUDGET_BYTES} B\n`);

if (args.has("--lighthouse")) {
  const { runLighthouse } = await import("./lighthouse-mobile.mjs");
  const runsArg = process.argv.find((arg) => arg.startsWith("--runs="));
  const result = await runLighthouse({ webDir, runs: runsArg ? Number(runsArg.slice(7)) : 3 });
  console.log(JSON.stringify({ name: "lighthouse-mobile", ...result }));
}
