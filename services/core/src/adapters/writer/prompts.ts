import type { PlanLanguage } from "@safarnama/events/contract/options"
import { accommodationLabels, budgetBands, groupSize, travelStyleLabels } from "@safarnama/events/contract/options"
import { planLanguageOf } from "../../domain/itineraries/tripRules.ts"
import type { ChunkTask } from "./ItineraryWriter.ts"

/**
 * What an AI writer is asked for each chunk. The user message ends with a machine-readable TASK block
 * (JSON) so the same prompt drives the model and the loopback fake server of the tests and benchmark.
 */

export const TASK_MARKER = "TASK:"

export const SYSTEM_PROMPT = [
  "You are Safarnama's travel planner for travellers from India.",
  "Write accurate, practical itineraries with real places, realistic timings and prices in Indian rupees (INR, whole numbers, per person).",
  "Never invent venues: when unsure, describe the kind of place to look for.",
  "Answer with JSON only, exactly matching the given schema."
].join(" ")

const bandText = (task: ChunkTask) => {
  const band = budgetBands[task.trip.destinationType][task.trip.budget]
  return band.max === undefined ? `at least ₹${band.min}` : `between ₹${band.min} and ₹${band.max}`
}

const placeText = (p: { readonly title: string; readonly placeId?: string }) => (p.placeId ? `${p.title} (${p.placeId})` : p.title)

/** A finished plan's day written again (docs/adr/0130-refine-itinerary.md, "AI regeneration"). */
const regenerationText = (task: ChunkTask): ReadonlyArray<string> => {
  const r = task.regenerate
  if (r === undefined) return []
  const day = task.dayNumbers?.[0]
  return [
    r.activity
      ? `The traveller wants another activity instead of '${r.activity.title}' at ${r.activity.time} on day ${day}: write day ${day} again with new suggestions; one of them, at that time, will replace it${r.activity.minutes === undefined ? "" : `, so include sights that take at most ${r.activity.minutes} minutes with the way there`}.`
      : `The traveller wants day ${day} of their finished plan written again; the other days stay as they are.`,
    ...(r.part
      ? [
          `Write only the activities of day ${day} that start ${[r.part.from ? `at ${r.part.from} or later` : "", r.part.until ? `before ${r.part.until}` : ""].filter(Boolean).join(" and ")}${r.part.until ? `, each ending by ${r.part.until}` : ""}; another writer writes the rest of the day at the same time, from other candidates.`
        ]
      : []),
    ...(r.instruction ? [`The traveller asks: "${r.instruction}". Honour it.`] : []),
    ...(r.avoid.length > 0 ? [`Never include these places, already in the plan: ${r.avoid.map(placeText).join("; ")}.`] : []),
    ...(r.current.length > 0 ? [`Prefer other places than the day has now: ${r.current.map(placeText).join("; ")}.`] : [])
  ]
}

const instructions = (task: ChunkTask): string => {
  const { trip } = task
  switch (task.kind) {
    case "route":
      return [
        `Plan the route of this ${trip.duration}-day trip: the regions in visiting order.`,
        `Every day from 1 to ${trip.duration} appears in exactly one region's daysSpent, in order.`,
        "distanceFromPrevious starts with a number of km (the first region from the arrival airport or station).",
        "costBreakdown is per person for the whole trip in INR, transport excluded; total = accommodation + food + activities.",
        `total / ${trip.duration} days must be ${bandText(task)} (the ${trip.budget} band for ${trip.destinationType} trips).`
      ].join("\n")
    case "overview":
      return [
        "Write the destination overview: description, highlights, climate with seasons, best time to visit, geography, languages, local cuisine and cultural notes.",
        trip.destinationType === "international"
          ? "Include timeZone (with the difference to IST) and currency (name, ISO code, exchangeRate = INR for one unit)."
          : "This is a domestic trip: no timeZone and no currency."
      ].join("\n")
    case "stays":
      return [
        `Recommend ${accommodationLabels[trip.accommodation]} (${trip.accommodation}) hotels in the regions of the route, two per region, with price per night in INR, rating 0-5 and number of ratings.`,
        `Describe public and private transport (${trip.transportation} preferred) and the airport transfer; costs in INR, the transfer distance starting with a number of km.`
      ].join("\n")
    case "food":
      return [
        `Recommend food places near the regions of the route${trip.dietaryRestrictions === "none" ? "" : ` suitable for a ${trip.dietaryRestrictions} diet`}, souvenirs and markets, and travel tips by category.`
      ].join("\n")
    case "visa":
      return `Write visa information for an Indian passport holder (visa status: ${trip.visaStatus}); fees in INR; always add a note to verify with the embassy.`
    case "days": {
      const days = task.dayNumbers ?? []
      return [
        ...regenerationText(task),
        `Write days ${days.join(", ")} of the itinerary, in order.`,
        "Each day's region is the route region whose daysSpent contains that day.",
        `Travel style: ${travelStyleLabels[trip.travelStyle]}. Interests: ${trip.interests.join(", ")}.`,
        "Each activity has a start time 'HH:MM' (24-hour) and a duration like '2 hours' or '45 minutes'; activities are in time order and none starts before the previous one ends; nothing runs past midnight.",
        "Activity cost is per person in INR (0 when free).",
        "Fill each day from 09:00 to 19:00 with no gap of over 2 hours (free time is an activity at a named place). Plan the MUST-SEE candidates first; a show starts only at its times; nightlife only after dinner; where the facts say a month is hot, rest at the stay after lunch.",
        ...(trip.dietaryRestrictions === "none"
          ? []
          : [`Describe each meal by the dishes a ${trip.dietaryRestrictions} traveller eats there (as the candidates give them); never name a dish the diet rules out.`])
      ].join("\n")
    }
  }
}

