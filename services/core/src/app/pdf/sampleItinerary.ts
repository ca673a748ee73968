import type { Itinerary, ItineraryId } from "@safarnama/events/contract/itinerary"
import type { PlanLanguage } from "@safarnama/events/contract/options"
import type { Trip } from "@safarnama/events/itineraries/events"
import { bundledKnowledge } from "../../adapters/knowledge/Knowledge.ts"
import { offlineItinerary } from "../../adapters/writer/offline/OfflineWriter.ts"
import { untranslatedGuideTextNotice } from "../../adapters/writer/offline/phrases/phrases.ts"

/** A ready itinerary as the offline writer writes it (with the server's language notice), for the PDF benchmark and tests. */
export const sampleItinerary = (destination: string, destinationType: "domestic" | "international", duration: number, language: PlanLanguage = "en"): Itinerary => {
  const trip: Trip = {
    destination,
    origin: "Mumbai",
    destinationType,
    duration,
    budget: "mid-range",
    interests: destinationType === "domestic" ? ["culture", "food"] : ["landmarks", "food"],
    travelStyle: "moderate",
    accommodation: "mid-range",
    transportation: "mixed",
    dietaryRestrictions: "vegetarian",
    travelDates: "March 2027",
    travellingWith: "couple - 2 adults",
    visaStatus: destinationType === "domestic" ? "not-required" : "no",
    language
  }
  const notice = untranslatedGuideTextNotice(trip)
  return {
    id: "00000000-0000-4000-8000-000000000000" as ItineraryId,
    status: "ready",
    ...trip,
    createdAt: "2026-11-22T10:00:00.000Z",
    shareUrl: "sample-share-token-0000000",
    content: { ...offlineItinerary(trip, bundledKnowledge()), ...(notice ? { languageNotice: notice } : {}) }
  }
}
