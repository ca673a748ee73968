import type { Itinerary } from "@safarnama/events/contract/itinerary"
import { type Boundaries, boundariesFrom } from "@safarnama/journey-map/boundaries"
import { drawDayMap, drawRouteMap } from "@safarnama/journey-map/draw"
import { journeyOf } from "@safarnama/journey-map/journey"
import { mapSvg } from "@safarnama/journey-map/svg"
import { readWorldTopology } from "@safarnama/journey-map/worldFile"
import { pdfWordsFor } from "./pdfWords.ts"

/**
 * The PDF's journey maps (docs/adr/0121-journey-map.md): the same drawings as the web's, as inline SVG,
 * since the PDF is printed with JavaScript off and no network. Their text alternative is the page itself:
 * the Journey Plan table lists every region and each day lists its stops, mapped or not.
 */
export interface PdfMaps {
  readonly route: string
  readonly day: (dayNumber: number) => string
  /** The day map's number of an activity's stop, where the map shows it: the list carries the same numbers. */
  readonly stopNumber: (dayNumber: number, activityIndex: number) => number | undefined
}

let boundaries: Boundaries | undefined
/** Read and converted once per process (~0.1 s), on the first PDF. */
const worldBoundaries = (): Boundaries => {
  boundaries ??= boundariesFrom(readWorldTopology())
  return boundaries
}

// The captions are the plan's language (a Hindi plan's PDF says them in Hindi).
const figure = (svg: string, caption: string) => `<figure class="map">${svg}<figcaption>${caption}</figcaption></figure>`

export function pdfMaps(itinerary: Itinerary): PdfMaps {
  const content = itinerary.content
  if (!content || !itinerary.coordinates) return { route: "", day: () => "", stopNumber: () => undefined }
  const journey = journeyOf(content, itinerary.coordinates)
  const w = pdfWordsFor(itinerary)
  const world = worldBoundaries()
  const route = drawRouteMap(journey, world)
  const dayMaps = new Map(
    journey.days.flatMap((day) => {
      const drawing = drawDayMap(day, world)
      return drawing ? [[day.dayNumber, figure(mapSvg(drawing, w.dayMapLabel(day.dayNumber)), w.dayMapCaption)] as const] : []
    })
  )
  return {
    route: route ? figure(mapSvg(route, w.routeMapLabel(itinerary.destination)), w.routeMapCaption) : "",
    day: (dayNumber) => dayMaps.get(dayNumber) ?? "",
    stopNumber: (dayNumber, activityIndex) => {
      const day = journey.days.find((d) => d.dayNumber === dayNumber)
      const stop = day?.stopOfActivity[activityIndex]
      return stop !== undefined && dayMaps.has(dayNumber) && day?.stops[stop - 1]?.at !== undefined ? stop : undefined
    }
  }
}
