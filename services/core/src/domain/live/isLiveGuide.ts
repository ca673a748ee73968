import type { Destination } from "../knowledge/schema.ts"

/** Every guide built from the live source has an id of this prefix (no bundled guide's id has it: check-knowledge refuses it). */
export const LIVE_GUIDE_ID_PREFIX = "live-"

/** Whether a guide was built from Google Maps Platform for a destination no bundled guide covers (issue 41). */
export const isLiveGuide = (destination: Pick<Destination, "id">): boolean => destination.id.startsWith(LIVE_GUIDE_ID_PREFIX)
