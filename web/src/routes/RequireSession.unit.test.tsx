import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { eventually, logIn, renderApp } from "../test/renderApp";
import type { ReturnToState } from "./RequireSession";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

describe("access guard", () => {
  it.each(["/make-itinerary", "/my-itineraries"])(
    "sends a logged-out visitor of %s to / with a warning, remembering the page",
    async (path) => {
      const { router } = renderApp(`${path}?from=ad#top`);
      expect(await screen.findByText("Please login to access this feature")).toBeTruthy();
      await eventually(() => expect(router.state.location.pathname).toBe("/"));
      expect((router.state.location.state as ReturnToState).from).toEqual({ pathname: path, search: "?from=ad", hash: "#top" });
      expect(await screen.findByRole("heading", { level: 1, name: "Your Perfect Trip, Planned by AI" })).toBeTruthy();
    }
  );

  it("takes the visitor back to the remembered page after login", async () => {
    const { router } = renderApp("/my-itineraries");
    await eventually(() => expect(router.state.location.pathname).toBe("/"));
    act(() => {
      logIn();
    });
    await eventually(() => expect(router.state.location.pathname).toBe("/my-itineraries"));
    expect(await screen.findByRole("heading", { level: 1, name: "My Itineraries" })).toBeTruthy();
  });

  it("keeps a traveller who logs in on / without a remembered page on /", async () => {
    const { router } = renderApp("/");
    act(() => {
      logIn();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets a logged-in traveller in", async () => {
    logIn();
    const { router } = renderApp("/make-itinerary");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma, Let's Plan Your Trip!" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/make-itinerary");
    expect(screen.queryByText("Please login to access this feature")).toBeNull();
  });

  it.each([
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/cancellation-refunds", "Cancellation and Refunds Policy"]
  ])("always allows %s", async (path, title) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText("Please login to access this feature")).toBeNull();
  });

  it("shows a shared itinerary route without a session", async () => {
    const { router } = renderApp("/itinerary/abc123");
    // The default test server knows no itinerary: the public page answers, without a login.
    expect(await screen.findByRole("heading", { level: 1, name: "Itinerary not found" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/itinerary/abc123");
  });

  it("sends /itinerary without a share id to /make-itinerary (and so, logged out, to /)", async () => {
    logIn();
    const { router } = renderApp("/itinerary");
    await eventually(() => expect(router.state.location.pathname).toBe("/make-itinerary"));
  });

  it("shows the router's fallback page for an unknown address", async () => {
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("404 Not Found")).toBeTruthy();
  });
});
