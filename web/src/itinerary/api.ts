// The core API's itinerary routes (docs/http-contract.md, "Itineraries").
import { apiUrl, readAs, typedApi } from "../api/typedApi";
import type { GenerateResponse, Itinerary, TripRequest } from "./types";

export const itineraryApi = {
  /** 200 when the writer finished within 25 s, 202 with `status: "generating"` otherwise. */
  generate: (request: TripRequest): Promise<GenerateResponse> =>
    typedApi.post("/itinerary/generate", { body: request }).then(readAs<GenerateResponse>()),
  myItineraries: (): Promise<Itinerary[]> =>
    typedApi.get("/itinerary/my-itineraries", { fallbackMessage: "Failed to fetch itineraries" }).then(readAs<Itinerary[]>()),
  shared: (shareUrl: string): Promise<Itinerary> =>
    typedApi.get("/itinerary/shared/{shareUrl}", { path: { shareUrl }, fallbackMessage: "Failed to fetch itinerary" }).then(readAs<Itinerary>()),
  remove: (id: string) => typedApi.delete("/itinerary/{id}", { path: { id } }),
  /** The owner may ask without `share`; anyone holding the share link passes it. */
  generatePdf: (id: string, shareUrl?: string): Promise<string> =>
    typedApi
      .post("/itinerary/{id}/generate-pdf", { path: { id }, query: { share: shareUrl || undefined } })
      .then((answer) => answer.pdfUrl),
  credits: (): Promise<number> => typedApi.get("/auth/credits", { fallbackMessage: "Failed to get credits" }).then((answer) => answer.credits)
};

/** EventSource cannot send headers, so the token travels in the query (the server accepts both). */
export function generationEventsUrl(id: string, token: string): string {
  return apiUrl("/itinerary/{id}/events", { path: { id }, query: { token } });
}

/** Spec: the share link is the site origin plus /itinerary/{shareUrl}. */
export function shareLink(shareUrl: string, origin: string = window.location.origin): string {
  return `${origin}/itinerary/${shareUrl}`;
}
