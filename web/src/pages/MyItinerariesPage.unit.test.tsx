import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REFRESH_NEEDED_KEY } from "../generation/refreshFlag";
import { myItinerariesMessages as text } from "../myItineraries/messages";
import { generatingStore } from "../stores/generating";
import { sessionStore } from "../stores/session";
import { type Answer, called, errorAnswer, offline, stubRoutes } from "../test/apiRoutes";
import { stubEventSource } from "../test/fakeEventSource";
import { makeItinerary, OTHER_ID, SERVER_ID } from "../test/itineraries";
import { eventually, logIn, renderApp, startGenerating } from "../test/renderApp";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

const goa = makeItinerary({ createdAt: "2026-03-10T09:30:00.000Z" });
const DRAFT = "draftShareTokenAbcdefghij";
const bali = makeItinerary({
  id: OTHER_ID,
  destination: "Bali",
  destinationType: "international",
  duration: 1,
  travelDates: "",
  shareUrl: "baliShareTokenAbcdefghij",
  createdAt: "2026-01-05T09:30:00.000Z"
});

function serve(list: () => Answer, extra: Record<string, () => Answer> = {}) {
  return stubRoutes({ "GET /itinerary/my-itineraries": list, "GET /auth/credits": () => ({ body: { credits: 9 } }), ...extra });
}

async function openList() {
  logIn();
  const view = renderApp("/my-itineraries");
  await screen.findByRole("heading", { level: 1 });
  return view;
}

const card = (name: string) => within(screen.getByRole("article", { name }));

