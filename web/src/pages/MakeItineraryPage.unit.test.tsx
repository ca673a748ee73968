import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { SELECTED_DESTINATION_KEY, SELECTED_TRIP_TYPE_KEY } from "../landing/planningChoice";
import { tripFormMessages } from "../machines/tripForm.machine";
import { generatingStore } from "../stores/generating";
import { called, stubRoutes } from "../test/apiRoutes";
import { makeItinerary } from "../test/itineraries";
import { eventually, logIn, renderApp, startGenerating, TEST_USER } from "../test/renderApp";
import { GENERATING_ELSEWHERE_LABEL, SUBMIT_LABEL } from "../tripForm/TripForm";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

const SECTION_ORDER = [
  "Where are you starting from?",
  "Where do you want to go?",
  "Trip type",
  "How many days?",
  "When are you travelling?",
  "Who are you travelling with?",
  "What's your budget?",
  "What interests you?",
  "Travel style",
  "Accommodation",
  "Transport",
  "Dietary preference",
  "Plan language"
];

async function openForm(user = TEST_USER) {
  logIn(user);
  const view = renderApp("/make-itinerary");
  await screen.findByRole("form", { name: "Trip request" });
  return view;
}

/** Native radios report `checked`; Mantine's radio cards are buttons with aria-checked. */
const isChosen = (element: HTMLElement) =>
  element.getAttribute("aria-checked") === "true" || (element as HTMLInputElement).checked === true;

const submitButton = () => screen.getByRole("button", { name: new RegExp(`${SUBMIT_LABEL}|${GENERATING_ELSEWHERE_LABEL}`) });
const section = (title: string) => within(screen.getByRole("region", { name: title }));

function chooseDestination(name: string) {
  fireEvent.click(section("Where do you want to go?").getByRole("checkbox", { name }));
}
function chooseInterest(name: string) {
  fireEvent.click(section("What interests you?").getByRole("checkbox", { name }));
}

