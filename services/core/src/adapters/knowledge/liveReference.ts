import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { GooglePlaceTypesFile, type LiveReference, liveReferenceOf, TimeZonesFile } from "../../domain/live/liveReference.ts"
import { bundledKnowledge } from "./Knowledge.ts"
import { dietWords, KNOWLEDGE_DIR } from "./loadKnowledge.ts"

/** How Google's place types read as our kinds of place, and each country's time zones (issue 41). */
export const GOOGLE_PLACE_TYPES_FILE = join(KNOWLEDGE_DIR, "reference", "google-place-types.json")
export const TIME_ZONES_FILE = join(KNOWLEDGE_DIR, "reference", "time-zones.json")

const read = <A, I>(schema: Schema.Schema<A, I>, file: string): A =>
  Schema.decodeUnknownSync(schema, { errors: "all", onExcessProperty: "error" })(JSON.parse(readFileSync(file, "utf8")))

let reference: LiveReference | undefined

/** Decoded once per process, with the bundled guides whose prices and visa rules a live guide leans on. */
export const liveReference = (): LiveReference => {
  reference ??= liveReferenceOf(bundledKnowledge().destinations, read(GooglePlaceTypesFile, GOOGLE_PLACE_TYPES_FILE), read(TimeZonesFile, TIME_ZONES_FILE), dietWords())
  return reference
}
