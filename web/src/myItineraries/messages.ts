import { listMessages } from "../machines/itineraryList.machine";

// The spec's My Itineraries strings (sections 2, 4, 5 and 8), verbatim.
export const myItinerariesMessages = {
  heading: "My Itineraries",
  createNew: "Create New Itinerary",
  emptyTitle: "No Itineraries Yet",
  emptyText: "You haven't created any travel itineraries yet. Start planning your next adventure!",
  createFirst: "Create Your First Itinerary",
  generating: "Generating your itinerary by AI...",
  generationFailed: "Generation failed",
  confirmDelete: "Are you sure you want to delete this itinerary?",
  deleted: "Itinerary deleted successfully",
  deleteFailed: "Failed to delete itinerary"
} as const;

/**
 * The `myItineraries` namespace, English: the spec's strings above plus the page's own (ours). Registered
 * when the page's chunk loads (myItinerariesText.ts); Hindi: ../i18n/hi/myItineraries.ts.
 */
export const myItinerariesScreenMessages = {
  ...myItinerariesMessages,
  ...listMessages,
  tryAgain: "Try again",
  retry: "Retry",
  dismiss: "Dismiss",
  progressLabel: "{{destination}} generation progress",
  created: "Created {{date}}",
  preview: "Preview",
  share: "Share",
  delete: "Delete",
  deleteLabel: "Delete {{destination}}",
  days_one: "{{count}} day",
  days_other: "{{count}} days"
} as const;
