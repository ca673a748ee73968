import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually, logIn, renderApp, TEST_USER } from "../test/renderApp";

vi.mock("./LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("./PurchaseCreditsModal", async () => ({ default: (await import("../test/modalMocks")).PurchaseModalStub }));

// happy-dom applies Mantine's hiddenFrom/visibleFrom media queries to its viewport (1024 px by default).
function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({ width });
}

afterEach(() => setViewportWidth(1024));

function mainNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("header", () => {
  it("shows Home, Make Itinerary and Login when logged out", () => {
    renderApp("/");
    expect(mainNav().getByRole("link", { name: "Home" })).toBeTruthy();
    expect(mainNav().getByRole("link", { name: "Make Itinerary" })).toBeTruthy();
    expect(mainNav().queryByRole("link", { name: "My Itineraries" })).toBeNull();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.queryByTestId("credits-button")).toBeNull();
  });

  it("opens the login modal from the Login button", async () => {
    renderApp("/");
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeTruthy();
  });

  it("opens the login modal from Make Itinerary when logged out", async () => {
    const { router } = renderApp("/");
    fireEvent.click(mainNav().getByRole("link", { name: "Make Itinerary" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows My Itineraries, the credit balance and the user menu when logged in", () => {
    logIn({ ...TEST_USER, credits: 7 });
    renderApp("/");
    expect(mainNav().getByRole("link", { name: "My Itineraries" })).toBeTruthy();
    expect(screen.getByTestId("credits-button").textContent).toContain("7 Credits");
    expect(screen.getByRole("button", { name: "Account menu for Asha Verma" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("follows the balance as it changes", () => {
    logIn();
    renderApp("/");
    act(() => {
      logIn({ ...TEST_USER, credits: 1 });
    });
    expect(screen.getByTestId("credits-button").textContent).toContain("1 Credit");
  });

  it("goes to /make-itinerary from Make Itinerary when logged in", async () => {
    logIn();
    const { router } = renderApp("/");
    fireEvent.click(mainNav().getByRole("link", { name: "Make Itinerary" }));
    await eventually(() => expect(router.state.location.pathname).toBe("/make-itinerary"));
  });

  it("opens the purchase modal from the credits button", async () => {
    logIn();
    renderApp("/");
    fireEvent.click(screen.getByTestId("credits-button"));
    expect(await screen.findByRole("dialog", { name: "Buy credits" })).toBeTruthy();
  });

  it("logs out from the user menu: session, storage and cookies cleared, back to /", async () => {
    logIn();
    localStorage.setItem("itinerary-storage", JSON.stringify({ state: { generatingItineraries: [] }, version: 3 }));
    sessionStorage.setItem("draft", "x");
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets a cookie the way a page would.
    document.cookie = "session_hint=1; path=/";
    const { router } = renderApp("/my-itineraries");
    await screen.findByRole("heading", { name: "My Itineraries" });

    fireEvent.click(screen.getByRole("button", { name: "Account menu for Asha Verma" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Logout" }));

    await eventually(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("session_hint");
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    // Leaving a protected page by logging out is not a refused visit: no warning toast.
    expect(screen.queryByText("Please login to access this feature")).toBeNull();
  });

  it("turns translucent after 20 px of scroll", async () => {
    renderApp("/");
    const header = document.querySelector("header")!;
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    await act(async () => {
      window.scrollTo({ top: 21 });
      Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    await eventually(() => expect(header.hasAttribute("data-scrolled")).toBe(true));
    await act(async () => {
      Object.defineProperty(window, "scrollY", { value: 20, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    await eventually(() => expect(header.hasAttribute("data-scrolled")).toBe(false));
  });

  it("collapses into a mobile menu at 360 px with the same links and Logout", async () => {
    setViewportWidth(360);
    logIn();
    renderApp("/");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.getByTestId("credits-button")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = within(await screen.findByRole("navigation", { name: "Mobile" }));
    expect(drawer.getByRole("link", { name: "Home" })).toBeTruthy();
    expect(drawer.getByRole("link", { name: "Make Itinerary" })).toBeTruthy();
    expect(drawer.getByRole("link", { name: "My Itineraries" })).toBeTruthy();
    expect(drawer.getByRole("button", { name: "Logout" })).toBeTruthy();
  });
});
