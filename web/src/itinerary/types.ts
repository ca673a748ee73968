// The itinerary as the API sends it: the shared contract's types (services/events/src/contract, Effect
// Schemas). Only types are imported, so nothing of Effect reaches the bundle. Generated content comes
// from an AI writer and older records may lack parts of it, so the view still treats every part of the
// content as possibly missing.
import type {
  Accommodation,
  Budget,
  ItineraryContent as ContractContent,
  Itinerary as ContractItinerary,
  TripType as ContractTripType,
  DietaryRestriction,
  GenerateItineraryRequest,
  GenerateItineraryResponse,
  Interest,
  PlanLanguage,
  Transportation,
  TravellingWith,
  TravelStyle,
  VisaStatus
} from "@contract/itinerary";
import type { ApiAnswer, ApiBody, Expect, Fits, KnownFields } from "../api/typedApi";

export type TripType = ContractTripType;
export type Itinerary = ContractItinerary;
export type ItineraryStatus = Itinerary["status"];
export type ItineraryContent = ContractContent;
/** The body of POST /api/itinerary/generate: the trip request plus the client's tempId. */
export type TripRequest = GenerateItineraryRequest;
export type GenerateResponse = GenerateItineraryResponse;

// The contract's types must stay what the API's document (web/src/api/openapi.gen.ts) says goes over
// the wire: the document also holds the HTTP layer's own shapes, such as the generate answer.
export type ItineraryTypesFit = [
  Expect<Fits<ApiAnswer<"get", "/itinerary/shared/{shareUrl}">, Itinerary>>,
  Expect<Fits<ApiAnswer<"get", "/itinerary/my-itineraries">[number], Itinerary>>,
  Expect<Fits<ApiAnswer<"post", "/itinerary/generate">, GenerateResponse>>,
  Expect<KnownFields<ApiBody<"post", "/itinerary/generate">, TripRequest>>
];

export type { Accommodation, Budget, DietaryRestriction, Interest, PlanLanguage, Transportation, TravellingWith, TravelStyle, VisaStatus };

export type Overview = ItineraryContent["overview"];
export type GeographicProgression = ItineraryContent["geographicProgression"];
export type RegionStop = GeographicProgression["regionSequence"][number];
export type TransportationDetails = GeographicProgression["transportationDetails"];
export type HotelOption = ItineraryContent["hotelRecommendations"]["options"][number];
export type ItineraryDay = ItineraryContent["dailyItinerary"][number];
export type Activity = ItineraryDay["activities"][number];
export type CostBreakdown = ItineraryContent["costBreakdown"];
export type FoodPlace = ItineraryContent["foodRecommendations"][number];
export type TravelTip = ItineraryContent["travelTips"][number];
export type VisaInformation = NonNullable<ItineraryContent["visaInformation"]>;
