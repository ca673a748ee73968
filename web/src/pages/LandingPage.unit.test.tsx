import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BENEFITS } from "../landing/Benefits";
import { SHOWCASE_DESTINATIONS } from "../landing/destinations";
import { eventually, logIn, renderApp, startGenerating } from "../test/renderApp";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

const DOMESTIC = ["Rajasthan", "Kerala", "Himachal Pradesh", "Goa", "Lakshadweep", "Varanasi"];
const INTERNATIONAL = ["Switzerland", "Bali", "Japan", "Maldives", "Dubai", "New Zealand"];

function cardNames(): string[] {
  return screen.getAllByTestId("destination-card").map((card) => within(card).getByRole("heading").textContent!);
}

describe("landing page", () => {
  it("shows the hero with its get-started button", () => {
    renderApp("/");
    expect(screen.getByRole("heading", { level: 1, name: "Your Perfect Trip, Planned by AI" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make Your Itinerary Now" })).toBeTruthy();
    expect(screen.getByText("Smart destination planning")).toBeTruthy();
    expect(screen.getByText("Day-by-day itinerary with timings")).toBeTruthy();
    expect(screen.getByText("Local experiences")).toBeTruthy();
  });

  it("toggles the showcase between six domestic and six international destinations", () => {
    renderApp("/");
    expect(cardNames()).toEqual(DOMESTIC);
    fireEvent.click(screen.getByLabelText("International"));
    expect(cardNames()).toEqual(INTERNATIONAL);
    fireEvent.click(screen.getByLabelText("Domestic"));
    expect(cardNames()).toEqual(DOMESTIC);
  });

  it("gives every destination a description, three highlights and the 'Make Itinerary' hint", () => {
    for (const destinations of Object.values(SHOWCASE_DESTINATIONS)) {
      for (const destination of destinations) {
        expect(destination.description.length).toBeGreaterThan(40);
        expect(new Set(destination.highlights).size).toBe(3);
      }
    }
    renderApp("/");
    const rajasthan = within(screen.getByRole("article", { name: "Rajasthan" }));
    expect(rajasthan.getByText(SHOWCASE_DESTINATIONS.domestic[0]!.description)).toBeTruthy();
    const highlights = rajasthan.getByRole("list", { name: "Rajasthan highlights" });
    expect(within(highlights).getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      SHOWCASE_DESTINATIONS.domestic[0]!.highlights
    );
    const hint = rajasthan.getByRole("button", { name: "Make Itinerary for Rajasthan" });
    expect(hint.textContent).toBe("Make Itinerary for Rajasthan");
    expect(hint.textContent!.startsWith("Make Itinerary")).toBe(true);
  });

  it("explains the four steps and the nine benefits", () => {
    renderApp("/");
    for (const step of ["Choose Your Destination", "Set Duration and Budget", "Share Your Preferences", "Get Your Itinerary"]) {
      expect(screen.getByRole("heading", { name: step })).toBeTruthy();
    }
    expect(BENEFITS).toHaveLength(9);
    for (const title of [
      "Personalised Recommendations",
      "Price Estimates",
      "Local Insights",
      "Visa Guidance",
      "Shopping Tips",
      "Travel Tips and Safety",
      "Document Checklist",
      "Time Saving",
      "Stay Recommendations"
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { name: "Ready for Your Next Adventure?" })).toBeTruthy();
  });

  it("opens the login modal from the hero when logged out, without the stored choices", async () => {
    localStorage.setItem("selectedDestination", "Old choice");
    const { router } = renderApp("/");
    fireEvent.click(screen.getByRole("button", { name: "Make Your Itinerary Now" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("selectedDestination")).toBeNull();
    expect(localStorage.getItem("selectedTripType")).toBeNull();
  });

  it("remembers the chosen card and goes to /make-itinerary when logged in", async () => {
    logIn();
    const { router } = renderApp("/");
    fireEvent.click(screen.getByLabelText("International"));
    fireEvent.click(screen.getByRole("button", { name: "Make Itinerary for Japan" }));
    expect(localStorage.getItem("selectedTripType")).toBe("international");
    expect(localStorage.getItem("selectedDestination")).toBe("Japan");
    await eventually(() => expect(router.state.location.pathname).toBe("/make-itinerary"));
  });

  it("disables every planning button while an itinerary is generating", () => {
    logIn();
    startGenerating();
    const { router } = renderApp("/");
    const busy = screen.getAllByRole("button", { name: "Itinerary Generation in Progress..." });
    expect(busy).toHaveLength(8); // hero, six destination cards, closing call to action
    for (const button of busy) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Make Your Itinerary Now" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Make Itinerary for/ })).toBeNull();
    for (const card of screen.getAllByTestId("destination-card")) {
      expect(within(card).getByRole("button", { name: "Itinerary Generation in Progress..." })).toBeTruthy();
    }
    fireEvent.click(busy[0]!);
    expect(router.state.location.pathname).toBe("/");
  });

  it("re-enables the buttons when the generation ends", async () => {
    startGenerating();
    renderApp("/");
    expect(screen.getAllByRole("button", { name: "Itinerary Generation in Progress..." })).toHaveLength(8);
    const { generatingStore } = await import("../stores/generating");
    act(() => generatingStore.clear());
    expect(screen.getByRole("button", { name: "Make Your Itinerary Now" })).toBeTruthy();
  });
});
