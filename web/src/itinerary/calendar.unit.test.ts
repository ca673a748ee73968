import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { makeContent, makeItinerary } from "../test/itineraries";
import { durationMinutes, firstDayOfTravelMonth, parseIsoDate, tripCalendarEvents } from "./calendarEvents";
import { calendarFileName, tripCalendarText } from "./calendarFile";
import { isKnownTimeZone, tripTimeZone, zonedTimeToUtc } from "./tripTimeZone";
import type { Activity, ItineraryContent, ItineraryDay } from "./types";

// The file is written with `ics` and read back here with ical.js, an independent parser.
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        start: event.startDate.toString(),
        end: event.endDate.toString()
      };
    })
  };
}

const timed = (title: string, time: string, duration: string, location = title): Activity =>
  ({ type: "sightseeing", title, time, details: { location, distanceFromPrevious: "", travelTime: "", duration, cost: 0, description: `About ${title}` } }) as Activity;
const threeDays = (): ItineraryDay[] => {
  const [first, rest] = makeContent().dailyItinerary as [ItineraryDay, ItineraryDay];
  return [
    first,
    rest,
    { dayNumber: 3, theme: "Old Goa", region: "Old Goa", subArea: "", activities: [timed("Basilica of Bom Jesus", "10:30", "45 minutes")], visitedAttractions: [] }
  ];
};
const goa = makeItinerary({ content: makeContent({ dailyItinerary: threeDays() }) });
const DEC_1 = { year: 2026, month: 12, day: 1 };

describe("the trip's calendar", () => {
  it("holds one event per timed activity, on its day, in India's time, with its place", async () => {
    const calendar = readCalendar(await tripCalendarText(goa, DEC_1));
    expect(calendar.name).toBe("Goa Travel Itinerary");
    // Day 1 at 09:00 and 13:00 IST, day 2 is a rest day, day 3 at 10:30 IST; IST is UTC+5:30.
    expect(calendar.events).toEqual([
      {
        uid: `${goa.id}-day1-1@safarnama`,
        summary: "Walk Baga Beach",
        location: "Baga Beach, North Goa",
        description: "Day 1: Beach day\nMorning walk.",
        start: "2026-12-01T03:30:00Z",
        end: "2026-12-01T05:30:00Z"
      },
      {
        uid: `${goa.id}-day1-2@safarnama`,
        summary: "Lunch at a shack",
        location: "Tito's Lane, North Goa",
        description: "Day 1: Beach day\nSeafood thali.",
        start: "2026-12-01T07:30:00Z",
        end: "2026-12-01T08:30:00Z"
      },
      {
        uid: `${goa.id}-day3-1@safarnama`,
        summary: "Basilica of Bom Jesus",
        location: "Basilica of Bom Jesus, Old Goa",
        description: "Day 3: Old Goa\nAbout Basilica of Bom Jesus",
        start: "2026-12-03T05:00:00Z",
        end: "2026-12-03T05:45:00Z"
      }
    ]);
  });

  it("carries the days across the end of a month", () => {
    const starts = tripCalendarEvents(goa, { year: 2026, month: 12, day: 30 }).map((event) => event.start);
    expect(starts).toEqual([
      [2026, 12, 30, 3, 30],
      [2026, 12, 30, 7, 30],
      [2027, 1, 1, 5, 0]
    ]);
  });

  it("leaves out activities without a clock time, and a plan with none has no events", async () => {
    const untimed = makeItinerary({
      content: makeContent({
        dailyItinerary: [{ dayNumber: 1, theme: "", region: "Goa", subArea: "", activities: [{ ...timed("Beach", "", "2 hours") }], visitedAttractions: [] }]
      })
    });
    expect(tripCalendarEvents(untimed, DEC_1)).toEqual([]);
    expect(tripCalendarEvents(makeItinerary(), DEC_1)).toEqual([]);
    expect(readCalendar(await tripCalendarText(untimed, DEC_1)).events).toEqual([]);
  });

  it("uses the destination's zone for an international trip (summer time included)", async () => {
    const content = makeContent({
      overview: { ...makeContent().overview, timeZone: "Europe/London (GMT+1; 4 h 30 min behind India)" },
      dailyItinerary: [{ dayNumber: 1, theme: "", region: "Westminster", subArea: "", activities: [timed("Big Ben", "09:00", "1 hour")], visitedAttractions: [] }]
    });
    const london = makeItinerary({ destination: "London", destinationType: "international", content });
    const [july] = readCalendar(await tripCalendarText(london, { year: 2026, month: 7, day: 10 })).events;
    const [january] = readCalendar(await tripCalendarText(london, { year: 2027, month: 1, day: 10 })).events;
    expect(july?.start).toBe("2026-07-10T08:00:00Z");
    expect(july?.location).toBe("Big Ben, Westminster, London");
    expect(january?.start).toBe("2027-01-10T09:00:00Z");
  });

  it("writes floating local times when the plan names no zone", async () => {
    const content = makeContent({
      overview: { ...makeContent().overview, timeZone: "Local time (check the time difference with IST before you travel)" },
      dailyItinerary: [{ dayNumber: 1, theme: "", region: "Town", subArea: "", activities: [timed("Museum", "09:00", "1.5 hours")], visitedAttractions: [] }]
    });
    const somewhere = makeItinerary({ destination: "Somewhere", destinationType: "international", content });
    expect(readCalendar(await tripCalendarText(somewhere, DEC_1)).events.map(({ start, end }) => [start, end])).toEqual([
      ["2026-12-01T09:00:00", "2026-12-01T10:30:00"]
    ]);
  });
});

