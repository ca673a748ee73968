import { createContext, type ReactNode, useContext } from "react";
import type { Activity, HotelOption, ItineraryDay } from "../types";

// Where the owner's edit controls appear inside the itinerary's sections. The sections only name the
// places (one element each); what is shown there comes from the edit mode through this context, so the
// read-only view (a shared link, a guest) renders nothing extra and loads none of the edit code.
export interface EditSlots {
  activity?: (day: ItineraryDay, activity: Activity) => ReactNode;
  day?: (day: ItineraryDay) => ReactNode;
  hotel?: (hotel: HotelOption) => ReactNode;
}

export const EditSlotsContext = createContext<EditSlots | null>(null);

export function ActivitySlot({ day, activity }: { day: ItineraryDay; activity: Activity }) {
  return useContext(EditSlotsContext)?.activity?.(day, activity) ?? null;
}

export function DaySlot({ day }: { day: ItineraryDay }) {
  return useContext(EditSlotsContext)?.day?.(day) ?? null;
}

export function HotelSlot({ hotel }: { hotel: HotelOption }) {
  return useContext(EditSlotsContext)?.hotel?.(hotel) ?? null;
}
