import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { itineraryAt, regenerationStatus } from "../../machines/testing/editHarness";
import { type Answer, type ApiRequest, called, errorAnswer, stubRoutes } from "../../test/apiRoutes";
import { SERVER_ID } from "../../test/itineraries";
import { eventually, logIn, renderApp } from "../../test/renderApp";
import type { Itinerary } from "../types";

vi.mock("../../components/LoginModal", async () => ({ default: (await import("../../test/modalMocks")).LoginModalStub }));
vi.mock("../../components/PurchaseCreditsModal", async () => ({
  default: (await import("../../test/modalMocks")).PurchaseModalStub
}));

const TOKEN = "s3cr3tShareTokenAbcdefgh";
const SHARED = `GET /itinerary/shared/${TOKEN}`;
const HISTORY = `GET /itinerary/${SERVER_ID}/revisions`;
const CHANGES = `POST /itinerary/${SERVER_ID}/changes`;
const REGENERATIONS = `/itinerary/${SERVER_ID}/regenerations`;

const history = (current: number) => ({
  body: {
    current,
    revisions: Array.from({ length: current }, (_, i) => ({
      revision: current - i,
      kind: current - i === 1 ? "GenerationCompleted" : "ActivityRemoved",
      summary: current - i === 1 ? "Generated the plan" : "Removed 'Walk Baga Beach' from day 1",
      by: current - i === 1 ? "Safarnama" : "you",
      at: "2026-03-12T08:30:00.000Z"
    }))
  }
});

/** Revision `revision` without day 1's first activity, as the server answers a removal. */
function withoutFirst(revision: number): Itinerary {
  const plan = itineraryAt(revision);
  const days = plan.content!.dailyItinerary.map((day, index) => (index === 0 ? { ...day, activities: day.activities.slice(1) } : day));
  return { ...plan, content: { ...plan.content!, dailyItinerary: days }, updatedAt: "2026-03-12T08:30:00.000Z" };
}

async function openAsOwner(routes: Record<string, (request: ApiRequest) => Answer | Promise<Answer>> = {}, start = itineraryAt(1)) {
  logIn();
  const requests = stubRoutes({ [SHARED]: () => ({ body: start }), [HISTORY]: () => history(start.revision ?? 1), ...routes });
  renderApp(`/itinerary/${TOKEN}`);
  fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
  await screen.findByText(`Editing revision ${start.revision ?? 1}`);
  return requests;
}

const activityMenu = (title: string) => screen.findByRole("button", { name: `Change '${title}'` });