describe("calendar helpers", () => {
  it("offers the 1st of the travel month as the first day", () => {
    expect(firstDayOfTravelMonth("December 2026")).toEqual(DEC_1);
    expect(firstDayOfTravelMonth("march 2027")).toEqual({ year: 2027, month: 3, day: 1 });
    expect(firstDayOfTravelMonth("Soon")).toBeUndefined();
    expect(firstDayOfTravelMonth(undefined)).toBeUndefined();
  });

  it("reads a date input's value and refuses a day that does not exist", () => {
    expect(parseIsoDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(parseIsoDate("")).toBeUndefined();
  });

  it("reads activity lengths, an hour when it cannot", () => {
    expect([durationMinutes("2 hours"), durationMinutes("1.5 hours"), durationMinutes("45 minutes"), durationMinutes("1 hour")]).toEqual([120, 90, 45, 60]);
    expect(durationMinutes("a while")).toBeUndefined();
    expect(durationMinutes("0 hours")).toBeUndefined();
  });

  it("knows the trip's zone: India's for a domestic trip, the named one abroad, else none", () => {
    const overview = makeContent().overview;
    const abroad = (timeZone: string | undefined) =>
      tripTimeZone({ destinationType: "international", content: { ...makeContent(), overview: { ...overview, timeZone } } as ItineraryContent });
    expect(tripTimeZone({ destinationType: "domestic", content: undefined as unknown as ItineraryContent })).toBe("Asia/Kolkata");
    expect(abroad("Asia/Bangkok (GMT+7; 1 h 30 min ahead of India)")).toBe("Asia/Bangkok");
    expect(abroad("Asia/Dubai")).toBe("Asia/Dubai");
    expect(abroad("GMT+7")).toBeUndefined();
    expect(abroad("Mars/Olympus")).toBeUndefined();
    expect(abroad(undefined)).toBeUndefined();
    expect(isKnownTimeZone("Asia/Kolkata")).toBe(true);
  });

  it("turns a wall-clock time in a zone into its instant", () => {
    expect(zonedTimeToUtc(DEC_1, { hours: 9, minutes: 0 }, "Asia/Kolkata").toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8 }, { hours: 12, minutes: 0 }, "America/New_York").toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 7 }, { hours: 12, minutes: 0 }, "America/New_York").toISOString()).toBe("2026-03-07T17:00:00.000Z");
  });

  it("names the file after the destination", () => {
    expect(calendarFileName("Goa")).toBe("goa-itinerary.ics");
    expect(calendarFileName("Rishikesh & Haridwar")).toBe("rishikesh-haridwar-itinerary.ics");
    expect(calendarFileName("!!!")).toBe("trip-itinerary.ics");
  });
});
