import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiRequest, errorAnswer, stubRoutes } from "../test/apiRoutes";
import { AUTOCOMPLETE_DEBOUNCE_MS, LocationAutocomplete, type PickedPlace } from "./LocationAutocomplete";
import { displayName, readPredictions, tripTypeOf } from "./predictions";

const JAIPUR = {
  description: "Jaipur, Rajasthan, India",
  place_id: "p-jaipur",
  terms: [{ value: "Jaipur" }, { value: "Rajasthan" }, { value: "India" }]
};
const JAKARTA = { description: "Jakarta, Indonesia", place_id: "p-jakarta", terms: [{ value: "Jakarta" }, { value: "Indonesia" }] };

function Field({ detect, onPick }: { detect?: boolean; onPick: (place: PickedPlace) => void }) {
  const [value, setValue] = useState("");
  return (
    <MantineProvider>
      <LocationAutocomplete label="Destination" value={value} onChange={setValue} onPick={onPick} detectTripType={detect ?? false} />
    </MantineProvider>
  );
}

const input = () => screen.getByLabelText("Destination") as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
async function settle(ms = AUTOCOMPLETE_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let requests: ApiRequest[];
let answer: (query: string) => unknown[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
  answer = (query) => (query.toLowerCase().startsWith("ja") ? [JAIPUR, JAKARTA] : []);
  requests = stubRoutes({
    "GET /places/autocomplete": ({ query }) => ({ body: { predictions: answer(query.get("input") ?? "") } })
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("location autocomplete", () => {
  it("asks from 2 typed characters, once the typing pauses for 250 ms", async () => {
    render(<Field onPick={() => undefined} />);
    type("J");
    await settle(1000);
    expect(requests).toHaveLength(0);
    type("Ja");
    await settle(AUTOCOMPLETE_DEBOUNCE_MS - 50);
    type("Jai");
    await settle(AUTOCOMPLETE_DEBOUNCE_MS - 50);
    expect(requests).toHaveLength(0);
    await settle(50);
    expect(requests.map((r) => r.query.get("input"))).toEqual(["Jai"]);
    expect(await screen.findByRole("option", { name: "Jaipur, Rajasthan, India" })).toBeTruthy();
  });

  it("keeps one session token per typing session and starts a new one after a choice", async () => {
    render(<Field onPick={() => undefined} />);
    type("Ja");
    await settle();
    type("Jai");
    await settle();
    const [first, second] = requests.map((r) => r.query.get("sessionToken"));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    fireEvent.click(await screen.findByRole("option", { name: "Jaipur, Rajasthan, India" }));
    type("Jak");
    await settle();
    expect(requests[2]!.query.get("sessionToken")).not.toBe(first);
  });

  it("shows a chosen place as its first and last terms when it has three or more", async () => {
    const picks: PickedPlace[] = [];
    render(<Field onPick={(place) => picks.push(place)} />);
    type("Ja");
    await settle();
    fireEvent.click(await screen.findByRole("option", { name: "Jaipur, Rajasthan, India" }));
    expect(input().value).toBe("Jaipur, India");
    type("Ja");
    await settle();
    fireEvent.click(await screen.findByRole("option", { name: "Jakarta, Indonesia" }));
    expect(input().value).toBe("Jakarta, Indonesia");
    expect(picks.map((pick) => pick.text)).toEqual(["Jaipur, India", "Jakarta, Indonesia"]);
    // The origin field does not set the trip type.
    expect(picks.every((pick) => pick.tripType === undefined)).toBe(true);
  });

  it("on the destination field, sets the type from the first suggestion: India means domestic", async () => {
    const picks: PickedPlace[] = [];
    render(<Field detect onPick={(place) => picks.push(place)} />);
    type("Ja");
    await settle();
    fireEvent.click(await screen.findByRole("option", { name: "Jakarta, Indonesia" }));
    expect(picks[0]!.tripType).toBe("domestic");
    answer = () => [JAKARTA, JAIPUR];
    type("Jak");
    await settle();
    fireEvent.click(await screen.findByRole("option", { name: "Jaipur, Rajasthan, India" }));
    expect(picks[1]!.tripType).toBe("international");
  });

  it("works as a plain text field when the places endpoint is missing", async () => {
    stubRoutes({ "GET /places/autocomplete": () => errorAnswer(404, "Not found", "NotFound") });
    const fetchSpy = vi.mocked(fetch);
    render(<Field onPick={() => undefined} />);
    type("Goa beaches");
    await settle();
    type("Goa beaches and forts");
    await settle();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes("/places/"))).toHaveLength(1);
    expect(input().value).toBe("Goa beaches and forts");
    expect(screen.queryByRole("option")).toBeNull();
  });
});

describe("prediction rules", () => {
  it("reads terms as objects or strings and skips malformed entries", () => {
    expect(readPredictions({ predictions: [JAIPUR, { description: "Pune", terms: ["Pune", "Maharashtra"] }, { nope: 1 }] })).toEqual([
      { description: "Jaipur, Rajasthan, India", place_id: "p-jaipur", terms: ["Jaipur", "Rajasthan", "India"] },
      { description: "Pune", place_id: "Pune", terms: ["Pune", "Maharashtra"] }
    ]);
    expect(readPredictions(null)).toEqual([]);
  });

  it("display and India rules", () => {
    expect(displayName({ description: "Old Goa, Goa, India", place_id: "x", terms: ["Old Goa", "Goa", "India"] })).toBe("Old Goa, India");
    expect(displayName({ description: "Paris, France", place_id: "x", terms: ["Paris", "France"] })).toBe("Paris, France");
    expect(tripTypeOf([])).toBeUndefined();
    expect(tripTypeOf([{ description: "Leh, Ladakh, India", place_id: "x", terms: [] }])).toBe("domestic");
    expect(tripTypeOf([{ description: "Kathmandu, Nepal", place_id: "x", terms: [] }])).toBe("international");
  });
});
