import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The landing page must stay within 180 KB of gzipped initial JavaScript (issue 7 budget): the modals
// and every route other than / are lazy imports, so Vite splits them into their own chunks.
export default defineConfig({
  plugins: [react()],
  // The itinerary contract (Effect Schemas) is shared with core. The web imports its types only
  // (`import type`), which the build erases, so Effect never reaches the bundle.
  resolve: {
    alias: { "@contract": fileURLToPath(new URL("../services/events/src/contract", import.meta.url)) }
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" }
  },
  preview: {
    proxy: { "/api": "http://127.0.0.1:3000" }
  }
});
