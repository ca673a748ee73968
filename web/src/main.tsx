import "./styles/firstPaint";
import "./global.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { releaseTapsAfter } from "./earlyTap";
import { currentLanguage, startInStoredLanguage } from "./i18n/i18n";
import { router } from "./router";
import { loadAllStyles } from "./styles/loadAllStyles";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The build prerenders the landing page into index.html (scripts/prerender-landing.mjs): hydrate it
// there (in English, so only when the traveller reads English: a Hindi page is rendered afresh); other
// pages arrive with an empty #root. A transition lets React work in small slices instead
// of one long task, so a slow phone stays responsive while the page starts (Total Blocking Time).
// A Hindi reader's strings are a chunk of their own: loaded first, so the first frame is in Hindi.
void startInStoredLanguage().then(() =>
  startTransition(() => {
    if (window.location.pathname === "/" && container.firstElementChild && currentLanguage() === "en")
      hydrateRoot(container, app);
    else createRoot(container).render(app);
  })
);

// Taps held by the prerendered page are pressed again once the page's content is up (ReplayEarlyTap);
// whatever the first page does, they are not held longer than this.
releaseTapsAfter(10_000);

// The rest of Mantine's styles once the page is up, before anyone opens a menu or a modal.
if ("requestIdleCallback" in window) window.requestIdleCallback(() => void loadAllStyles(), { timeout: 3000 });
else setTimeout(() => void loadAllStyles(), 1500);

// The offline trip pack's service worker, once the page has loaded (docs/adr/0126-offline-trip-pack.md).
// Every build registers it, whatever its NODE_ENV (the browser tests build under "test"); under `vite`
// (dev server) the plugin's module registers nothing.
const registerWorker = () => void import("./pwa/register").then((module) => module.registerServiceWorker());
if (document.readyState === "complete") registerWorker();
else window.addEventListener("load", registerWorker, { once: true });
