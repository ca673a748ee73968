import { describe, expect, it } from "vitest";
import { dayDirectionsUrl, dayStops, MAX_WAYPOINTS, placeWithRegion } from "./directions";
import type { Activity, ItineraryDay } from "./types";

const activity = (title: string, location: string): Activity =>
  ({ type: "sightseeing", title, time: "09:00", details: { location, distanceFromPrevious: "", travelTime: "", duration: "1 hour", cost: 0, description: "" } }) as Activity;
const day = (activities: Activity[], region = "Jaipur"): Pick<ItineraryDay, "activities" | "region"> => ({ region, activities });

describe("a day's directions", () => {
  it("goes through the day's stops in order: first the origin, last the destination, the rest waypoints", () => {
    const url = new URL(
      dayDirectionsUrl(
        day([activity("Amber Fort", "Amber Fort"), activity("Lunch", "Laxmi Misthan Bhandar"), activity("Palace", "City Palace"), activity("Sunset", "Nahargarh Fort")])
      ) ?? ""
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe("Amber Fort, Jaipur");
    expect(url.searchParams.get("waypoints")?.split("|")).toEqual(["Laxmi Misthan Bhandar, Jaipur", "City Palace, Jaipur"]);
    expect(url.searchParams.get("destination")).toBe("Nahargarh Fort, Jaipur");
  });

  it("starts at the day's first real place, not at the journey there, and ends before the journey home", () => {
    const journey = (title: string, location: string) => ({ ...activity(title, location), type: "transport" }) as Activity;
    const url = new URL(
      dayDirectionsUrl(
        day([journey("Getting there from Pune", "Pune to Jaipur International Airport"), activity("Amber Fort", "Amber Fort"), activity("Palace", "City Palace"), journey("Journey home to Pune", "Jaipur to Pune")])
      ) ?? ""
    );
    expect([url.searchParams.get("origin"), url.searchParams.get("destination")]).toEqual(["Amber Fort, Jaipur", "City Palace, Jaipur"]);
  });

  it("has no waypoints for a day of two stops", () => {
    const url = new URL(dayDirectionsUrl(day([activity("A", "Hawa Mahal"), activity("B", "Jantar Mantar")])) ?? "");
    expect(url.searchParams.has("waypoints")).toBe(false);
    expect([url.searchParams.get("origin"), url.searchParams.get("destination")]).toEqual(["Hawa Mahal, Jaipur", "Jantar Mantar, Jaipur"]);
  });

  it("uses an activity's title when it has no location, and skips one with neither", () => {
    expect(dayStops(day([activity("Hawa Mahal", ""), activity("  ", " "), activity("Lunch", "Chokhi Dhani")]))).toEqual(["Hawa Mahal, Jaipur", "Chokhi Dhani, Jaipur"]);
  });

  it("makes two activities at one place in a row one stop", () => {
    expect(dayStops(day([activity("Breakfast", "Hotel Pearl"), activity("Rest", "Hotel Pearl"), activity("Walk", "Bapu Bazaar")]))).toEqual([
      "Hotel Pearl, Jaipur",
      "Bapu Bazaar, Jaipur"
    ]);
  });

  it("gives no directions for a day of fewer than two stops (a rest day, one place)", () => {
    expect(dayDirectionsUrl(day([]))).toBeUndefined();
    expect(dayDirectionsUrl(day([activity("Spa", "Hotel Pearl")]))).toBeUndefined();
    expect(dayDirectionsUrl(day([activity("Breakfast", "Hotel Pearl"), activity("Rest", "Hotel Pearl")]))).toBeUndefined();
    expect(dayDirectionsUrl({ region: "Jaipur" } as Pick<ItineraryDay, "activities" | "region">)).toBeUndefined();
  });

  it("keeps at most Google's nine waypoints, ending at the day's last stop", () => {
    const stops = Array.from({ length: 14 }, (_, i) => activity(`Stop ${i + 1}`, `Place ${i + 1}`));
    const url = new URL(dayDirectionsUrl(day(stops)) ?? "");
    expect(url.searchParams.get("waypoints")?.split("|")).toHaveLength(MAX_WAYPOINTS);
    expect(url.searchParams.get("waypoints")?.split("|")[0]).toBe("Place 2, Jaipur");
    expect(url.searchParams.get("destination")).toBe("Place 14, Jaipur");
  });

  it("does not repeat a region the place's name already holds", () => {
    expect(placeWithRegion("Old Goa Church", "Old Goa")).toBe("Old Goa Church");
    expect(placeWithRegion("Baga Beach", " North Goa ")).toBe("Baga Beach, North Goa");
    expect(placeWithRegion("Baga Beach", undefined)).toBe("Baga Beach");
  });
});
