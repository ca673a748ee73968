// Labels of the journey map (ours: the spec names none; docs/adr/0121-journey-map.md).
export const mapMessages = {
  routeLabel: (destination: string, mapped: number) =>
    `Route map of ${destination}: ${mapped} ${mapped === 1 ? "place" : "places"} numbered in visiting order, as in the route list below.`,
  listHeading: "The route in visiting order",
  notOnMap: "not on the map yet",
  dayLabel: (dayNumber: number, names: readonly string[]) => `Map of day ${dayNumber}'s stops in order: ${names.join(", ")}.`,
  loading: "Drawing the map…",
  failed: "The map could not be drawn; the list says the route."
} as const;
