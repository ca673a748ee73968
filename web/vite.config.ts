import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { ITINERARY_CACHE, MY_LIST_CACHE } from "./src/pwa/caches.ts";

// The landing page must stay within 180 KB of gzipped initial JavaScript (issue 7 budget): the modals
// and every route other than / are lazy imports, so Vite splits them into their own chunks.
export default defineConfig({
  plugins: [
    react(),
    // The offline trip pack (docs/adr/0126-offline-trip-pack.md): an installable app whose shell is
    // precached and whose itineraries open offline once opened. src/pwa/register.ts registers it after
    // the page loads (injectRegister: false keeps its script out of index.html and the first load).
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Safarnama: AI Travel Itinerary Planner",
        short_name: "Safarnama",
        description: "Day-by-day travel itineraries with timings, local experiences and budgets in rupees, planned by AI.",
        lang: "en-IN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#c2410c",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" }
        ]
      },
      workbox: {
        // The same worker whatever NODE_ENV the build runs under (the browser tests build with "test").
        mode: "production",
        // The app shell: every script, style, font and icon of the build, and index.html for every route.
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        // The precompressed copies are the server's business, not the worker's; the link-preview card
        // is for other apps.
        globIgnores: ["**/*.br", "**/*.gz", "og-image.png"],
        navigateFallback: "index.html",
        // The API, its docs and PDFs are never the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // The first visit is enough: the worker controls the page that installed it at once.
        clientsClaim: true,
        // A new version waits for the traveller's "Reload" (src/pwa/AppNotices.tsx).
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // An itinerary opened by its share link (the traveller's own ones open that way too).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/itinerary\/shared\/[^/]+$/.test(url.pathname),
            handler: "NetworkFirst",
            method: "GET",
            options: {
              cacheName: ITINERARY_CACHE,
              // On a slow network the saved copy shows after 6 s instead of a long wait.
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 60 }
            }
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/itinerary/my-itineraries",
            handler: "NetworkFirst",
            method: "GET",
            options: {
              cacheName: MY_LIST_CACHE,
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 1 }
            }
          }
        ]
      }
    })
  ],
  // The itinerary contract (Effect Schemas) is shared with core. The web imports its types only
  // (`import type`), which the build erases, so Effect never reaches the bundle.
  resolve: {
    alias: { "@contract": fileURLToPath(new URL("../services/events/src/contract", import.meta.url)) }
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // The page's start-up script adds its own modulepreload links (scripts/prerender-landing.mjs); a
    // browser without modulepreload (Safari before 17) just fetches each module when it is imported.
    modulePreload: { polyfill: false },
    // React, i18next and React Router in chunks of their own: the page runs each in a task of its own,
    // then the app (scripts/prerender-landing.mjs), instead of one long task on a slow phone (Total
    // Blocking Time). Mantine stays split by page: in one chunk, the landing page would load all of it.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "i18n", test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ }
          ]
        }
      }
    }
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" }
  },
  preview: {
    proxy: { "/api": "http://127.0.0.1:3000" }
  }
});
