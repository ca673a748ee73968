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
