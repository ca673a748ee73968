import { Context, Effect, Layer } from "effect"
import { buildKnowledgeIndex, type KnowledgeIndex } from "../../domain/knowledge/index.ts"
import { gazetteerPlaceNames, worldPlaceCountries } from "../places/gazetteer/worldPlaces.ts"
import { LiveGuideRegistry, withLiveGuides } from "./liveKnowledge.ts"
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

/**
 * The live guides this process holds (issue 41): one per process, as the bundled index is, so every layer
 * that reads the knowledge base sees the guide the live grounding built for a trip.
 */
export const liveGuides = new LiveGuideRegistry()

let withLive: KnowledgeIndex | undefined

/** The bundled index that also answers from the live guides this process holds (one per process). */
export const knowledgeWithLiveGuides = (): KnowledgeIndex => {
  withLive ??= withLiveGuides(bundledKnowledge(), liveGuides)
  return withLive
}

export const layerKnowledge = Layer.effect(
  Knowledge,
  Effect.try({ try: knowledgeWithLiveGuides, catch: (error) => error as Error }).pipe(Effect.orDie)
)
