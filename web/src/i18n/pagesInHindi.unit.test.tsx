import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Answer, stubRoutes } from "../test/apiRoutes";
import { makeContent, makeItinerary } from "../test/itineraries";
import { logIn, renderApp } from "../test/renderApp";
import { i18n } from "./i18n";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({ default: (await import("../test/modalMocks")).PurchaseModalStub }));

// The pages whose words load with their own chunks (pageNamespaces.ts), read in Hindi: at the first
// render when Hindi was chosen before, and after a switch made on the page itself.

const TOKEN = "s3cr3tShareTokenAbcdefgh";
const shared = makeItinerary({ content: makeContent(), shareUrl: TOKEN, createdAt: "2026-03-10T09:30:00.000Z" });

const serveList = (list: () => Answer) =>
  stubRoutes({ "GET /itinerary/my-itineraries": list, "GET /auth/credits": () => ({ body: { credits: 9 } }) });

describe("the itinerary and My Itineraries in Hindi", () => {
  it("shows the shared itinerary in Hindi, its dates in Hindi month names and rupees grouped the Indian way", async () => {
    stubRoutes({ [`GET /itinerary/shared/${TOKEN}`]: () => ({ body: shared }) });
    await i18n.changeLanguage("hi");
    renderApp(`/itinerary/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Goa यात्रा योजना" })).toBeTruthy();
    for (const tile of ["3 दिन", "मध्यम", "अवधि", "यात्रा का प्रकार", "दिसंबर 2026"]) expect(screen.getByText(tile)).toBeTruthy();
    for (const action of ["प्रिंट करें", "PDF डाउनलोड करें", "लिंक कॉपी करें"]) expect(screen.getByRole("button", { name: action })).toBeTruthy();
    expect(screen.getByRole("toolbar", { name: "यात्रा योजना के विकल्प" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "दिन-ब-दिन योजना" })).toBeTruthy();
    expect(screen.getByTestId("generated-on").textContent).toBe("10 मार्च 2026 को बनाई गई · Safarnama");
    expect(screen.getByTestId("group-total").textContent).toMatch(/^\d+ यात्रियों के लिए कुल: ₹[\d,]+$/);
    expect(document.body.textContent).not.toContain("Travel Itinerary");

    fireEvent.click(screen.getByRole("button", { name: "कैलेंडर में जोड़ें" }));
    const dialog = await screen.findByRole("dialog", { name: "कैलेंडर में जोड़ें" });
    expect(within(dialog).getByRole("button", { name: "बंद करें" })).toBeTruthy();
    expect(within(dialog).getByLabelText(/यात्रा का पहला दिन/)).toBeTruthy();
  });

  it("switches the open itinerary to Hindi and back without reloading it", async () => {
    stubRoutes({ [`GET /itinerary/shared/${TOKEN}`]: () => ({ body: shared }) });
    renderApp(`/itinerary/${TOKEN}`);
    await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" });
    fireEvent.click(within(document.querySelector("footer")!).getByRole("button", { name: "Switch language to हिन्दी" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Goa यात्रा योजना" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "ख़र्च का ब्योरा" })).toBeTruthy();
    fireEvent.click(within(document.querySelector("footer")!).getByRole("button", { name: "भाषा बदलें: English" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeTruthy();
  });

  it("shows My Itineraries' cards and their actions in Hindi", async () => {
    serveList(() => ({ body: [shared] }));
    await i18n.changeLanguage("hi");
    logIn();
    renderApp("/my-itineraries");
    expect(await screen.findByRole("heading", { level: 1, name: "मेरी यात्रा योजनाएँ" })).toBeTruthy();
    const card = within(await screen.findByRole("article", { name: "Goa" }));
    expect(card.getByText("10 मार्च 2026 को बनाई गई")).toBeTruthy();
    // The travel month in Hindi too (hi-IN), not "December 2026" beside "3 दिन".
    expect(card.getByText("3 दिन · दिसंबर 2026")).toBeTruthy();
    expect(card.getByRole("button", { name: "Goa की योजना मिटाएँ" })).toBeTruthy();
    expect(card.getByRole("link", { name: "देखें" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "नई यात्रा योजना बनाएँ" })).toBeTruthy();
  });

  it("asks before deleting in Hindi", async () => {
    serveList(() => ({ body: [shared] }));
    await i18n.changeLanguage("hi");
    logIn();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    renderApp("/my-itineraries");
    fireEvent.click(await screen.findByRole("button", { name: "Goa की योजना मिटाएँ" }));
    expect(confirm).toHaveBeenCalledWith("क्या आप सच में यह यात्रा योजना हटाना चाहते हैं?\n\nGoa · 3 दिन · दिसंबर 2026");
  });

  it("shows the empty state in Hindi", async () => {
    serveList(() => ({ body: [] }));
    await i18n.changeLanguage("hi");
    logIn();
    renderApp("/my-itineraries");
    expect(await screen.findByRole("heading", { level: 1, name: "अभी कोई यात्रा योजना नहीं" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "अपनी पहली यात्रा योजना बनाएँ" })).toBeTruthy();
  });

  it("shows the Terms and Privacy bodies in Hindi, their links kept", async () => {
    await i18n.changeLanguage("hi");
    renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "सेवा की शर्तें" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: /शर्तों की स्वीकृति/ })).toBeTruthy();
    fireEvent.click(within(document.querySelector("article")!).getByRole("link", { name: "गोपनीयता नीति" }));
    expect(await screen.findByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeTruthy();
    expect(screen.getByText("देखना:")).toBeTruthy();
    expect(document.querySelector("article")!.textContent).toContain("Safarnama 13 साल से कम उम्र");
  });
});