async function choose(title: string, item: string) {
  fireEvent.click(await activityMenu(title));
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("the owner's edit mode", () => {
  it("is not offered to a reader who is not logged in, and asks the server nothing about it", async () => {
    const requests = stubRoutes({ [SHARED]: () => ({ body: itineraryAt(1) }) });
    renderApp(`/itinerary/${TOKEN}`);
    await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" });
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(called(requests)).toEqual([SHARED]);
  });

  it("is not offered to a logged-in reader who does not own the itinerary (the history answers 404)", async () => {
    logIn();
    const requests = stubRoutes({ [SHARED]: () => ({ body: itineraryAt(1) }), [HISTORY]: () => errorAnswer(404, "Itinerary not found", "NotFound") });
    renderApp(`/itinerary/${TOKEN}`);
    await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" });
    await eventually(() => expect(called(requests)).toContain(HISTORY));
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("removes an activity on the revision shown, shows the new revision, then undoes to exactly the one before", async () => {
    const requests = await openAsOwner({
      [CHANGES]: (request) => {
        const { basedOn, change } = request.body as { basedOn: number; change: { _tag: string } };
        return { body: { itinerary: change._tag === "removeActivity" ? withoutFirst(basedOn + 1) : itineraryAt(basedOn + 1) } };
      }
    });
    await choose("Walk Baga Beach", "Remove");
    await screen.findByText("Editing revision 2");
    expect(screen.queryByText("Walk Baga Beach")).toBeNull();
    expect(requests.find((r) => `${r.method} ${r.path}` === CHANGES)?.body).toEqual({ basedOn: 1, change: { _tag: "removeActivity", activityId: "a1" } });

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Editing revision 3");
    expect(requests.filter((r) => `${r.method} ${r.path}` === CHANGES).at(-1)?.body).toEqual({
      basedOn: 2,
      change: { _tag: "restoreRevision", revision: 1 }
    });
    expect(await screen.findByText("Walk Baga Beach")).toBeTruthy();
  });

  it("has no Undo for the generated plan", async () => {
    await openAsOwner();
    expect((screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves an activity to another day and time from a small form", async () => {
    const requests = await openAsOwner({ [CHANGES]: () => ({ body: { itinerary: itineraryAt(2) } }) });
    await choose("Lunch at a shack", "Move");
    const dialog = await screen.findByRole("dialog", { name: "Move 'Lunch at a shack'" });
    fireEvent.change(within(dialog).getByLabelText("Day"), { target: { value: "2" } });
    fireEvent.change(within(dialog).getByLabelText(/Time/), { target: { value: "10:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await screen.findByText("Editing revision 2");
    expect(requests.find((r) => `${r.method} ${r.path}` === CHANGES)?.body).toEqual({
      basedOn: 1,
      change: { _tag: "moveActivity", activityId: "a2", toDay: 2, time: "10:30" }
    });
  });

  it("chooses another of a region's hotels, and notes a day", async () => {
    const plan = itineraryAt(1);
    const second = { ...plan.content!.hotelRecommendations.options[0]!, name: "Baga Sands", address: "Baga Beach Road", pricePerNight: 3800 };
    const twoHotels = { ...plan, content: { ...plan.content!, hotelRecommendations: { ...plan.content!.hotelRecommendations, options: [plan.content!.hotelRecommendations.options[0]!, second] } } };
    let revision = 1;
    const requests = await openAsOwner({ [CHANGES]: () => ({ body: { itinerary: { ...twoHotels, revision: ++revision } } }) }, twoHotels);
    // The region's first option is the one its costs count: it is the chosen one.
    expect(screen.getByText("Chosen for North Goa")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose this hotel" }));
    await screen.findByText("Editing revision 2");

    const day = within(screen.getByRole("group", { name: "Change day 2" }));
    fireEvent.click(day.getByRole("button", { name: "Add a note to this day" }));
    const dialog = await screen.findByRole("dialog", { name: "Note for day 2" });
    fireEvent.change(within(dialog).getByLabelText("Note"), { target: { value: "  Museums shut on Mondays  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save note" }));
    await screen.findByText("Editing revision 3");
    expect(requests.filter((r) => `${r.method} ${r.path}` === CHANGES).map((r) => r.body)).toEqual([
      { basedOn: 1, change: { _tag: "chooseHotel", region: "North Goa", hotel: "Baga Sands" } },
      { basedOn: 2, change: { _tag: "addNote", dayNumber: 2, text: "Museums shut on Mondays" } }
    ]);
  });

  it("on a 409 shows the server's message and Reload, sends nothing more, and keeps the change for the new revision", async () => {
    const stale =
      "This itinerary was changed elsewhere (it is now at revision 3; your change was made on revision 1). Nothing was changed: reload it and try again.";
    let server = 1;
    const requests = await openAsOwner({
      [CHANGES]: (request) => {
        const { basedOn } = request.body as { basedOn: number };
        if (basedOn !== 3) return errorAnswer(409, stale, "Conflict");
        return { body: { itinerary: withoutFirst(4) } };
      },
      [SHARED]: () => ({ body: itineraryAt(server) })
    });
    server = 3;
    await choose("Walk Baga Beach", "Remove");
    expect(await screen.findByText(stale)).toBeTruthy();
    // Every control is off until the reload.
    expect((await activityMenu("Walk Baga Beach")).hasAttribute("disabled")).toBe(true);
    expect((screen.getByRole("button", { name: "Done editing" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await screen.findByText("Editing revision 3");
    fireEvent.click(await screen.findByRole("button", { name: "Send my change again" }));
    await screen.findByText("Editing revision 4");
    const sent = requests.filter((r) => `${r.method} ${r.path}` === CHANGES).map((r) => r.body);
    expect(sent).toEqual([
      { basedOn: 1, change: { _tag: "removeActivity", activityId: "a1" } },
      { basedOn: 3, change: { _tag: "removeActivity", activityId: "a1" } }
    ]);
  });

  it("on a 422 lists the checks the change would break", async () => {
    await openAsOwner({
      [CHANGES]: () => ({
        status: 422,
        body: {
          _tag: "ChangeRefused",
          message: "This change was not made because the plan would break: day 1: 'Lunch' starts before 'Walk' ends",
          problems: ["day 1: 'Lunch' starts before 'Walk' ends"]
        }
      })
    });
    await choose("Walk Baga Beach", "Add note");
    const dialog = await screen.findByRole("dialog", { name: "Note for 'Walk Baga Beach'" });
    fireEvent.change(within(dialog).getByLabelText("Note"), { target: { value: "Bring sunscreen" } });
    expect(within(dialog).getByText("15 of 500 characters")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Change not made")).toBeTruthy();
    expect(within(screen.getByTestId("refusal-reasons")).getByText("day 1: 'Lunch' starts before 'Walk' ends")).toBeTruthy();
  });

  it("regenerates a day: shows the price before confirming, then the writer's progress, then the new revision", async () => {
    let polls = 0;
    const requests = await openAsOwner({
      // The share link shows the regenerated plan once the writer is done.
      [SHARED]: () => ({ body: itineraryAt(polls >= 2 ? 2 : 1) }),
      [`GET ${REGENERATIONS}`]: () => ({ body: { allowance: { included: 5, used: 1, nextCost: 0 } } }),
      [`POST ${REGENERATIONS}`]: () => ({ status: 202, body: { regeneration: regenerationStatus({ progress: { done: 0, total: 3 } }), allowance: { included: 5, used: 2, nextCost: 0 } } }),
      [`GET ${REGENERATIONS}/rg_1`]: () => {
        polls++;
        return { body: polls < 2 ? regenerationStatus({ progress: { done: 2, total: 3, section: "Day 1 afternoon" } }) : regenerationStatus({ status: "completed", revision: 2 }) };
      }
    });
    const day = within(await screen.findByRole("group", { name: "Change day 1" }));
    fireEvent.click(day.getByRole("button", { name: "Regenerate day" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate day 1" });
    expect(await within(dialog).findByText("Free (4 of 5 left)")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("What should be different? (optional)"), { target: { value: "More beaches" } });
    expect(within(dialog).getByText("12 of 200 characters")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText("Regenerating: 2 of 3", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("Writing Day 1 afternoon")).toBeTruthy();
    await screen.findByText("Editing revision 2", {}, { timeout: 3000 });
    expect(requests.find((r) => `${r.method} ${r.path}` === `POST ${REGENERATIONS}`)?.body).toEqual({
      basedOn: 1,
      target: { _tag: "day", dayNumber: 1, instruction: "More beaches" }
    });
  });

  it("says a regeneration past the included ones costs a credit, and will not confirm without one", async () => {
    logIn({ id: "user-1", phone: "+919876543210", name: "Asha Verma", location: "Pune", credits: 0 });
    stubRoutes({
      [SHARED]: () => ({ body: itineraryAt(1) }),
      [HISTORY]: () => history(1),
      [`GET ${REGENERATIONS}`]: () => ({ body: { allowance: { included: 5, used: 5, nextCost: 1 } } })
    });
    renderApp(`/itinerary/${TOKEN}`);
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await choose("Walk Baga Beach", "Regenerate this activity");
    const dialog = await screen.findByRole("dialog", { name: "Regenerate 'Walk Baga Beach'" });
    expect(await within(dialog).findByText("Costs 1 credit")).toBeTruthy();
    expect(within(dialog).getByText(/Not enough credits/)).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Regenerate" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists the revisions with Restore, and compares two of them day by day", async () => {
    const requests = await openAsOwner(
      {
        [`GET /itinerary/${SERVER_ID}/compare`]: () => ({
          body: {
            from: 1,
            to: 2,
            days: [
              { dayNumber: 1, changed: true, added: [], removed: [{ id: "a1", title: "Walk Baga Beach", time: "09:00" }], retimed: [], notesChanged: false },
              { dayNumber: 2, changed: false, added: [], removed: [], retimed: [], notesChanged: false }
            ],
            hotels: [],
            costs: { from: { accommodation: 9000, food: 3000, activities: 1500, total: 13500 }, to: { accommodation: 9000, food: 3000, activities: 1000, total: 13000 } }
          }
        }),
        [CHANGES]: () => ({ body: { itinerary: itineraryAt(3) } })
      },
      withoutFirst(2)
    );
    fireEvent.click(screen.getByRole("button", { name: "Compare" }));
    const compare = await screen.findByRole("dialog", { name: "Compare revisions" });
    fireEvent.click(within(compare).getByRole("button", { name: "Compare" }));
    const day1 = within(await screen.findByTestId("compare-day-1"));
    expect(day1.getByText("Removed")).toBeTruthy();
    expect(day1.getByText("09:00 Walk Baga Beach")).toBeTruthy();
    expect(within(screen.getByTestId("compare-day-2")).getByText("No changes")).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith("/compare"))?.query.toString()).toBe("from=1&to=2");
    fireEvent.click(within(compare).getByRole("button", { name: "Close" }));

    fireEvent.click(screen.getByRole("button", { name: "History" }));
    const entry = within(await screen.findByTestId("revision-1"));
    expect(entry.getByText("Generated the plan")).toBeTruthy();
    await act(async () => fireEvent.click(entry.getByRole("button", { name: "Restore Revision 1" })));
    await screen.findByText("Editing revision 3");
    expect(requests.filter((r) => `${r.method} ${r.path}` === CHANGES).at(-1)?.body).toEqual({ basedOn: 2, change: { _tag: "restoreRevision", revision: 1 } });
  });
});

