import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Coordinates, Terrain } from "../../domain/knowledge/schema.ts"

/**
 * Real journeys with published typical times (knowledge/reference/journeys.json), each with the page it
 * came from: the set the computed journey model is fitted against and benchmarked on
 * (`npm run bench -- journeys`, docs/adr/0150-scope-and-journeys.md).
 */

const Place = Schema.Struct({ name: Schema.NonEmptyString, ...Coordinates.fields })

export const ReferenceJourney = Schema.Struct({
  from: Place,
  to: Place,
  mode: Schema.Literal("road", "rail", "flight", "ferry"),
  km: Schema.Number.pipe(Schema.positive()),
  minutes: Schema.Int.pipe(Schema.positive()),
  terrain: Terrain,
  roads: Schema.Literal("slow", "average", "fast"),
  source: Schema.NonEmptyString,
  asOf: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}$/)),
  quote: Schema.NonEmptyString
})
export type ReferenceJourney = typeof ReferenceJourney.Type

const ReferenceFile = Schema.Struct({ about: Schema.String, journeys: Schema.Array(ReferenceJourney) })

const FILE = new URL("../../../knowledge/reference/journeys.json", import.meta.url)

export const loadReferenceJourneys = (): ReadonlyArray<ReferenceJourney> =>
  Schema.decodeUnknownSync(ReferenceFile, { onExcessProperty: "error" })(JSON.parse(readFileSync(FILE, "utf8"))).journeys
