import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Answer, called, errorAnswer, stubRoutes } from "../test/apiRoutes";
import { stubEventSource } from "../test/fakeEventSource";
import { makeContent, makeItinerary, SERVER_ID } from "../test/itineraries";
import { eventually, logIn, renderApp } from "../test/renderApp";

vi.mock("../components/LoginModal", async () => ({ default: (await import("../test/modalMocks")).LoginModalStub }));
vi.mock("../components/PurchaseCreditsModal", async () => ({
  default: (await import("../test/modalMocks")).PurchaseModalStub
}));

const TOKEN = "s3cr3tShareTokenAbcdefgh";
const shared = makeItinerary({ content: makeContent(), shareUrl: TOKEN });

function serve(answer: () => Answer, extra: Record<string, () => Answer> = {}) {
  return stubRoutes({ [`GET /itinerary/shared/${TOKEN}`]: answer, ...extra });
}

async function open() {
  const view = renderApp(`/itinerary/${TOKEN}`);
  await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" });
  return view;
}

describe("/itinerary/{shareUrl}", () => {
  it("loads without a login, then shows the header, the actions, the content and the footer", async () => {
    let release: (answer: Answer) => void = () => undefined;
    serve(() => new Promise<Answer>((resolve) => (release = resolve)) as unknown as Answer);
    renderApp(`/itinerary/${TOKEN}`);
    expect(await screen.findByText("Loading itinerary...")).toBeTruthy();
    await act(async () => release({ body: shared }));
    // The whole plan renders at once here: past the 5 s default once, on a CI machine busy with other workers (the test itself has 15 s).
    expect(await screen.findByRole("heading", { level: 1, name: "Goa Travel Itinerary" }, { timeout: 10_000 })).toBeTruthy();
    for (const tile of ["3 Days", "December 2026", "Mid-range", "Domestic", "Balanced Mix", "Comfort Hotels", "Mixed", "None", "couple - 2 adults"])
      expect(screen.getByText(tile)).toBeTruthy();
    for (const action of ["Print", "Download PDF", "Copy Link"]) expect(screen.getByRole("button", { name: action })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Day-by-Day Itinerary" })).toBeTruthy();
    expect(screen.getByTestId("generated-on").textContent).toBe("Generated on 10 March 2026 · Safarnama");
    expect(screen.queryByTestId("updated-on")).toBeNull();
  });

  it("says 'Updated on {date}' when the owner changed the plan after it was generated", async () => {
    serve(() => ({ body: { ...shared, revision: 3, updatedAt: "2026-03-12T08:30:00.000Z" } }));
    await open();
    expect(screen.getByTestId("updated-on").textContent).toBe("Updated on 12 March 2026");
  });

  it("says 'Itinerary not found' for an unknown link", async () => {
    serve(() => errorAnswer(404, "Itinerary not found", "NotFound"));
    renderApp(`/itinerary/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "Itinerary not found" })).toBeTruthy();
  });

  it("on any other failure says 'Failed to load itinerary' and goes to the trip form", async () => {
    serve(() => errorAnswer(500, "Failed to fetch itinerary"));
    logIn();
    const { router } = renderApp(`/itinerary/${TOKEN}`);
    expect(await screen.findByText("Failed to load itinerary")).toBeTruthy();
    await eventually(() => expect(router.state.location.pathname).toBe("/make-itinerary"));
  });

  it("goes to the trip form without a share parameter", async () => {
    logIn();
    const { router } = renderApp("/itinerary");
    await eventually(() => expect(router.state.location.pathname).toBe("/make-itinerary"));
  });

  it("prints", async () => {
    serve(() => ({ body: shared }));
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("opens an existing PDF at once", async () => {
    serve(() => ({ body: { ...shared, pdfUrl: "/files/goa.pdf" } }));
    const openTab = vi.spyOn(window, "open").mockReturnValue(null);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(openTab).toHaveBeenCalledWith("/files/goa.pdf", "_blank", "noopener");
  });

  it("generates a PDF with the share token, says so, opens it and keeps its address", async () => {
    let finish: (answer: Answer) => void = () => undefined;
    const requests = serve(() => ({ body: shared }), {
      [`POST /itinerary/${SERVER_ID}/generate-pdf`]: () => new Promise<Answer>((resolve) => (finish = resolve)) as unknown as Answer
    });
    const tab = { location: { href: "" }, close: vi.fn() };
    const openTab = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Generating PDF...")).toBeTruthy();
    const pdfRequest = requests.find((request) => request.path.endsWith("/generate-pdf"))!;
    expect(pdfRequest.query.get("share")).toBe(TOKEN);
    await act(async () => finish({ body: { pdfUrl: "/files/new.pdf" } }));
    expect(await screen.findByText("PDF generated successfully!")).toBeTruthy();
    expect(tab.location.href).toBe("/files/new.pdf");

    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(openTab).toHaveBeenLastCalledWith("/files/new.pdf", "_blank", "noopener");
    expect(called(requests).filter((call) => call.endsWith("/generate-pdf"))).toHaveLength(1);
  });

  it("says when the PDF cannot be generated", async () => {
    serve(() => ({ body: shared }), { [`POST /itinerary/${SERVER_ID}/generate-pdf`]: () => errorAnswer(500, "boom") });
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Failed to generate PDF")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it("offers the browser's print dialog when the server cannot render PDFs (503)", async () => {
    serve(() => ({ body: shared }), {
      [`POST /itinerary/${SERVER_ID}/generate-pdf`]: () => errorAnswer(503, "Failed to generate PDF")
    });
    vi.spyOn(window, "open").mockReturnValue({ location: { href: "" }, close: vi.fn() } as unknown as Window);
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Failed to generate PDF")).toBeTruthy();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("copies the share link", async () => {
    serve(() => ({ body: shared }));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/itinerary/${TOKEN}`);
  });

  it("shares on WhatsApp with the trip's summary and the share link", async () => {
    serve(() => ({ body: shared }));
    await open();
    const whatsapp = screen.getByRole("link", { name: "Share on WhatsApp" });
    const url = new URL(whatsapp.getAttribute("href") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(
      `Goa Travel Itinerary: 3 days in December 2026\nRoute: North Goa → Panaji → South Goa\n${window.location.origin}/itinerary/${TOKEN}`
    );
    expect(whatsapp.getAttribute("target")).toBe("_blank");
  });

  it("opens the device's share sheet from the header's Share, and copies the link where there is none", async () => {
    serve(() => ({ body: shared }));
    const share = vi.fn(async (_data: ShareData) => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    await open();
    const header = screen.getAllByRole("button", { name: "Share" })[0] as HTMLElement;
    fireEvent.click(header);
    await eventually(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toEqual({
      title: "Goa Travel Itinerary",
      text: "Goa Travel Itinerary: 3 days in December 2026\nRoute: North Goa → Panaji → South Goa",
      url: `${window.location.origin}/itinerary/${TOKEN}`
    });
    expect(writeText).not.toHaveBeenCalled();

    // Closing the sheet is not a failure: nothing is copied, nothing is said.
    share.mockRejectedValueOnce(new DOMException("Share canceled", "AbortError"));
    fireEvent.click(header);
    await eventually(() => expect(share).toHaveBeenCalledTimes(2));
    expect(writeText).not.toHaveBeenCalled();

    // A browser without the Web Share API copies the link, as before.
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    fireEvent.click(header);
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/itinerary/${TOKEN}`);
  });

  it("downloads the trip as a calendar file from the first day the traveller picks", async () => {
    serve(() => ({ body: shared }));
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:calendar";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add to calendar" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to calendar" });
    const firstDay = screen.getByLabelText(/First day of the trip/) as HTMLInputElement;
    expect(firstDay.value).toBe("2026-12-01");
    expect(dialog.textContent).toContain("2 activities will be added, each at its time on its day.");
    fireEvent.change(firstDay, { target: { value: "2026-12-20" } });
    fireEvent.click(screen.getByRole("button", { name: "Download calendar file" }));
    await eventually(() => expect(clicks).toEqual(["goa-itinerary.ics"]));
    const text = await (created[0] as Blob).text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("DTSTART:20261220T033000Z");
    expect((created[0] as Blob).type).toBe("text/calendar;charset=utf-8");
  });

  it("offers no calendar file for a plan without timed activities", async () => {
    serve(() => ({ body: makeItinerary({ content: makeContent({ dailyItinerary: [] }), shareUrl: TOKEN }) }));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add to calendar" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to calendar" });
    expect(dialog.textContent).toContain("This plan has no timed activities to add.");
    expect((screen.getByRole("button", { name: "Download calendar file" }) as HTMLButtonElement).disabled).toBe(true);
  });

  describe("a plan being written (docs/adr/0180-draft-first-generation.md)", () => {
    const draft = (draftDays: number[]) =>
      makeItinerary({ status: "generating", hasDraft: true, shareUrl: TOKEN, progress: { done: 2, total: 6 }, content: makeContent({ draftDays }) });
    const writing = () => screen.queryAllByRole("status").map((status) => status.textContent).filter((text) => text?.endsWith("is being written"));
    const NOTICE = "A first draft from our knowledge base: the AI is writing each day, and they replace the draft as they arrive.";

    it("shows the draft with its notice and each day still being written, and no actions", async () => {
      const streams = stubEventSource();
      serve(() => ({ body: draft([1, 2]) }));
      await open();
      expect(screen.getByRole("note").textContent).toBe(NOTICE);
      expect(screen.getByRole("heading", { level: 2, name: "Day-by-Day Itinerary" })).toBeTruthy();
      expect(writing()).toEqual(["Day 1 is being written", "Day 2 is being written"]);
      // Printing, the PDF, the calendar, sharing and edits wait for the finished plan.
      expect(screen.queryByRole("toolbar")).toBeNull();
      for (const action of ["Print", "Download PDF", "Copy Link", "Add to calendar", "Share"]) expect(screen.queryByRole("button", { name: action })).toBeNull();
      expect(screen.queryByRole("link", { name: "Share on WhatsApp" })).toBeNull();
      expect(screen.queryByTestId("generated-on")).toBeNull();
      // A visitor (not logged in) cannot hear the owner's events: the page stays as it loaded.
      expect(streams).toEqual([]);
    });

    it("follows the plan for the logged-in owner: each draft event shows the days that arrived, then the finished plan", async () => {
      logIn();
      const streams = stubEventSource();
      let answer = draft([1, 2]);
      const requests = serve(() => ({ body: answer }));
      await open();
      await eventually(() => expect(streams).toHaveLength(1));
      expect(streams[0]!.url).toContain(`/api/itinerary/${SERVER_ID}/events?token=test-token`);
      const fetches = () => called(requests).filter((call) => call === `GET /itinerary/shared/${TOKEN}`).length;
      expect(fetches()).toBe(1);

      answer = draft([2]);
      act(() => streams[0]!.emit("draft", { draftDays: [2] }));
      await eventually(() => expect(writing()).toEqual(["Day 2 is being written"]));
      expect(fetches()).toBe(2);
      // Progress events say nothing new about the days: no fetch.
      act(() => streams[0]!.emit("progress", { done: 4, total: 6, section: "dailyItinerary" }));

      answer = makeItinerary({ content: makeContent(), shareUrl: TOKEN });
      act(() => streams[0]!.emit("completed", { id: SERVER_ID }));
      expect(await screen.findByRole("button", { name: "Download PDF" })).toBeTruthy();
      expect(fetches()).toBe(3);
      expect(writing()).toEqual([]);
      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(screen.getByTestId("generated-on")).toBeTruthy();
      // The plan is finished: the stream is closed.
      expect(streams[0]!.closed).toBe(true);
    });

    it("shows the failure's reason instead of the draft when the writer fails", async () => {
      logIn();
      const streams = stubEventSource();
      let answer = draft([1, 2]);
      serve(() => ({ body: answer }));
      await open();
      await eventually(() => expect(streams).toHaveLength(1));
      answer = makeItinerary({ status: "failed", shareUrl: TOKEN, failureReason: "The AI service refused the request (status 500)." });
      act(() => streams[0]!.emit("failed", { reason: "The AI service refused the request (status 500)." }));
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("Generation failed");
      expect(alert.textContent).toContain("The AI service refused the request (status 500).");
      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(screen.queryByRole("heading", { level: 2, name: "Day-by-Day Itinerary" })).toBeNull();
      expect(screen.queryByRole("toolbar")).toBeNull();
      expect(streams[0]!.closed).toBe(true);
    });

    it("in a finished plan, says which days kept the knowledge base's plan", async () => {
      serve(() => ({ body: makeItinerary({ content: makeContent({ draftDays: [2] }), shareUrl: TOKEN }) }));
      await open();
      expect(screen.getByText("This day is our knowledge base's plan: the AI's version did not pass our checks.")).toBeTruthy();
      expect(screen.getByRole("toolbar")).toBeTruthy();
      expect(writing()).toEqual([]);
    });
  });

  it("asks for a date when the first day is cleared", async () => {
    serve(() => ({ body: shared }));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add to calendar" }));
    await screen.findByRole("dialog", { name: "Add to calendar" });
    fireEvent.change(screen.getByLabelText(/First day of the trip/), { target: { value: "" } });
    expect(await screen.findByText("Pick a date.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Download calendar file" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
