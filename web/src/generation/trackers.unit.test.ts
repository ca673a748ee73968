import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { generatingStore } from "../stores/generating";
import { sessionStore } from "../stores/session";
import { type Answer, called, stubRoutes } from "../test/apiRoutes";
import { TEST_USER } from "../test/fixtures";
import { makeItinerary, makeRequest, OTHER_ID, SERVER_ID } from "../test/itineraries";
import { onItineraryReady, reportItineraries, startGeneration, stopGenerationTracking } from "./trackers";

const shown: string[] = [];
beforeEach(() => {
  shown.length = 0;
  vi.spyOn(notifications, "show").mockImplementation((data) => {
    shown.push(String(data.message));
    return "id";
  });
  sessionStore.setSession(TEST_USER, "token");
});
afterEach(() => stopGenerationTracking());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("tracker registry", () => {
  it("adds the placeholder and fires the generate call; a written-at-once answer completes it once", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const requests = stubRoutes({
      "POST /itinerary/generate": () => new Promise<Answer>((resolve) => (answer = resolve)) as unknown as Answer,
      "GET /auth/credits": () => ({ body: { credits: 4 } })
    });
    const ready: string[] = [];
    onItineraryReady((itinerary) => ready.push(itinerary.id));
    const entry = startGeneration(makeRequest({ tempId: "t-1" }));
    expect(generatingStore.find("t-1")).toMatchObject({ destination: "Goa", progress: 0, estimatedTimeRemaining: expect.any(String) });
    await flush();
    expect(called(requests)).toEqual(["POST /itinerary/generate"]);

    answer({ body: { creditsRemaining: 5, itinerary: makeItinerary({ createdAt: entry.createdAt }) } });
    await vi.waitFor(() => expect(generatingStore.getState().generatingItineraries).toEqual([]));
    expect(ready).toEqual([SERVER_ID]);
    expect(shown.filter((message) => message === "Itinerary generated successfully!")).toHaveLength(1);

    // A list fetched before the answer still says "generating": it must not bring the card back.
    reportItineraries([makeItinerary({ status: "generating", createdAt: entry.createdAt })]);
    await flush();
    expect(generatingStore.getState().generatingItineraries).toEqual([]);
    expect(shown.filter((message) => message === "Itinerary generated successfully!")).toHaveLength(1);
    await vi.waitFor(() => expect(sessionStore.getState().user?.credits).toBe(4));
  });

  it("removes the placeholder with the server's reason when the request is refused", async () => {
    stubRoutes({
      "POST /itinerary/generate": () => ({ status: 402, body: { error: "InsufficientCredits", message: "You need 1 credits. Please purchase more credits." } })
    });
    startGeneration(makeRequest({ tempId: "t-2" }));
    await vi.waitFor(() => expect(generatingStore.getState().generatingItineraries).toEqual([]));
    expect(shown).toContain("You need 1 credits. Please purchase more credits.");
  });

  it("adopts an itinerary the server is writing that this tab does not track, and only once", async () => {
    stubRoutes({});
    const elsewhere = makeItinerary({ id: OTHER_ID, destination: "Bali", status: "generating", createdAt: new Date().toISOString() });
    reportItineraries([elsewhere]);
    reportItineraries([elsewhere]);
    expect(generatingStore.getState().generatingItineraries.map((entry) => entry.id)).toEqual([OTHER_ID]);
  });

  it("stops tracking when the list is cleared (logout)", async () => {
    const requests = stubRoutes({ "POST /itinerary/generate": () => new Promise(() => undefined) as unknown as Answer });
    startGeneration(makeRequest({ tempId: "t-3" }));
    sessionStore.logout();
    expect(generatingStore.getState().generatingItineraries).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called(requests).filter((call) => call === "GET /itinerary/my-itineraries")).toEqual([]);
  });
});
