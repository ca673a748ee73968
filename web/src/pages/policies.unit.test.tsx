import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { eventually, renderApp } from "../test/renderApp";
import { TEST_CONFIG } from "../test/setup";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

async function openPolicy(path: string, title: string) {
  renderApp(path);
  const heading = await screen.findByRole("heading", { level: 1, name: title });
  const article = heading.closest("article")!;
  return within(article as HTMLElement);
}

function sectionHeadings(): string[] {
  const headings = document.querySelectorAll("article h2");
  return [...headings].map((heading) => heading.textContent!.replace(/^\d+\.\s*/, ""));
}

describe("policy pages", () => {
  it("/privacy lists every section, dated May 10, 2025, with a back-to-home link", async () => {
    const page = await openPolicy("/privacy", "Privacy Policy");
    expect(page.getByText("Last updated: May 10, 2025")).toBeTruthy();
    expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(sectionHeadings()).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Data Sharing",
      "Your Rights",
      "Cookies",
      "Children's Privacy",
      "Changes to This Policy",
      "Contact Us"
    ]);
    const text = document.body.textContent!;
    for (const item of [
      "your phone number, name and location",
      "destinations, travel month, budget and activity interests",
      "the itineraries you generate, your interaction history and device information",
      "Service providers",
      "Analytics partners",
      "Legal authorities",
      "not intended for children under 13"
    ]) {
      expect(text).toContain(item);
    }
    for (const right of ["Access", "Correct", "Delete", "Object", "Export"]) expect(page.getByText(`${right}:`)).toBeTruthy();
  });

  it("/terms covers every topic the spec lists", async () => {
    const page = await openPolicy("/terms", "Terms of Service");
    expect(page.getByText("Last updated: May 10, 2025")).toBeTruthy();
    expect(sectionHeadings()).toEqual([
      "Acceptance of Terms",
      "Description of Service",
      "User Accounts",
      "Credits and Payments",
      "User Content",
      "Intellectual Property",
      "Limitation of Liability",
      "Changes to Terms",
      "Contact Us"
    ]);
    expect(document.body.textContent).toContain("You keep ownership of the information you provide");
    expect(document.body.textContent).toMatch(/licence to store, process and display/);
  });

  it("/cancellation-refunds states every rule, the support hours and the 24-hour promises", async () => {
    const page = await openPolicy("/cancellation-refunds", "Cancellation and Refunds Policy");
    const text = document.body.textContent!;
    for (const rule of [
      "all credit purchases are final and non-refundable",
      "credits are non-transferable and cannot be converted to money",
      "credits do not expire",
      "credits activate immediately",
      "credited to your account automatically within 24 hours",
      "reversed by the payment gateway",
      "unused credits are forfeited",
      "generated remain accessible",
      "Monday to Friday, 9 AM to 6 PM IST",
      "We reply within 24 hours"
    ]) {
      expect(text).toContain(rule);
    }
    expect(page.getByText("Last updated: May 10, 2025")).toBeTruthy();
    expect(page.getByRole("link", { name: "support@safarnama.in" }).getAttribute("href")).toBe("mailto:support@safarnama.in");
    expect(page.getByRole("link", { name: "help@safarnama.in" })).toBeTruthy();
  });

  it("uses the brand and support addresses from /api/config", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ ...TEST_CONFIG, brand: "Yatra Test", supportEmails: ["care@yatra.test", "desk@yatra.test"] })
      )
    );
    const page = await openPolicy("/privacy", "Privacy Policy");
    await eventually(() => expect(page.getAllByText(/Yatra Test/).length).toBeGreaterThan(0));
    expect(page.getByRole("link", { name: "care@yatra.test" })).toBeTruthy();
    expect(page.getByRole("link", { name: "desk@yatra.test" })).toBeTruthy();
  });
});