/**
 * The knowledge-base candidates of the chunk (docs/adr/0070-knowledge-base.md): the writer chooses from
 * them and names their ids; a place outside the list is allowed only when certain, without an id, and the
 * plan then marks it unverified. Without candidates the writer is told we have no local guide.
 */
export const groundingText = (task: ChunkTask): string => {
  const c = task.candidates
  if (c === undefined) {
    return `We have no local guide for ${task.trip.destination}: name only places you are certain exist, never invent venues, and leave placeId out (they will be marked unverified).`
  }
  const parts = []
  if (c.lines.length > 0) {
    parts.push(
      task.kind === "route"
        ? `Regions of ${c.destination} (name | lat,lon | terrain | how reached | ideal days); use these region names, and distances that follow from the coordinates:`
        : `CANDIDATES from Safarnama's knowledge base of ${c.destination} (placeId | name | region | lat,lon | details). Choose from them and set placeId to the id; keep each day's stops close together, visit them while open, never repeat a place. A place outside the list only if you are certain it exists, with no placeId:`
    )
    parts.push(c.lines.join("\n"))
  }
  if (c.facts.length > 0) parts.push(`Facts to include:\n- ${c.facts.join("\n- ")}`)
  return parts.join("\n")
}

/**
 * How a plan in another language than English is written (docs/adr/0140-web-languages.md): every text the
 * traveller reads in that language, while what the schema and the plan checks read stays as it is: keys,
 * activity types, times, durations, km and rupees, place ids, and the place and region names of the
 * candidate list (the checks match an activity to its place id by that name).
 */
export const LANGUAGE_INSTRUCTIONS: Record<Exclude<PlanLanguage, "en">, string> = {
  hi: [
    "Language: write every text the traveller reads in Hindi, in Devanagari script, in the everyday Hindi of Indian travel apps:",
    "titles, themes, descriptions, locations, travel times, reasons and strategies, highlights, climate and seasons, languages, cuisine, cultural notes,",
    "hotel property types and booking tips, food specialties and price ranges, souvenirs and markets, tips and their categories, and every visa text.",
    "Keep unchanged: JSON keys; each activity's type (one English word such as sightseeing, food, transport); times 'HH:MM';",
    "durations exactly like '2 hours' or '45 minutes'; numbers, rupee amounts, and distances that start with a number of km; placeId values;",
    "region names exactly as the route and the candidate list write them.",
    "Write a place's name as the candidate list writes it, followed by its Hindi name in brackets, e.g. 'Hawa Mahal (हवा महल)';",
    "a place not in the list keeps its commonly written name."
  ].join(" ")
}

/** The language line of a trip's prompt; none for English, the prompts' own language. */
export const languageInstruction = (trip: ChunkTask["trip"]): string | undefined => {
  const language = planLanguageOf(trip)
  return language === "en" ? undefined : LANGUAGE_INSTRUCTIONS[language]
}

export const userPrompt = (task: ChunkTask): string => {
  const { trip } = task
  const language = languageInstruction(trip)
  const lines = [
    `Trip: ${trip.duration} days in ${trip.destination} (${trip.destinationType}) in ${trip.travelDates}, from ${trip.origin || "India"}.`,
    `Budget ${trip.budget}; ${trip.travellingWith} (group of ${groupSize(trip.travellingWith)}); stays ${trip.accommodation}; transport ${trip.transportation}; diet ${trip.dietaryRestrictions}.`,
    ...(language ? [language] : []),
    instructions(task)
  ]
  lines.push(groundingText(task))
  if (task.feedback && task.feedback.length > 0) {
    lines.push(`Your previous answer for this part had these problems; fix all of them:\n- ${task.feedback.join("\n- ")}`)
  }
  const taskBlock = {
    chunk: task.kind,
    trip,
    ...(task.dayNumbers ? { dayNumbers: task.dayNumbers } : {}),
    ...(task.route ? { route: task.route } : {}),
    ...(task.regenerate ? { regenerate: task.regenerate } : {})
  }
  lines.push(`${TASK_MARKER}\n${JSON.stringify(taskBlock)}`)
  return lines.join("\n\n")
}

/** For the fake server: the TASK block of a user message. */
export const parseTaskBlock = (message: string): (Pick<ChunkTask, "kind" | "trip" | "dayNumbers" | "regenerate">) | undefined => {
  const at = message.lastIndexOf(TASK_MARKER)
  if (at < 0) return undefined
  try {
    const block = JSON.parse(message.slice(at + TASK_MARKER.length).trim()) as {
      chunk: ChunkTask["kind"]
      trip: ChunkTask["trip"]
      dayNumbers?: Array<number>
      regenerate?: ChunkTask["regenerate"]
    }
    return {
      kind: block.chunk,
      trip: block.trip,
      ...(block.dayNumbers ? { dayNumbers: block.dayNumbers } : {}),
      ...(block.regenerate ? { regenerate: block.regenerate } : {})
    }
  } catch {
    return undefined
  }
}
