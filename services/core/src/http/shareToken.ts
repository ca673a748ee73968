/** A share link's token as the server makes them (anything else cannot name an itinerary). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/
