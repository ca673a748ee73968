import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { makeContent, makeItinerary } from "../test/itineraries";
import { ItineraryHeader } from "./ItineraryHeader";
import { ItineraryView } from "./ItineraryView";
import { detailLabels, draftMessages, sectionTitles, viewMessages } from "./messages";
import type { Itinerary, ItineraryContent } from "./types";

const VISA: NonNullable<ItineraryContent["visaInformation"]> = {
  status: "Visa on arrival",
  requirements: { documents: ["Passport"], processingTime: "On arrival", fees: 2500, validityPeriod: "30 days" },
  embassyDetails: { location: "New Delhi", contactInfo: "+91 11 0000 0000", workingHours: "9-5" },
  applicationProcess: ["Fill the form"],
  additionalNotes: ["Carry cash"]
};

function show(itinerary: Itinerary) {
  return render(
    <MantineProvider>
      <ItineraryView itinerary={itinerary} />
    </MantineProvider>
  );
}
const withContent = (content: Partial<ItineraryContent> | undefined, overrides: Partial<Record<keyof Itinerary, unknown>> = {}) =>
  makeItinerary({ content: content === undefined ? undefined : makeContent(content), ...overrides });
const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const section = (title: string) => within(screen.getByRole("region", { name: title }));

describe("itinerary view", () => {
  it("shows every section in the spec's order for an international trip with visa data", () => {
    show(withContent({ visaInformation: VISA }, { destinationType: "international" }));
    expect(titles()).toEqual(Object.values(sectionTitles));
  });

  it("marks a Hindi plan's own text as Hindi and says first what stayed in English; an English plan has neither", () => {
    const notice = "इस योजना में जगहों के नाम और विवरण अभी अंग्रेज़ी में हैं।";
    const { unmount } = show(withContent({ languageNotice: notice }, { language: "hi" }));
    expect(screen.getByRole("note").textContent).toBe(notice);
    expect(screen.getByRole("note").closest("[lang]")?.getAttribute("lang")).toBe("hi");
    unmount();
    const english = show(withContent({}, { language: "en" }));
    expect(screen.queryByTestId("language-notice")).toBeNull();
    expect(english.container.querySelector("[lang]")).toBeNull();
  });

  // The page's own words follow the reader's language (<html lang>); only the plan's text is in the plan's.
  const langOf = (element: Element) => element.closest("[lang]")?.getAttribute("lang");
  const planTexts = ["Sun, sand and Portuguese heritage on India's west coast.", "Walk Baga Beach", "Morning walk.", "Swim only between the flags.", "Cashew feni", "Capital"];

  it("tags only a Hindi plan's text as Hindi when the reader's page is English", () => {
    show(withContent({}, { language: "hi" }));
    for (const heading of screen.getAllByRole("heading", { level: 2 })) expect(langOf(heading)).toBe("en-IN");
    expect(langOf(section(sectionTitles.daily).getByRole("button", { name: /^Day 1/ }))).toBe("en-IN");
    expect(langOf(section(sectionTitles.overview).getByText(detailLabels.highlights))).toBe("en-IN");
    for (const text of planTexts) expect(langOf(screen.getByText(text))).toBe("hi");
    expect(langOf(screen.getByText("Beach day"))).toBe("hi");
    expect(langOf(screen.getByText("Fish thali"))).toBe("hi");
  });

  it("tags an English plan's text as English when the reader's page is Hindi, and nothing when the languages agree", async () => {
    await i18n.changeLanguage("hi");
    // The view's Hindi words are a chunk of their own; the view waits for it (suspends) without it.
    await waitFor(() => expect(i18n.hasResourceBundle("hi", "itinerary")).toBe(true));
    const { container, unmount } = show(withContent({}, { language: "en" }));
    for (const heading of screen.getAllByRole("heading", { level: 2 })) expect(langOf(heading)).toBe("hi-IN");
    for (const text of planTexts) expect(langOf(screen.getByText(text))).toBe("en");
    expect(container.querySelector('[lang="hi"]')).toBeNull();
    unmount();
    const hindi = show(withContent({}, { language: "hi" }));
    expect(hindi.container.querySelector("[lang]")).toBeNull();
  });

  it("leaves out the visa section for domestic trips and for trips without visa data", () => {
    show(withContent({ visaInformation: VISA }));
    expect(titles()).not.toContain(sectionTitles.visa);
    show(withContent({}, { destinationType: "international" }));
    expect(screen.queryAllByRole("heading", { level: 2, name: sectionTitles.visa })).toHaveLength(0);
  });

  it("leaves out the journey plan when there is no geographic progression", () => {
    const content = makeContent();
    show(
      makeItinerary({
        content: { ...content, geographicProgression: { ...content.geographicProgression, regionSequence: [] } }
      })
    );
    expect(titles()).not.toContain(sectionTitles.journey);
  });

  it("says 'No itinerary content available' without content", () => {
    show(makeItinerary());
    expect(screen.getByText(viewMessages.noContent)).toBeTruthy();
  });

  it("shows each section's empty-state message", () => {
    const content = makeContent();
    show(
      makeItinerary({
        content: {
          ...content,
          overview: undefined,
          geographicProgression: undefined,
          dailyItinerary: [],
          foodRecommendations: [],
          shoppingInfo: { souvenirs: [], markets: [] },
          travelTips: []
        }
      })
    );
    for (const message of [
      viewMessages.overviewUnavailable,
      viewMessages.transportUnavailable,
      viewMessages.noDaily,
      viewMessages.noFood,
      viewMessages.noShopping,
      viewMessages.noTips
    ])
      expect(screen.getByText(message)).toBeTruthy();
  });

  it("says 'No overview information available' for an empty overview", () => {
    const content = makeContent();
    show(
      makeItinerary({
        content: { ...content, overview: { ...content.overview, description: "", highlights: [], bestTimeToVisit: "", climate: { type: "", seasons: [] } } }
      })
    );
    expect(screen.getByText(viewMessages.noOverviewInfo)).toBeTruthy();
  });

  it("opens every day by default and toggles a day closed and open", () => {
    show(withContent({}));
    const days = section(sectionTitles.daily).getAllByRole("button", { expanded: true });
    expect(days).toHaveLength(2);
    fireEvent.click(days[0]!);
    expect(days[0]!.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(days[0]!);
    expect(days[0]!.getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the owner's notes on a day and on an activity", () => {
    const content = makeContent({});
    const [first, ...rest] = content.dailyItinerary;
    const noted = { ...first!, note: "Book the taxi the night before", activities: first!.activities.map((a, i) => (i === 0 ? { ...a, note: "Cash only" } : a)) };
    show(makeItinerary({ content: { ...content, dailyItinerary: [noted, ...rest] } }));
    const daily = section(sectionTitles.daily);
    expect(daily.getByText("Note: Book the taxi the night before")).toBeTruthy();
    expect(daily.getByText("Note: Cash only")).toBeTruthy();
  });

  it("adds up the journey's distance from the start, to one decimal", () => {
    show(withContent({}));
    const journey = section(sectionTitles.journey);
    expect(journey.getByText(/0\.0 km from start/)).toBeTruthy();
    expect(journey.getByText(/12\.5 km from start/)).toBeTruthy();
    expect(journey.getByText(/42\.8 km from start/)).toBeTruthy();
  });

  it("totals the cost for the group and notes that transport is excluded", () => {
    show(withContent({}, { travellingWith: "friends - 5 adults" }));
    const cost = section(sectionTitles.cost);
    expect(cost.getByTestId("group-total").textContent).toBe("Total for 5 travellers: ₹67,500");
    // The lines are per person, and say so above them; the group's total comes after their own total.
    expect(cost.getByText("Per person")).toBeTruthy();
    const texts = Array.from(cost.getByTestId("group-total").parentElement!.children).map((child) => child.textContent);
    expect(texts.indexOf("Per person")).toBe(0);
    expect(texts.findIndex((text) => text?.startsWith("Total per person"))).toBeLessThan(texts.findIndex((text) => text?.startsWith("Total for 5")));
    expect(cost.getByText("Transport costs are not included in this estimate.")).toBeTruthy();
  });

  it("marks an estimated cost with ≈, gives a published price's date, and shows a stay area as an area with a starting price", async () => {
    const base = makeContent({});
    const day = base.dailyItinerary[0]!;
    const [walk, lunch] = day.activities;
    const content = {
      dailyItinerary: [
        { ...day, activities: [{ ...walk!, details: { ...walk!.details, cost: 250 }, costFact: { status: "sourced" as const, asOf: "2026-11" } }, { ...lunch!, costFact: { status: "estimated" as const } }] },
        ...base.dailyItinerary.slice(1)
      ],
      hotelRecommendations: {
        ...base.hotelRecommendations,
        options: [{ name: "Taj Ganj guesthouses", pricePerNight: 1500, rating: 0, userRatingsTotal: 0, region: "Agra", propertyType: "Stay area", address: "Taj Ganj, Agra" }]
      }
    };
    const { unmount } = show(withContent(content));
    expect(screen.getByText("₹250 · price as of November 2026")).toBeTruthy();
    expect(screen.getByText("≈ ₹600")).toBeTruthy();
    expect(screen.getByLabelText("₹600, an estimate")).toBeTruthy();
    expect(screen.getByText("From ₹1,500 a night")).toBeTruthy();
    expect(screen.getByText("An area to stay in, not a particular hotel: choose a place there")).toBeTruthy();
    unmount();
    await i18n.changeLanguage("hi");
    try {
      show(withContent(content));
      expect(await screen.findByText("₹250 · नवंबर 2026 का मूल्य")).toBeTruthy();
      expect(screen.getByText("≈ ₹600")).toBeTruthy();
      expect(screen.getByText("₹1,500 प्रति रात से")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("says a journey without a price is booked separately, never free; a free sight stays free", () => {
    const base = makeContent({});
    const day = base.dailyItinerary[0]!;
    const [walk] = day.activities;
    const flight = { ...walk!, type: "transport", title: "Getting there from Pune", details: { ...walk!.details, cost: 0 } };
    const beach = { ...walk!, title: "Beach walk", time: "18:00", details: { ...walk!.details, cost: 0 } };
    show(withContent({ dailyItinerary: [{ ...day, activities: [flight, beach] }, ...base.dailyItinerary.slice(1)] }));
    expect(screen.getAllByText("Book separately")).toHaveLength(1);
    expect(screen.getAllByText("Free")).toHaveLength(1);
  });

  it("shows Google's rating, count and hours where the server sent them, and no stars at all where it did not", () => {
    const base = makeContent({});
    const day = base.dailyItinerary[0]!;
    const content = { dailyItinerary: [{ ...day, activities: day.activities.map((a, i) => ({ ...a, id: `a${i + 1}` })) }, ...base.dailyItinerary.slice(1)] };
    const { unmount } = show(withContent(content));
    // The plan's own hotel says rating 4.3 (812): a writer's stars are never shown, only Google's.
    expect(screen.queryByTestId("google-rating")).toBeNull();
    expect(screen.queryByText(/4\.3|812/)).toBeNull();
    unmount();
    const placeFacts = {
      "hotel:0": { googlePlaceId: "ChIJhotel", rating: 4.4, userRatingCount: 1234, formattedAddress: "Baga Road, Calangute, Goa 403516" },
      "activity:a1": { googlePlaceId: "ChIJbeach", rating: 4.6, userRatingCount: 290112, weekdayHours: ["Monday: Open 24 hours", "Tuesday: Open 24 hours"] }
    };
    show(withContent(content, { placeFacts }));
    expect(section(sectionTitles.hotels).getByText("4.4 on Google (1,234 ratings)")).toBeTruthy();
    expect(section(sectionTitles.daily).getByText("4.6 on Google (2,90,112 ratings)")).toBeTruthy();
    expect(screen.getByText("Hours on Google: Monday: Open 24 hours · Tuesday: Open 24 hours")).toBeTruthy();
  });

  it("links hotels, activities and food places to a maps search of name plus address or region", () => {
    show(withContent({}));
    const href = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href");
    expect(href("Casa Baga")).toBe("https://www.google.com/maps/search/?api=1&query=Casa+Baga+Baga+Road%2C+Calangute");
    expect(href("Walk Baga Beach")).toBe("https://www.google.com/maps/search/?api=1&query=Baga+Beach+North+Goa");
    expect(href("Ritz Classic")).toBe("https://www.google.com/maps/search/?api=1&query=Ritz+Classic+Panaji");
  });

  it("shows the plan checks first: verified places, what passed, and the date and source of each rule", () => {
    const base = makeContent({});
    const day = base.dailyItinerary[0]!;
    show(
      withContent({
        dailyItinerary: [{ ...day, activities: day.activities.map((a, i) => (i === 0 ? { ...a, placeId: "goa-baga-beach" } : a)) }, ...base.dailyItinerary.slice(1)],
        planChecks: {
          covered: true,
          passed: ["Places visited while open", "No place visited twice"],
          repaired: 1,
          verifiedPlaces: 9,
          places: 10,
          warnings: ["1 place is not in our knowledge base (check before you go): Tito's"],
          facts: [{ topic: "Permit", fact: "Entry permit: all islands", asOf: "2024-03", source: "Lakshadweep Administration" }]
        }
      })
    );
    const panel = within(screen.getByRole("region", { name: "Plan checks" }));
    expect(panel.getByText("9 of 10 places verified against our destination guide")).toBeTruthy();
    expect(panel.getByText("No place visited twice")).toBeTruthy();
    expect(panel.getByText("1 section was rewritten to pass the checks")).toBeTruthy();
    expect(panel.getByText("(as of 2024-03; source: Lakshadweep Administration)")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Verified place" })).toHaveLength(1);
    expect(screen.queryByRole("note")).toBeNull();
  });

  // The knowledge base's draft (docs/adr/0180-draft-first-generation.md): each day card says it at its top.
  const dayCard = (day: number) => within(section(sectionTitles.daily).getByRole("button", { name: new RegExp(`^Day ${day}`) }).closest(".day-card") as HTMLElement);

  it("says 'Day N is being written' at the top of each draft day while the plan is being written", () => {
    show(withContent({ draftDays: [2] }, { status: "generating" }));
    expect(section(sectionTitles.daily).getAllByRole("status").map((status) => status.textContent)).toEqual(["Day 2 is being written"]);
    expect(dayCard(2).getByRole("status").textContent).toBe("Day 2 is being written");
    expect(dayCard(1).queryByRole("status")).toBeNull();
    // Above the day's foldable body: a folded day still says so.
    expect(dayCard(2).getByRole("status").closest(".day-card-body")).toBeNull();
    expect(screen.queryByText(draftMessages.dayKept)).toBeNull();
  });

  it("in a finished plan, says which days are the knowledge base's because the AI's did not pass the checks", () => {
    show(withContent({ draftDays: [1] }));
    expect(dayCard(1).getByRole("note").textContent).toBe(
      "This day is our knowledge base's plan: the AI's version did not pass our checks."
    );
    expect(dayCard(2).queryByRole("note")).toBeNull();
    expect(screen.queryByText(/is being written/)).toBeNull();
  });

  it("says nothing of the draft on days the AI wrote", () => {
    show(withContent({ draftDays: [] }, { status: "generating" }));
    expect(screen.queryByTestId("draft-day")).toBeNull();
  });

  it("says plainly at the top when we have no local guide for the destination", () => {
    const notice = "We don't have a local guide for Bhopal yet: places below are suggestions to check";
    show(withContent({ planChecks: { covered: false, notice, passed: [], repaired: 0, verifiedPlaces: 0, places: 12, warnings: [], facts: [] } }));
    expect(screen.getByRole("note").textContent).toBe(notice);
  });
});

describe("day directions", () => {
  it("links each day of two or more places to Google Maps directions through them in order", () => {
    const content = makeContent();
    const [first, second] = content.dailyItinerary as [ItineraryContent["dailyItinerary"][number], ItineraryContent["dailyItinerary"][number]];
    show(withContent({ dailyItinerary: [first, { ...second, activities: first.activities.slice(0, 1) }] }));
    const link = screen.getByRole("link", { name: "Directions for day 1" });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.searchParams.get("origin")).toBe("Baga Beach, North Goa");
    expect(url.searchParams.get("destination")).toBe("Tito's Lane, North Goa");
    expect(link.getAttribute("target")).toBe("_blank");
    // Day 2 has one place: it keeps that place's own maps link and gets no directions.
    expect(screen.queryByRole("link", { name: "Directions for day 2" })).toBeNull();
  });
});

describe("itinerary header", () => {
  it("names the trip and shows its tiles, with Share as the only action", () => {
    render(
      <MantineProvider>
        <ItineraryHeader itinerary={makeItinerary({ duration: 1 })} />
      </MantineProvider>
    );
    expect(screen.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeTruthy();
    for (const value of ["1 Day", "December 2026", "Mid-range", "Domestic", "Balanced Mix", "Comfort Hotels", "Mixed", "None", "couple - 2 adults"])
      expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Share"]);
  });

  it("leaves Share out when told to (a plan still being written)", () => {
    render(
      <MantineProvider>
        <ItineraryHeader itinerary={makeItinerary({ status: "generating" })} share={false} />
      </MantineProvider>
    );
    expect(screen.getByRole("heading", { level: 1, name: "Goa Travel Itinerary" })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
