import { describe, expect, it } from "vitest";
import { makeContent, makeItinerary } from "../test/itineraries";
import { shareMessage, shareSummary, whatsappShareUrl } from "./shareText";

const LINK = "https://safarnama.example/itinerary/s3cr3tShareTokenAbcdefgh";

describe("share text", () => {
  it("names the trip, its length and month, and its route", () => {
    expect(shareSummary(makeItinerary({ content: makeContent() }))).toBe(
      "Goa Travel Itinerary: 3 days in December 2026\nRoute: North Goa → Panaji → South Goa"
    );
  });

  it("takes the route from the days when there is no journey plan, and leaves out a single region", () => {
    const content = makeContent();
    const noJourney = { ...content, geographicProgression: undefined } as unknown as typeof content;
    expect(shareSummary(makeItinerary({ content: noJourney }))).toBe("Goa Travel Itinerary: 3 days in December 2026\nRoute: North Goa → Panaji");
    expect(shareSummary(makeItinerary({ duration: 1, content: { ...noJourney, dailyItinerary: content.dailyItinerary.slice(0, 1) } }))).toBe(
      "Goa Travel Itinerary: 1 day in December 2026"
    );
    expect(shareSummary(makeItinerary())).toBe("Goa Travel Itinerary: 3 days in December 2026");
  });

  it("puts the link on its own line after the summary", () => {
    expect(shareMessage("Goa Travel Itinerary: 3 days", LINK)).toBe(`Goa Travel Itinerary: 3 days\n${LINK}`);
  });

  it("makes a wa.me link whose text carries the summary and the share link", () => {
    const summary = shareSummary(makeItinerary({ content: makeContent() }));
    const url = new URL(whatsappShareUrl(summary, LINK));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    const text = url.searchParams.get("text") ?? "";
    expect(text.startsWith(summary)).toBe(true);
    expect(text.endsWith(`\n${LINK}`)).toBe(true);
    // A link with its own query survives the trip through the text parameter.
    expect(new URL(whatsappShareUrl("Trip", "https://x.example/itinerary/a?b=c&d=e")).searchParams.get("text")).toBe("Trip\nhttps://x.example/itinerary/a?b=c&d=e");
  });
});