describe("/my-itineraries", () => {
  it("sends visitors without a token to /", async () => {
    const { router } = renderApp("/my-itineraries");
    await eventually(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("says it is loading until the list arrives", async () => {
    // Every request made before the release waits for it, and later ones are answered at once: on a busy
    // machine the page may ask again (a re-mount) after the first request, and a request left pending
    // forever would keep it loading whatever the page does.
    const waiting: Array<(answer: Answer) => void> = [];
    let released: Answer | undefined;
    serve(() => (released ?? new Promise<Answer>((resolve) => waiting.push(resolve))) as unknown as Answer);
    const release = (answer: Answer) => {
      released = answer;
      for (const resolve of waiting.splice(0)) resolve(answer);
    };
    logIn();
    renderApp("/my-itineraries");
    expect(await screen.findByText("Loading your itineraries...")).toBeTruthy();
    await act(async () => release({ body: [] }));
    // Past findByText's 1 s default: the list's lazy route and re-render took longer once on a busy 2-core machine.
    expect(await screen.findByText(text.emptyTitle, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows the empty state with a link to the form", async () => {
    serve(() => ({ body: [] }));
    await openList();
    expect(screen.getByRole("heading", { level: 1, name: "No Itineraries Yet" })).toBeTruthy();
    expect(screen.getByText("You haven't created any travel itineraries yet. Start planning your next adventure!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create Your First Itinerary" }).getAttribute("href")).toBe("/make-itinerary");
  });

  it("lists the itineraries as cards with their details and actions", async () => {
    serve(() => ({ body: [goa, bali] }));
    await openList();
    expect(await screen.findByRole("heading", { level: 1, name: "My Itineraries" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create New Itinerary" }).getAttribute("href")).toBe("/make-itinerary");
    await screen.findByRole("article", { name: "Goa" });
    expect(card("Goa").getByText("3 days · December 2026")).toBeTruthy();
    expect(card("Goa").getByText("Created 10 Mar 2026")).toBeTruthy();
    expect(card("Goa").getByRole("img", { name: "Domestic" })).toBeTruthy();
    expect(card("Goa").getByRole("link", { name: "Preview" }).getAttribute("href")).toBe(`/itinerary/${goa.shareUrl}`);
    expect(card("Goa").getByRole("button", { name: "Share" })).toBeTruthy();
    expect(card("Goa").getByRole("button", { name: "Delete Goa" })).toBeTruthy();
    expect(card("Bali").getByText("1 day")).toBeTruthy();
    expect(card("Bali").getByRole("img", { name: "International" })).toBeTruthy();
  });

  it("copies the share link, or says it could not", async () => {
    serve(() => ({ body: [goa] }));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await openList();
    fireEvent.click(await card_("Goa").findByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/itinerary/${goa.shareUrl}`);
    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(card("Goa").getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Failed to copy link")).toBeTruthy();
  });

  it("shares through the device's share sheet where there is one", async () => {
    serve(() => ({ body: [goa] }));
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    await openList();
    fireEvent.click(await card_("Goa").findByRole("button", { name: "Share" }));
    await eventually(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({ title: "Goa Travel Itinerary", url: `${window.location.origin}/itinerary/${goa.shareUrl}` });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("deletes after confirmation with a spinner, then reloads the list", async () => {
    let list = [goa, bali];
    let finishDelete: (answer: Answer) => void = () => undefined;
    const requests = serve(() => ({ body: list }), {
      [`DELETE /itinerary/${SERVER_ID}`]: () => new Promise<Answer>((resolve) => (finishDelete = resolve)) as unknown as Answer
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await openList();
    const remove = await card_("Goa").findByRole("button", { name: "Delete Goa" });
    fireEvent.click(remove);
    // The spec's question, then the trip it deletes.
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to delete this itinerary?\n\nGoa · 3 days · December 2026");
    expect(called(requests)).not.toContain(`DELETE /itinerary/${SERVER_ID}`);

    fireEvent.click(remove);
    await eventually(() => expect(remove.getAttribute("data-loading")).toBe("true"));
    list = [bali];
    await act(async () => finishDelete({ body: { deleted: true } }));
    expect(await screen.findByText("Itinerary deleted successfully")).toBeTruthy();
    expect(screen.getByText("Goa · 3 days · December 2026")).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("article", { name: "Goa" })).toBeNull());
    expect(called(requests).filter((call) => call === "GET /itinerary/my-itineraries")).toHaveLength(2);
  });

  it("says when a delete fails", async () => {
    serve(() => ({ body: [goa] }), { [`DELETE /itinerary/${SERVER_ID}`]: () => errorAnswer(500, "boom") });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await openList();
    fireEvent.click(await card_("Goa").findByRole("button", { name: "Delete Goa" }));
    expect(await screen.findByText("Failed to delete itinerary")).toBeTruthy();
  });

  it("shows a generating card with time-based progress, remaining time and percentage", async () => {
    serve(() => ({ body: [] }));
    startGenerating();
    // Two of the three minutes a 3-day trip is expected to take have passed.
    generatingStore.update("temp-1", { pollingStartedAt: new Date(Date.now() - 120_000).toISOString() });
    await openList();
    const generating = within(await screen.findByRole("article", { name: "Goa" }));
    expect(generating.getByText("Generating your itinerary by AI...")).toBeTruthy();
    await eventually(() =>
      expect(generating.getByRole("progressbar", { name: "Goa generation progress" }).getAttribute("aria-valuenow")).toBe("65")
    );
    expect(generating.getByText("Less than a minute")).toBeTruthy();
    expect(generating.getByText("65%")).toBeTruthy();
    expect(screen.queryByText(text.emptyTitle)).toBeNull();
  });

  it("replaces the card when the server has the finished itinerary, with one toast and fresh credits", async () => {
    const entryStart = new Date().toISOString();
    const finished = makeItinerary({ createdAt: entryStart });
    const requests = serve(() => ({ body: [finished] }));
    startGenerating();
    await openList();
    expect(await screen.findByText("Itinerary generated successfully!")).toBeTruthy();
    await eventually(() => expect(generatingStore.getState().generatingItineraries).toEqual([]));
    expect(await card_("Goa").findByRole("link", { name: "Preview" })).toBeTruthy();
    await eventually(() => expect(sessionStore.getState().user?.credits).toBe(9));
    expect(called(requests)).toContain("GET /auth/credits");
    expect(screen.getAllByText("Itinerary generated successfully!")).toHaveLength(1);
  });

  it("shows 'Generation failed' with Retry when the server gave up, and Retry restarts polling", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"], shouldAdvanceTime: true });
    const failed = makeItinerary({ status: "failed", createdAt: new Date().toISOString(), failureReason: "The writer is unavailable" });
    const requests = serve(() => ({ body: [failed] }));
    startGenerating();
    await openList();
    const goaCard = within(await screen.findByRole("article", { name: "Goa" }));
    expect(await goaCard.findByText("Generation failed")).toBeTruthy();
    expect(goaCard.getByText("The writer is unavailable")).toBeTruthy();
    const polls = () => called(requests).filter((call) => call === "GET /itinerary/my-itineraries").length;
    const before = polls();
    fireEvent.click(goaCard.getByRole("button", { name: "Retry" }));
    expect(goaCard.queryByText("Generation failed")).toBeNull();
    expect(goaCard.getByText("Generating your itinerary by AI...")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(polls()).toBeGreaterThan(before);
    expect(await goaCard.findByText("Generation failed")).toBeTruthy();
  });

  it("offers Preview on the generating card once the server's list has its draft", async () => {
    const writing = makeItinerary({ status: "generating", hasDraft: true, createdAt: new Date().toISOString(), shareUrl: DRAFT });
    serve(() => ({ body: [writing] }));
    startGenerating();
    await openList();
    const preview = await card_("Goa").findByRole("link", { name: "Preview" });
    expect(preview.getAttribute("href")).toBe(`/itinerary/${DRAFT}`);
    // Still the generating card, with the spec's progress.
    expect(screen.getByText("Generating your itinerary by AI...")).toBeTruthy();
  });

  it("on the stream's draft event checks the list at once and offers Preview", async () => {
    const streams = stubEventSource();
    let drafted = false;
    const writing = () =>
      makeItinerary({ status: "generating", createdAt: new Date().toISOString(), shareUrl: DRAFT, ...(drafted ? { hasDraft: true } : {}) });
    const requests = serve(() => ({ body: [writing()] }));
    startGenerating();
    await openList();
    const goaCard = within(await screen.findByRole("article", { name: "Goa" }));
    // The tracker learned the server's id from the list and listens to its events with the session token.
    await eventually(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.url).toContain(`/api/itinerary/${SERVER_ID}/events?token=test-token`);
    expect(goaCard.queryByRole("link", { name: "Preview" })).toBeNull();

    const lists = () => called(requests).filter((call) => call === "GET /itinerary/my-itineraries").length;
    const before = lists();
    drafted = true;
    act(() => streams[0]!.emit("draft", { draftDays: [1, 2, 3] }));
    expect((await goaCard.findByRole("link", { name: "Preview" })).getAttribute("href")).toBe(`/itinerary/${DRAFT}`);
    // The list is asked at once (the tracker's next poll is seconds away), on the same stream.
    await eventually(() => expect(lists()).toBeGreaterThan(before));
    expect(streams).toHaveLength(1);
  });

  it("refreshes the list every 15 s while generating", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"], shouldAdvanceTime: true });
    const requests = serve(() => ({ body: [] }));
    startGenerating();
    await openList();
    await screen.findByText("Generating your itinerary by AI...");
    const pageLoads = () => called(requests).filter((call) => call === "GET /itinerary/my-itineraries").length;
    const start = pageLoads();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_100);
    });
    // The page's refresh, plus the tracker's own polls (5 s, then 10 s later).
    expect(pageLoads()).toBeGreaterThanOrEqual(start + 2);
  });

  it("on a network error says so, warns it is retrying, and retries after 30 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    let answer: () => Answer = offline;
    serve(() => answer());
    await openList();
    expect(await screen.findByText("Network error. Please check your connection.")).toBeTruthy();
    expect(await screen.findByText("Network error. Retrying...")).toBeTruthy();
    answer = () => ({ body: [goa] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.queryByRole("article", { name: "Goa" })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(await screen.findByRole("article", { name: "Goa" })).toBeTruthy();
  });

  it("says 'Failed to load itineraries' when the server fails", async () => {
    serve(() => errorAnswer(500, "Failed to fetch itineraries"));
    await openList();
    expect(await screen.findByText("Failed to load itineraries")).toBeTruthy();
  });

  it("goes to / on an authentication error", async () => {
    serve(() => errorAnswer(401, "Authentication required"));
    const { router } = await openList();
    await eventually(() => expect(router.state.location.pathname).toBe("/"));
    expect(sessionStore.getState().token).toBeNull();
  });

  it("refreshes when the itineraries_refresh_needed flag is raised", async () => {
    const requests = serve(() => ({ body: [] }));
    await openList();
    await screen.findByText(text.emptyTitle);
    const loads = () => called(requests).filter((call) => call === "GET /itinerary/my-itineraries").length;
    const before = loads();
    await act(async () => {
      localStorage.setItem(REFRESH_NEEDED_KEY, "true");
      window.dispatchEvent(new Event(REFRESH_NEEDED_KEY));
    });
    await eventually(() => expect(loads()).toBe(before + 1));
    expect(localStorage.getItem(REFRESH_NEEDED_KEY)).toBeNull();
  });
});

/** The card once it is there (cards arrive with the list). */
function card_(name: string) {
  return {
    findByRole: async (role: string, options: { name: string }) =>
      within(await screen.findByRole("article", { name })).getByRole(role, options)
  };
}