describe("/make-itinerary", () => {
  it("greets a traveller by name, otherwise uses the generic title", async () => {
    await openForm();
    expect(screen.getByRole("heading", { level: 1, name: "Asha Verma, Let's Plan Your Trip!" })).toBeTruthy();
  });

  it("uses 'Create Your Travel Itinerary' when the traveller has no name", async () => {
    await openForm({ ...TEST_USER, name: null });
    expect(screen.getByRole("heading", { level: 1, name: "Create Your Travel Itinerary" })).toBeTruthy();
  });

  it("shows every section in the spec's order, then the submit button", async () => {
    await openForm();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(SECTION_ORDER);
    expect(submitButton().textContent).toBe(SUBMIT_LABEL);
  });

  it("starts from the defaults: origin from the profile, domestic, 3 days, this month, mid-range, moderate, mixed", async () => {
    await openForm();
    expect((screen.getByLabelText("Origin city") as HTMLInputElement).value).toBe("Pune");
    expect((screen.getByRole("radio", { name: "Domestic" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Trip length in days") as HTMLInputElement).value).toBe("3");
    const now = new Date();
    expect((screen.getByLabelText("Month") as HTMLSelectElement).value).toBe(now.toLocaleString("en", { month: "long" }));
    const years = [...(screen.getByLabelText("Year") as HTMLSelectElement).options].map((option) => option.value);
    expect(years).toEqual([0, 1, 2].map((i) => String(now.getFullYear() + i)));
    expect(isChosen(section("What's your budget?").getByRole("radio", { name: "Mid-range" }))).toBe(true);
    for (const [title, label] of [
      ["Travel style", "Balanced Mix"],
      ["Accommodation", "Comfort Hotels"],
      ["Transport", "Mixed"],
      ["Dietary preference", "None"],
      ["Who are you travelling with?", "solo - 1 adult"]
    ] as const) {
      expect(isChosen(section(title).getByRole("radio", { name: label })), label).toBe(true);
    }
    expect(section("What interests you?").getAllByRole("checkbox").every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("shows the per-day budget bands in rupees for the trip type", async () => {
    await openForm();
    const budget = section("What's your budget?");
    expect(budget.getByText("₹1,000 - ₹2,500 per day")).toBeTruthy();
    expect(budget.getByText("₹2,500 - ₹5,000 per day")).toBeTruthy();
    expect(budget.getByText("₹5,000+ per day")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "International" }));
    expect(budget.getByText("₹5,000 - ₹10,000 per day")).toBeTruthy();
    expect(budget.getByText("₹10,000 - ₹20,000 per day")).toBeTruthy();
    expect(budget.getByText("₹20,000+ per day")).toBeTruthy();
  });

  it("offers the interests of the chosen type and clears them when the type changes", async () => {
    await openForm();
    const names = () => section("What interests you?").getAllByRole("checkbox").map((box) => box.closest("label")?.textContent ?? box.getAttribute("aria-label"));
    expect(section("What interests you?").getAllByRole("checkbox")).toHaveLength(8);
    chooseInterest("Ayurveda");
    expect((section("What interests you?").getByRole("checkbox", { name: "Ayurveda" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "International" }));
    expect(section("What interests you?").queryByRole("checkbox", { name: "Ayurveda" })).toBeNull();
    expect(section("What interests you?").getByRole("checkbox", { name: "Nightlife" })).toBeTruthy();
    expect(section("What interests you?").getAllByRole("checkbox").some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(names()).toHaveLength(8);
  });

  it("lets a popular destination switch the trip type", async () => {
    await openForm();
    chooseDestination("Bali");
    expect((screen.getByLabelText("Destination") as HTMLInputElement).value).toBe("Bali");
    expect((screen.getByRole("radio", { name: "International" }) as HTMLInputElement).checked).toBe(true);
  });

  it("applies the landing page's choice once, then forgets it", async () => {
    localStorage.setItem(SELECTED_TRIP_TYPE_KEY, "international");
    localStorage.setItem(SELECTED_DESTINATION_KEY, "Japan");
    await openForm();
    expect((screen.getByLabelText("Destination") as HTMLInputElement).value).toBe("Japan");
    expect((screen.getByRole("radio", { name: "International" }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem(SELECTED_TRIP_TYPE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_DESTINATION_KEY)).toBeNull();
  });

  it("steps the duration between 1 and 30 days", async () => {
    await openForm();
    const days = screen.getByLabelText("Trip length in days") as HTMLInputElement;
    const fewer = screen.getByRole("button", { name: "Fewer days" });
    const more = screen.getByRole("button", { name: "More days" });
    fireEvent.change(days, { target: { value: "1" } });
    expect(fewer.hasAttribute("disabled")).toBe(true);
    fireEvent.change(days, { target: { value: "45" } });
    fireEvent.blur(days);
    expect(days.value).toBe("1");
    fireEvent.change(days, { target: { value: "30" } });
    expect(more.hasAttribute("disabled")).toBe(true);
    fireEvent.click(fewer);
    expect(days.value).toBe("29");
  });

  it("shows required against available credits, and 'Buy Credits' opens the purchase dialog", async () => {
    await openForm({ ...TEST_USER, credits: 1 });
    const banner = within(screen.getByTestId("credits-banner"));
    expect(banner.getByText("Credits required: 1")).toBeTruthy();
    expect(banner.getByText(/Available: 1 credit/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Trip length in days"), { target: { value: "15" } });
    expect(banner.getByText("Credits required: 3")).toBeTruthy();
    fireEvent.click(banner.getByRole("button", { name: "Buy Credits" }));
    expect(await screen.findByRole("dialog", { name: "Buy credits" })).toBeTruthy();
  });

  it("keeps submit disabled and says what is missing: destination, then interests", async () => {
    await openForm();
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    expect(screen.getByRole("alert").textContent).toBe(tripFormMessages.missingDestination);
    chooseDestination("Goa");
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    expect(screen.getByRole("alert").textContent).toBe(tripFormMessages.missingInterests);
    chooseInterest("Beaches");
    expect(submitButton().getAttribute("aria-disabled")).toBeNull();
  });

  it("asks for more credits and opens the purchase dialog when the balance is short", async () => {
    await openForm({ ...TEST_USER, credits: 1 });
    chooseDestination("Goa");
    chooseInterest("Beaches");
    fireEvent.change(screen.getByLabelText("Trip length in days"), { target: { value: "8" } });
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submitButton());
    expect(screen.getByRole("alert").textContent).toBe("You need 2 credits. Please purchase more credits.");
    expect(await screen.findByRole("dialog", { name: "Buy credits" })).toBeTruthy();
  });

  it("disables every generate button while another itinerary is being generated", async () => {
    startGenerating();
    await openForm();
    expect(submitButton().textContent).toBe(GENERATING_ELSEWHERE_LABEL);
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
  });

  it("submits: adds the placeholder, fires the generate call in the background and shows My Itineraries", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const requests = stubRoutes({
      "POST /itinerary/generate": () => new Promise((resolve) => (answer = resolve)),
      "GET /itinerary/my-itineraries": () => ({ body: [] })
    });
    const { router } = await openForm();
    chooseDestination("Kerala");
    chooseInterest("Nature");
    fireEvent.click(submitButton());

    await eventually(() => expect(router.state.location.pathname).toBe("/my-itineraries"));
    const [entry] = generatingStore.getState().generatingItineraries;
    expect(entry).toMatchObject({ destination: "Kerala", destinationType: "domestic", duration: 3, progress: 0 });
    expect(entry!.tempId).toMatch(/^[0-9a-f-]{36}$/);
    const generate = requests.find((request) => request.path === "/itinerary/generate")!;
    expect(generate.body).toMatchObject({
      destination: "Kerala",
      origin: "Pune",
      destinationType: "domestic",
      duration: 3,
      budget: "mid-range",
      interests: ["nature"],
      travelStyle: "moderate",
      accommodation: "mid-range",
      transportation: "mixed",
      dietaryRestrictions: "none",
      travellingWith: "solo - 1 adult",
      visaStatus: "not-required",
      // The page is in English, so the plan is too unless the traveller picks हिन्दी.
      language: "en",
      tempId: entry!.tempId
    });
    expect((generate.body as { travelDates: string }).travelDates).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(await screen.findByText("Generating your itinerary by AI...")).toBeTruthy();

    // The writer finishes within the request: the card is replaced and the credits are updated.
    await act(async () => answer({ status: 200, body: { creditsRemaining: 6, itinerary: makeItinerary({ destination: "Kerala" }) } }));
    await eventually(() => expect(generatingStore.getState().generatingItineraries).toEqual([]));
    expect(await screen.findByText("Itinerary generated successfully!")).toBeTruthy();
    expect(called(requests)).toContain("GET /auth/credits");
  });
});

describe("/make-itinerary: what we can plan, before the traveller pays", () => {
  const rajasthan = {
    id: "rajasthan",
    name: "Rajasthan",
    destinationType: "domestic",
    country: "India",
    focusRegion: "Jaipur",
    regions: [
      { name: "Jaipur", places: 61 },
      { name: "Udaipur", places: 40 }
    ],
    places: 101
  };
  const coverageRoutes = () =>
    stubRoutes({
      "GET /places/autocomplete": () => ({ body: { predictions: [] } }),
      "GET /itinerary/coverage": ({ query }) => {
        const destination = query.get("destination") ?? "";
        const type = query.get("destinationType");
        if (destination === "Jaipur") return { body: { destination, destinationType: type, covered: true, guide: rajasthan, nearest: [] } };
        if (destination === "Goa" && type === "international")
          return { body: { destination, destinationType: type, covered: false, otherType: { ...rajasthan, id: "goa", name: "Goa", focusRegion: undefined }, nearest: [] } };
        if (destination === "Goa") return { body: { destination, destinationType: type, covered: true, guide: { ...rajasthan, id: "goa", name: "Goa" }, nearest: [] } };
        if (destination === "Ulaanbaatar")
          return {
            body: {
              destination,
              destinationType: type,
              covered: true,
              guide: { id: "live-ulaanbaatar-3k2f9", name: "Ulaanbaatar", destinationType: "international", country: "Mongolia", source: "google-maps", regions: [{ name: "Ulaanbaatar", places: 25 }, { name: "Terelj", places: 4 }], places: 29 },
              nearest: []
            }
          };
        if (destination === "Baku outskirts")
          return { body: { destination, destinationType: type, covered: false, reason: "We couldn't reach our map source to plan Baku outskirts just now, so no credits were used. Please try again in a few minutes.", nearest: [] } };
        if (destination === "Delhi, Agra and Jaipur")
          return {
            body: {
              destination,
              destinationType: type,
              covered: true,
              across: {
                kind: "list",
                name: destination,
                chosenForDays: false,
                guides: [
                  { ...rajasthan, id: "delhi", name: "Delhi", focusRegion: undefined, places: 60 },
                  { ...rajasthan, id: "agra", name: "Agra", focusRegion: "Agra", places: 40 },
                  { ...rajasthan, focusRegion: "Jaipur" }
                ]
              },
              nearest: []
            }
          };
        return { body: { destination, destinationType: type, covered: false, nearest: [{ id: "rishikesh", name: "Rishikesh", destinationType: "domestic" }] } };
      }
    });
  const typeDestination = (text: string) => fireEvent.change(screen.getByLabelText("Destination"), { target: { value: text } });

  it("names the verified guide for a covered destination, with its areas and places", async () => {
    const requests = coverageRoutes();
    await openForm();
    typeDestination("Jaipur");
    expect(await screen.findByText("We plan Jaipur from our verified guide to Rajasthan, based in Jaipur: 101 verified places in 2 areas.")).toBeTruthy();
    expect(screen.getByText("Areas: Jaipur, Udaipur")).toBeTruthy();
    expect(requests.filter((r) => r.path === "/itinerary/coverage").map((r) => r.query.get("destinationType"))).toEqual(["domestic"]);
  });

  it("names every guide of a trip across several places", async () => {
    coverageRoutes();
    await openForm();
    typeDestination("Delhi, Agra and Jaipur");
    expect(await screen.findByText("We plan Delhi, Agra and Jaipur as one trip across 3 verified guides, with the journeys between them: 201 verified places.")).toBeTruthy();
    expect(screen.getByText("Guides: Delhi, Agra (Agra), Jaipur (Rajasthan)")).toBeTruthy();
  });

  it("says 'not yet' for a place we cannot plan, offers what is near, and does not send it", async () => {
    coverageRoutes();
    await openForm();
    chooseInterest("Nature");
    typeDestination("Kedarnath, Uttarakhand, India");
    expect(await screen.findByText("Not yet: we can't plan Kedarnath, Uttarakhand, India from verified places, so you won't be charged for it.")).toBeTruthy();
    expect(submitButton().getAttribute("aria-disabled") ?? String((submitButton() as HTMLButtonElement).disabled)).toBe("true");
    fireEvent.click(screen.getByRole("checkbox", { name: "Rishikesh" }));
    expect((screen.getByLabelText("Destination") as HTMLInputElement).value).toBe("Rishikesh");
  });

  it("says when a place is planned from Google Maps, and the live source's reason when it cannot be", async () => {
    coverageRoutes();
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: "International" }));
    typeDestination("Ulaanbaatar");
    expect(await screen.findByText("We plan Ulaanbaatar from the places and routes Google Maps finds for it: 29 places in 2 areas, each checked as our guides' are.")).toBeTruthy();
    expect(screen.getByText("Areas: Ulaanbaatar, Terelj")).toBeTruthy();
    typeDestination("Baku outskirts");
    expect(await screen.findByText("We couldn't reach our map source to plan Baku outskirts just now, so no credits were used. Please try again in a few minutes.")).toBeTruthy();
    expect(submitButton().getAttribute("aria-disabled") ?? String((submitButton() as HTMLButtonElement).disabled)).toBe("true");
  });

  it("switches a place of the other trip type, and says so", async () => {
    coverageRoutes();
    await openForm();
    fireEvent.click(screen.getByRole("radio", { name: "International" }));
    typeDestination("Goa");
    expect(await screen.findByText("Goa is a Domestic trip: we switched the trip type to Domestic.")).toBeTruthy();
    await eventually(() => expect((screen.getByRole("radio", { name: "Domestic" }) as HTMLInputElement).checked).toBe(true));
  });
});

describe("/make-itinerary in Hindi", () => {
  it("writes the plan in the page's language: switching the page to Hindi switches the plan's language until one is picked", async () => {
    await openForm();
    const planLanguage = () => within(screen.getByRole("region", { name: /Plan language|योजना की भाषा/ }));
    expect(isChosen(planLanguage().getByRole("radio", { name: "English" }))).toBe(true);
    await act(async () => {
      await i18n.changeLanguage("hi");
    });
    expect(isChosen(planLanguage().getByRole("radio", { name: "हिन्दी" }))).toBe(true);
    fireEvent.click(planLanguage().getByRole("radio", { name: "English" }));
    await act(async () => {
      await i18n.changeLanguage("en");
      await i18n.changeLanguage("hi");
    });
    expect(isChosen(planLanguage().getByRole("radio", { name: "English" }))).toBe(true);
  });

  it("shows sections, options, budget bands, months and messages in Hindi and still sends the English values", async () => {
    await i18n.changeLanguage("hi");
    logIn({ ...TEST_USER, credits: 1 });
    renderApp("/make-itinerary");
    await screen.findByRole("form", { name: "यात्रा का अनुरोध" });
    expect(screen.getByRole("region", { name: "आपका बजट कितना है?" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "संतुलित" })).toBeTruthy();
    expect(screen.getByText("₹2,500 - ₹5,000 प्रति दिन")).toBeTruthy();
    expect(screen.getByRole("option", { name: "दिसंबर" })).toHaveProperty("value", "December");
    expect(within(screen.getByTestId("credits-banner")).getByText("ज़रूरी क्रेडिट: 1")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "मेरी यात्रा योजना बनाएँ" });
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("कृपया मंज़िल चुनें");
    fireEvent.click(within(screen.getByRole("region", { name: "आप कहाँ जाना चाहते हैं?" })).getByRole("checkbox", { name: "गोवा" }));
    fireEvent.click(submit);
    expect(screen.getByRole("alert").textContent).toBe("कृपया कम से कम एक रुचि चुनें");
    fireEvent.click(within(screen.getByRole("region", { name: "आपकी रुचि किसमें है?" })).getByRole("checkbox", { name: "समुद्र तट" }));
    expect(submit.getAttribute("aria-disabled")).toBeNull();
    // The plan itself is written in Hindi too, unless the traveller picks English.
    const planLanguage = within(screen.getByRole("region", { name: "योजना की भाषा" }));
    expect(isChosen(planLanguage.getByRole("radio", { name: "हिन्दी" }))).toBe(true);
    fireEvent.click(planLanguage.getByRole("radio", { name: "English" }));
    expect(isChosen(planLanguage.getByRole("radio", { name: "English" }))).toBe(true);
  });
});
