// Labels of the journey map (ours: the spec names none; docs/adr/0121-journey-map.md). Part of the
// `itinerary` namespace.
export const mapMessages = {
  routeLabel_one: "Route map of {{destination}}: {{count}} place numbered in visiting order, as in the route list below.",
  routeLabel_other: "Route map of {{destination}}: {{count}} places numbered in visiting order, as in the route list below.",
  listHeading: "The route in visiting order",
  notOnMap: "not on the map yet",
  dayLabel: "Map of day {{day}}'s stops in order: {{names}}.",
  stopNumber: "Stop {{number}} on the day's map",
  loading: "Drawing the map…",
  failed: "The map could not be drawn; the list says the route."
} as const;
