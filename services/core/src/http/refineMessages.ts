/**
 * What the refine endpoints say when a change cannot be made (docs/adr/0130-refine-itinerary.md). The
 * spec has no text for them; each names what was asked for and why it cannot be done.
 */
export const NOT_READY_TO_CHANGE = "This itinerary can be changed once it is ready"
export const unknownDay = (dayNumber: number) => `Day ${dayNumber} is not in this itinerary`
export const unknownActivity = (activityId: string) => `Activity ${activityId} is not in this itinerary (it may have been removed)`
export const unknownRegion = (region: string) => `'${region}' is not a region of this itinerary's route`
export const unknownRevision = (revision: number, current: number) => `Revision ${revision} is not an earlier revision of this itinerary (it is at revision ${current})`
export const noSuchRevision = (revision: number, current: number) => `Revision ${revision} does not exist (this itinerary has revisions 1 to ${current})`
export const REGENERATION_NOT_FOUND = "Regeneration not found"
