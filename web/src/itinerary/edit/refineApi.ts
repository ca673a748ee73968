// The owner's refine routes (docs/adr/0130-refine-itinerary.md; contract services/events/src/contract/refine.ts).
// Changes, history and compare are in the API's document and go through typedApi; the regeneration routes
// are typed by the shared contract until the document has them (they are being built: `npm run api:types`
// then lets them move to typedApi).
import type {
  ChangeItineraryRequest,
  ItineraryHistory,
  RegenerateRequest,
  RegenerateResponse,
  RegenerationOverview,
  RegenerationStatus,
  RevisionComparison
} from "@contract/refine";
import { api } from "../../api/client";
import { readAs, typedApi } from "../../api/typedApi";
import type { Itinerary } from "../types";

const regenerationsPath = (id: string) => `/itinerary/${encodeURIComponent(id)}/regenerations`;

export const refineApi = {
  /** 200 with the itinerary at its new revision; 409 stale, 422 ChangeRefused {problems}, 400/404 with a message. */
  change: (id: string, request: ChangeItineraryRequest): Promise<Itinerary> =>
    typedApi.post("/itinerary/{id}/changes", { path: { id }, body: request }).then((answer) => readAs<Itinerary>()(answer.itinerary)),
  history: (id: string): Promise<ItineraryHistory> =>
    typedApi.get("/itinerary/{id}/revisions", { path: { id } }).then(readAs<ItineraryHistory>()),
  compare: (id: string, from: number, to: number): Promise<RevisionComparison> =>
    typedApi.get("/itinerary/{id}/compare", { path: { id }, query: { from: String(from), to: String(to) } }).then(readAs<RevisionComparison>()),
  /** 202: the regeneration started; poll `regeneration` for its progress. */
  regenerate: (id: string, request: RegenerateRequest): Promise<RegenerateResponse> =>
    api.post<RegenerateResponse>(regenerationsPath(id), request),
  regenerations: (id: string): Promise<RegenerationOverview> => api.get<RegenerationOverview>(regenerationsPath(id)),
  regeneration: (id: string, regenerationId: string): Promise<RegenerationStatus> =>
    api.get<RegenerationStatus>(`${regenerationsPath(id)}/${encodeURIComponent(regenerationId)}`)
};
