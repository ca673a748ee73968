import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { appRoutes } from "./appRoutes";

/**
 * Renders the landing page to HTML at build time (scripts/prerender-landing.mjs puts it in
 * dist/index.html). Visitors then see the page before any JavaScript runs, and main.tsx hydrates it.
 * It renders as a logged-out visitor: the session lives in the browser, and the stores give React the
 * logged-out snapshot while hydrating, then the real one.
 */
export function renderLanding(): string {
  const router = createMemoryRouter(appRoutes, { initialEntries: ["/"] });
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
