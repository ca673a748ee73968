import { Context, Effect, Layer } from "effect"
import { buildKnowledgeIndex, type KnowledgeIndex } from "../../domain/knowledge/index.ts"
import { gazetteerPlaceNames, worldPlaceCountries } from "../places/gazetteer/worldPlaces.ts"
import { dietWords, hubLinks, loadKnowledge, tripAreas } from "./loadKnowledge.ts"

/** The destination knowledge base, loaded and validated once at start-up (docs/adr/0070-knowledge-base.md). */
export class Knowledge extends Context.Tag("Knowledge")<Knowledge, KnowledgeIndex>() {}

let bundled: KnowledgeIndex | undefined

/**
 * The bundled knowledge base, decoded and checked once per process. A file that fails its schema or
 * checks stops the start with the file and field named: a plan must never rest on broken data.
 */
export const bundledKnowledge = (): KnowledgeIndex => {
  if (bundled) return bundled
  const { destinations, problems } = loadKnowledge()
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `${p.file}: ${p.field}: ${p.message}`)
    throw new Error(`The destination knowledge base has ${problems.length} problem(s):\n${shown.join("\n")}`)
  }
  bundled = buildKnowledgeIndex(destinations, dietWords(), worldPlaceCountries(), { areas: tripAreas(), links: hubLinks(), placeNames: gazetteerPlaceNames() })
  return bundled
}

export const layerKnowledge = Layer.effect(
  Knowledge,
  Effect.try({ try: bundledKnowledge, catch: (error) => error as Error }).pipe(Effect.orDie)
)
