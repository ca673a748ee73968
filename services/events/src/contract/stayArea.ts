/**
 * The property type of a stay without a named property (docs/adr/0160-honest-facts.md): an area to choose a
 * place in, priced "from", never rated as a hotel. A module of its own, without Effect, so the web's
 * itinerary page can read it without the schemas.
 */
export const STAY_AREA = "Stay area"
export const isStayArea = (stay: { readonly propertyType: string }): boolean => stay.propertyType === STAY_AREA
