import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeContent, makeItinerary } from "../../test/itineraries";
import { ItineraryView } from "../ItineraryView";

// The map in the itinerary view (docs/adr/0121-journey-map.md): drawn from the coordinates the server
// attached, its lazy chunk loaded on first use; the Journey Plan's list is its text alternative.
const GOA = {
  regions: [
    { name: "North Goa", lat: 15.544, lon: 73.762 },
    { name: "South Goa", lat: 15.2736, lon: 73.9581 }
  ],
  places: []
};

function show(coordinates: unknown) {
  const itinerary = makeItinerary({ content: makeContent({}), coordinates });
  return render(
    <MantineProvider>
      <ItineraryView itinerary={itinerary} />
    </MantineProvider>
  );
}

describe("the journey map in the itinerary view", () => {
  it("draws the placed regions with one line a leg and lists every region, saying which is not on the map", async () => {
    show(GOA);
    const plan = within(screen.getByRole("region", { name: "Journey Plan" }));
    const map = await plan.findByRole("img", { name: /^Route map of Goa: 2 places numbered in visiting order/ }, { timeout: 10_000 });
    // North Goa -> (Panaji, not placed) -> South Goa: one leg.
    expect(map.querySelectorAll("path.route-leg")).toHaveLength(1);
    expect(map.querySelectorAll(".map-marker")).toHaveLength(2);
    const items = within(plan.getByRole("list", { name: "The route in visiting order" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.includes("not on the map yet"))).toEqual([false, true, false]);
  });

  it("shows no map and no 'not on the map' notes for a plan without coordinates (served before the map)", () => {
    show(undefined);
    const plan = within(screen.getByRole("region", { name: "Journey Plan" }));
    expect(plan.queryByRole("img", { name: /^Route map/ })).toBeNull();
    expect(plan.getByRole("list", { name: "The route in visiting order" }).textContent).not.toContain("not on the map");
  });
});
