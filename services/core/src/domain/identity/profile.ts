import { trimmedText } from "@safarnama/events/contract/trimmedText"

/** The spec's messages for an empty name or location (section 5). */
export const NAME_REQUIRED = "Please enter your name"
export const LOCATION_REQUIRED = "Please enter your location"

import { LOCATION_MAX_LENGTH, NAME_MAX_LENGTH } from "@safarnama/events/contract/profile"

export { LOCATION_MAX_LENGTH, NAME_MAX_LENGTH }

// Control characters (including new lines) have no place in a name or a city and would break logs.
const NO_CONTROL_CHARACTERS = "[^\\u0000-\\u001f\\u007f]"

/** A profile text: trimmed, required, length-limited; every failure carries a message for the traveller. */
const profileText = (label: string, required: string, maxLength: number) =>
  trimmedText({
    maxLength,
    requiredMessage: required,
    maxMessage: `${label} must be at most ${maxLength} characters`,
    allowed: { characterClass: NO_CONTROL_CHARACTERS, message: `${label} must be plain text on one line` }
  })

/** The traveller's name, as shown in "{name}, Let's Plan Your Trip!". */
export const PersonName = profileText("Name", NAME_REQUIRED, NAME_MAX_LENGTH).annotations({
  identifier: "PersonName",
  description: `Trimmed; 1 to ${NAME_MAX_LENGTH} characters`
})

/** Where the traveller lives: the default origin city of a trip request. */
export const HomeLocation = profileText("Location", LOCATION_REQUIRED, LOCATION_MAX_LENGTH).annotations({
  identifier: "HomeLocation",
  description: `Trimmed; 1 to ${LOCATION_MAX_LENGTH} characters`
})
