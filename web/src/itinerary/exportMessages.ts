// Labels of the exports and sharing (ours: the spec names none of them; docs/adr/0120-trip-exports-and-sharing.md).
export const exportMessages = {
  directions: (dayNumber: number) => `Directions for day ${dayNumber}`,
  addToCalendar: "Add to calendar",
  calendarTitle: "Add to calendar",
  firstDay: "First day of the trip",
  firstDayHint: "The plan gives the month, not the day: pick the day your trip starts.",
  eventCount: (n: number) => `${n} ${n === 1 ? "activity" : "activities"} will be added, each at its time on its day.`,
  noTimedActivities: "This plan has no timed activities to add.",
  invalidDate: "Pick a date.",
  downloadCalendar: "Download calendar file",
  calendarFailed: "Failed to make the calendar file",
  floatingTimes: "Times are the destination's local times.",
  shareOnWhatsApp: "Share on WhatsApp"
} as const;
