// The core API's itinerary routes (docs/http-contract.md, "Itineraries").
import { API_BASE, api } from "../api/client";
import type { GenerateResponse, Itinerary, TripRequest } from "./types";

const encode = encodeURIComponent;

export const itineraryApi = {
  /** 200 when the writer finished within 25 s, 202 with `status: "generating"` otherwise. */
  generate: (request: TripRequest) => api.post<GenerateResponse>("/itinerary/generate", request),
  myItineraries: () => api.get<Itinerary[]>("/itinerary/my-itineraries"),
  shared: (shareUrl: string) => api.get<Itinerary>(`/itinerary/shared/${encode(shareUrl)}`),
  remove: (id: string) => api.delete<{ deleted: boolean }>(`/itinerary/${encode(id)}`),
  /** The owner may ask without `share`; anyone holding the share link passes it. */
  generatePdf: (id: string, shareUrl?: string) =>
    api
      .post<{ pdfUrl: string }>(`/itinerary/${encode(id)}/generate-pdf${shareUrl ? `?share=${encode(shareUrl)}` : ""}`)
      .then((answer) => answer.pdfUrl),
  credits: () => api.get<{ credits: number }>("/auth/credits").then((answer) => answer.credits)
};

/** EventSource cannot send headers, so the token travels in the query (the server accepts both). */
export function generationEventsUrl(id: string, token: string): string {
  return `${API_BASE}/itinerary/${encode(id)}/events?token=${encode(token)}`;
}

/** Spec: the share link is the site origin plus /itinerary/{shareUrl}. */
export function shareLink(shareUrl: string, origin: string = window.location.origin): string {
  return `${origin}/itinerary/${shareUrl}`;
}
