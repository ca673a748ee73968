import { IconBed, IconBuildingChurch, IconBulb, IconCash, IconMapPin, IconShieldCheck, IconToolsKitchen2 } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { daysText, longDate, mediumDate, rupees } from "./format";
import { groupSize } from "./groupSize";
import { activityIcon, tipIcon } from "./icons";
import { distancesFromStart, kilometres, kmText } from "./journey";
import { mapsSearchUrl } from "./maps";

describe("itinerary presentation rules", () => {
  it("group sizes: solo 1, couple 2, family 3, friends 5, business 3, default 1", () => {
    expect(
      ["solo - 1 adult", "couple - 2 adults", "family - 2 adults and 1 child", "friends - 5 adults", "business - 3 adults", "", undefined].map(
        groupSize
      )
    ).toEqual([1, 2, 3, 5, 3, 1, 1]);
  });

  it("running distance from the start, from texts that start with km", () => {
    expect(kilometres("142 km via NH48")).toBe(142);
    expect(kilometres("0 km (start)")).toBe(0);
    expect(kilometres("about 5 km")).toBe(0);
    expect(distancesFromStart([{ distanceFromPrevious: "0 km" }, { distanceFromPrevious: "10.25 km" }, { distanceFromPrevious: "3 km" }])).toEqual([
      0, 10.25, 13.25
    ]);
    expect(kmText(13.25)).toBe("13.3 km");
  });

  it("maps search from the name plus address or region", () => {
    expect(mapsSearchUrl("Amber Fort", "Jaipur")).toBe("https://www.google.com/maps/search/?api=1&query=Amber+Fort+Jaipur");
    expect(mapsSearchUrl("Amber Fort")).toBe("https://www.google.com/maps/search/?api=1&query=Amber+Fort");
  });

  it("icons by keyword in the type, title or category", () => {
    expect(activityIcon("food", "Lunch")).toBe(IconToolsKitchen2);
    expect(activityIcon("sightseeing", "Visit Meenakshi Temple")).toBe(IconBuildingChurch);
    expect(activityIcon(undefined, "Something else")).toBe(IconMapPin);
    // A hot month's midday rest is at the stay; "rest" inside "forest" is not one.
    expect(activityIcon("rest", "Midday rest at The Park, New Delhi")).toBe(IconBed);
    expect(activityIcon("nature", "Forest walk")).not.toBe(IconBed);
    expect(tipIcon("Safety")).toBe(IconShieldCheck);
    expect(tipIcon("Money matters")).toBe(IconCash);
    expect(tipIcon("Misc")).toBe(IconBulb);
  });

  it("dates, lengths and rupees", () => {
    expect(mediumDate("2026-03-10T09:30:00.000Z")).toBe("10 Mar 2026");
    expect(longDate("2026-03-10T09:30:00.000Z")).toBe("10 March 2026");
    expect(mediumDate("not a date")).toBe("");
    expect([daysText(1), daysText(4)]).toEqual(["1 day", "4 days"]);
    expect(rupees(125000)).toBe("₹1,25,000");
    expect(rupees("varies")).toBe("varies");
  });
});
