#!/usr/bin/env node
// Draws the PNGs that browsers and other apps want from our SVG sources, once; the PNGs are committed
// (docs/adr/0126-offline-trip-pack.md). Run again after changing public/favicon.svg or public/og-image.svg:
//
//   node web/scripts/generate-images.mjs
//
// - icons/icon-192.png, icon-512.png: the app's icon (the favicon) for the install prompt and home screen
// - icons/icon-maskable-512.png: the same mark on a full-bleed square, inside the 80% safe zone that
//   Android's masks keep
// - icons/apple-touch-icon.png (180 px): iOS's home-screen icon
// - og-image.png (1200x630): the site's link-preview card (WhatsApp and most apps show no SVG)
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

// The fonts the server's preview cards use too (services/core/src/adapters/preview-image/previewFonts.ts).
const fontFiles = ["Noto Sans:weight=80", "Noto Sans:weight=200"]
  .map((pattern) => spawnSync("fc-match", ["-f", "%{file}", pattern], { encoding: "utf8" }).stdout?.trim())
  .filter(Boolean);
if (fontFiles.length === 0) throw new Error("generate-images: no fonts found (install fonts-noto-core and fontconfig)");

function png(svg, width) {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Noto Sans" }
  });
  return resvg.render().asPng();
}

/** The favicon's mark on a square with no rounded corners, scaled to 80% around the centre. */
function maskable(svg) {
  const mark = svg.match(/<path[\s\S]*<\/svg>/)?.[0].replace("</svg>", "");
  const defs = svg.match(/<defs>[\s\S]*<\/defs>/)?.[0];
  if (!mark || !defs) throw new Error("generate-images: favicon.svg no longer has the expected <defs> and <path>");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(6.4 6.4) scale(0.8)">${mark}</g></svg>`;
}

const og = readFileSync(path.join(publicDir, "og-image.svg"), "utf8").replaceAll("Segoe UI, Roboto, Arial, sans-serif", "Noto Sans");
mkdirSync(path.join(publicDir, "icons"), { recursive: true });
const outputs = {
  "icons/icon-192.png": png(favicon, 192),
  "icons/icon-512.png": png(favicon, 512),
  "icons/icon-maskable-512.png": png(maskable(favicon), 512),
  "icons/apple-touch-icon.png": png(maskable(favicon), 180),
  "og-image.png": png(og, 1200)
};
for (const [name, bytes] of Object.entries(outputs)) {
  writeFileSync(path.join(publicDir, name), bytes);
  process.stderr.write(`generate-images: public/${name} ${bytes.length} B\n`);
}
