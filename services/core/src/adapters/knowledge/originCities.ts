import { readFileSync } from "node:fs"
import { Schema } from "effect"
import type { OriginCity } from "../../domain/knowledge/origin.ts"

/** The Indian cities trips start from (knowledge/origins/indian-cities.json), decoded once at start-up. */

const OriginFile = Schema.Struct({
  about: Schema.String,
  source: Schema.String,
  asOf: Schema.String,
  cities: Schema.Array(
    Schema.Struct({
      name: Schema.NonEmptyString,
      aliases: Schema.Array(Schema.NonEmptyString),
      lat: Schema.Number.pipe(Schema.between(6, 37)),
      lon: Schema.Number.pipe(Schema.between(68, 98)),
      airport: Schema.Boolean
    })
  )
})

const FILE = new URL("../../../knowledge/origins/indian-cities.json", import.meta.url)

export const ORIGIN_CITIES: ReadonlyArray<OriginCity> = Schema.decodeUnknownSync(OriginFile, { onExcessProperty: "error" })(JSON.parse(readFileSync(FILE, "utf8"))).cities
