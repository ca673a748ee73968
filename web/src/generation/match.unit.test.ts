import { describe, expect, it } from "vitest";
import { makeItinerary, OTHER_ID, SERVER_ID } from "../test/itineraries";
import { serverViewOf } from "./match";

const START = "2026-03-10T10:00:00.000Z";
const entry = { id: "temp-1", destination: "Goa", destinationType: "domestic", duration: 3, createdAt: START };
const at = (secondsFromStart: number) => new Date(Date.parse(START) + secondsFromStart * 1000).toISOString();

describe("completion match (spec section 4)", () => {
  it("matches the same id whatever the trip", () => {
    const view = serverViewOf({ ...entry, id: SERVER_ID }, [makeItinerary({ destination: "Kerala", createdAt: at(-3600) })]);
    expect(view.kind).toBe("completed");
  });

  it("matches the same destination, type and duration created up to 60 s before the start", () => {
    expect(serverViewOf(entry, [makeItinerary({ createdAt: at(-60) })]).kind).toBe("completed");
    expect(serverViewOf(entry, [makeItinerary({ createdAt: at(120) })]).kind).toBe("completed");
    expect(serverViewOf(entry, [makeItinerary({ createdAt: at(-61) })]).kind).toBe("absent");
  });

  it("needs destination, type and duration all equal", () => {
    const created = { createdAt: at(5) };
    expect(serverViewOf(entry, [makeItinerary({ ...created, destination: "Goa " })]).kind).toBe("absent");
    expect(serverViewOf(entry, [makeItinerary({ ...created, destinationType: "international" })]).kind).toBe("absent");
    expect(serverViewOf(entry, [makeItinerary({ ...created, duration: 4 })]).kind).toBe("absent");
  });

  it("tells a finished itinerary from one still being written or failed", () => {
    const generating = makeItinerary({ createdAt: at(1), status: "generating" });
    const failed = makeItinerary({ id: OTHER_ID, createdAt: at(1), status: "failed", failureReason: "Writer down" });
    expect(serverViewOf(entry, [generating]).kind).toBe("generating");
    expect(serverViewOf(entry, [failed])).toMatchObject({ kind: "failed", reason: "Writer down" });
  });

  it("prefers the same id over an earlier same-trip itinerary", () => {
    const older = makeItinerary({ id: OTHER_ID, createdAt: at(-30) });
    const mine = makeItinerary({ createdAt: at(2), status: "generating" });
    expect(serverViewOf({ ...entry, id: SERVER_ID }, [older, mine]).kind).toBe("generating");
  });
});
