import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "../AppProviders";
import { appRoutes } from "../appRoutes";
import { GENERATING_STORAGE_KEY, generatingStore } from "../stores/generating";
import { type SessionState, sessionStore, type User } from "../stores/session";
import { TEST_USER } from "./fixtures";

export { TEST_USER };

/** Renders the whole app (shell, router, guard) at `path`, as the browser would. */
export function renderApp(path = "/") {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { ...view, router };
}

export function logIn(user: User = TEST_USER, token = "test-token"): SessionState {
  sessionStore.setSession(user, token);
  return sessionStore.getState();
}

/** Puts one generation in progress, as the trip form would when it submits. */
export function startGenerating(): void {
  const now = new Date().toISOString();
  localStorage.setItem(
    GENERATING_STORAGE_KEY,
    JSON.stringify({
      state: {
        generatingItineraries: [
          {
            id: "temp-1",
            tempId: "temp-1",
            destination: "Goa",
            destinationType: "domestic",
            duration: 3,
            travelDates: "December 2026",
            createdAt: now,
            pollingStartedAt: now,
            pollingAttempts: 0,
            progress: 0,
            estimatedTimeRemaining: "Calculating..."
          }
        ]
      },
      version: 3
    })
  );
  generatingStore.reload();
}

/** vi.waitFor with room for lazy chunks on a busy machine (see setup.ts). */
export function eventually<T>(assertion: () => T): Promise<T> {
  return vi.waitFor(assertion, { timeout: 5000, interval: 20 });
}
