import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { eventually, logIn, renderApp } from "../test/renderApp";
import { TEST_CONFIG } from "../test/setup";

vi.mock("./LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("./PurchaseCreditsModal", async () => ({ default: (await import("../test/modalMocks")).PurchaseModalStub }));

function footer() {
  return within(document.querySelector("footer")!);
}

describe("footer", () => {
  it("lists quick links, legal pages, both support addresses and social links", () => {
    renderApp("/");
    const links = footer().getAllByRole("link").map((link) => link.textContent || link.getAttribute("aria-label"));
    expect(links).toEqual(
      expect.arrayContaining([
        "Home",
        "Make Itinerary",
        "My Itineraries",
        "Terms of Service",
        "Privacy Policy",
        "Cancellation & Refunds",
        "support@safarnama.in",
        "help@safarnama.in",
        "Safarnama on Instagram"
      ])
    );
  });

  it.each(["Make Itinerary", "My Itineraries"])("opens the login modal from %s when logged out", async (name) => {
    const { router } = renderApp("/");
    fireEvent.click(footer().getByRole("link", { name }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("goes to My Itineraries when logged in", async () => {
    logIn();
    const { router } = renderApp("/");
    fireEvent.click(footer().getByRole("link", { name: "My Itineraries" }));
    await eventually(() => expect(router.state.location.pathname).toBe("/my-itineraries"));
  });

  it("takes the support addresses from /api/config", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ ...TEST_CONFIG, supportEmails: ["a@x.in", "b@x.in"] })));
    renderApp("/");
    expect(await footer().findByRole("link", { name: "a@x.in" })).toBeTruthy();
    expect(footer().getByRole("link", { name: "b@x.in" })).toBeTruthy();
  });
});
