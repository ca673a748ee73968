// The edit mode's words in English (the `refine` namespace: docs/adr/0140-web-languages.md); Hindi in
// i18n/hi/refine.ts. The namespace is registered with the itinerary page's own (../itineraryText.ts), so
// none of it reaches the landing page's bundle. Server messages (a 409's, a 422's reasons, the history's
// summaries) are shown as the API sends them.
export const refineMessages = {
  edit: "Edit",
  doneEditing: "Done editing",
  editing: "Editing revision {{revision}}",
  undo: "Undo",
  undoHint: "Restore revision {{revision}}",
  history: "History",
  compare: "Compare",
  saving: "Saving your change...",
  saved: "Saved as revision {{revision}}",
  activity: {
    menu: "Change '{{title}}'",
    remove: "Remove",
    move: "Move",
    regenerate: "Regenerate this activity",
    note: "Add note"
  },
  move: {
    title: "Move '{{title}}'",
    day: "Day",
    dayOption: "Day {{day}}",
    time: "Time",
    submit: "Move",
    timeInvalid: "Enter a 24-hour time like 14:30"
  },
  note: {
    dayTitle: "Note for day {{day}}",
    activityTitle: "Note for '{{title}}'",
    label: "Note",
    counter: "{{count}} of {{max}} characters",
    submit: "Save note"
  },
  day: {
    menu: "Change day {{day}}",
    regenerate: "Regenerate day",
    note: "Add a note to this day"
  },
  regenerate: {
    dayTitle: "Regenerate day {{day}}",
    activityTitle: "Regenerate '{{title}}'",
    replaceIntro: "Our writer suggests another activity for this time slot.",
    dayIntro: "Our writer plans this day again, keeping the other days and never repeating their places.",
    instruction: "What should be different? (optional)",
    instructionPlaceholder: "More beaches, fewer temples",
    counter: "{{count}} of {{max}} characters",
    free: "Free ({{count}} of {{included}} left)",
    costs_one: "Costs {{count}} credit",
    costs_other: "Costs {{count}} credits",
    balance_one: "You have {{count}} credit.",
    balance_other: "You have {{count}} credits.",
    short: "Not enough credits: buy more to regenerate.",
    checkingPrice: "Checking the price...",
    priceUnavailable: "The price could not be checked. Try again later.",
    confirm: "Regenerate",
    progress: "Regenerating: {{done}} of {{total}}",
    section: "Writing {{section}}",
    starting: "Starting the regeneration..."
  },
  hotel: {
    choose: "Choose this hotel",
    chosen: "Chosen for {{region}}"
  },
  conflict: {
    title: "This itinerary was changed elsewhere",
    reload: "Reload",
    kept: "Your change is kept: send it again on the current version, or discard it.",
    retry: "Send my change again",
    discard: "Discard my change"
  },
  refused: {
    title: "Change not made",
    reasons: "Why",
    dismiss: "OK"
  },
  failed: {
    title: "Your change was not saved",
    retry: "Try again",
    dismiss: "Dismiss"
  },
  historyPanel: {
    title: "Revision history",
    revision: "Revision {{revision}}",
    current: "Current",
    restore: "Restore",
    by: "by {{by}}",
    loading: "Loading the history...",
    failed: "The history could not be loaded."
  },
  comparePanel: {
    title: "Compare revisions",
    from: "From",
    to: "To",
    revisionOption: "Revision {{revision}}",
    show: "Compare",
    loading: "Comparing...",
    failed: "The revisions could not be compared.",
    same: "These revisions are the same.",
    day: "Day {{day}}",
    unchangedDay: "No changes",
    added: "Added",
    removed: "Removed",
    moved: "Moved or retimed",
    movedEntry: "{{title}}: day {{fromDay}} {{fromTime}} → {{toTime}}",
    notes: "Notes changed",
    hotels: "Hotels",
    hotelEntry: "{{region}}: {{from}} → {{to}}",
    costs: "Costs",
    cost: {
      accommodation: "Accommodation",
      food: "Food",
      activities: "Activities",
      total: "Total"
    }
  },
  cancel: "Cancel"
} as const;
