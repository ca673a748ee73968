import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "./AppProviders";
import { appRoutes } from "./appRoutes";
import { renderLanding } from "./entry-prerender";
import { eventually, logIn } from "./test/renderApp";

vi.mock("./components/LoginModal", async () => ({ default: (await import("./test/modalMocks")).LoginModalStub }));
vi.mock("./components/PurchaseCreditsModal", async () => ({ default: (await import("./test/modalMocks")).PurchaseModalStub }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function hydrate(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, "error");
  const router = createMemoryRouter(appRoutes, { initialEntries: ["/"] });
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: (error) => recoverable.push(error) }
    );
  });
  return { container, recoverable, consoleError };
}

describe("prerendered landing page", () => {
  it("contains the landing content as HTML", () => {
    const html = renderLanding();
    expect(html).toContain("Your Perfect Trip, Planned by AI");
    expect(html).toContain("Make Your Itinerary Now");
    expect(html).toContain("Rajasthan");
    expect(html).toContain("Stay Recommendations");
  });

  it("hydrates without mismatches, then shows a logged-in traveller's header", async () => {
    const html = renderLanding();
    logIn();
    const { container, recoverable, consoleError } = await hydrate(html);
    await eventually(() => expect(container.textContent).toContain("7 Credits"));
    expect(recoverable).toEqual([]);
    const hydrationWarnings = consoleError.mock.calls.filter((args) => /hydrat/i.test(String(args[0])));
    expect(hydrationWarnings).toEqual([]);
  });
});
