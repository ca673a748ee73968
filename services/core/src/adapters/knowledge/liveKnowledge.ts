import { buildKnowledgeIndex, type KnowledgeIndex, normalizeName, type Resolution } from "../../domain/knowledge/index.ts"
import type { Destination } from "../../domain/knowledge/schema.ts"
import type { KeptPlace } from "../../domain/live/keptDestination.ts"

/**
 * The guides built from the live source this process holds (issue 41, docs/adr/0260-live-grounding.md).
 * Google's terms let us keep place ids, not what Google says of the places, so a live guide lives only in
 * memory (its place ids are kept in the database by the grounding). The knowledge index answers from
 * these after the bundled guides, so the planner, the writers and every check use a live guide exactly as
 * a bundled one.
 */
export interface LiveGuideEntry {
  readonly destination: Destination
  /** The guide's own index: its names, regions and places. */
  readonly index: KnowledgeIndex
  /** The texts travellers typed that Google found as this destination (normalized). */
  readonly texts: ReadonlySet<string>
  /** When the findings were fetched (ms since epoch): read again after the refresh time. */
  readonly fetchedAtMs: number
  /** The place ids the guide was built from, as the database keeps them for the destination. */
  readonly kept: ReadonlyArray<KeptPlace>
}

/** At most this many live guides are held; the least recently grounded is dropped first. */
const HOLD_AT_MOST = 200

export class LiveGuideRegistry {
  private readonly byArea = new Map<string, LiveGuideEntry>()
  private readonly byPlace = new Map<string, LiveGuideEntry>()
  private combined: { readonly bundled: ReadonlyArray<Destination>; readonly all: ReadonlyArray<Destination> } | undefined

  /** Holds a guide built for the area (Google's place id of the destination), replacing an older one. */
  add(
    areaPlaceId: string,
    guide: { readonly destination: Destination; readonly fetchedAtMs: number; readonly kept: ReadonlyArray<KeptPlace> },
    text: string,
    dietWords: KnowledgeIndex["dietWords"]
  ): LiveGuideEntry {
    const { destination, fetchedAtMs, kept } = guide
    const older = this.byArea.get(areaPlaceId)
    if (older) this.drop(areaPlaceId, older)
    if (this.byArea.size >= HOLD_AT_MOST) {
      const [oldestId, oldest] = this.byArea.entries().next().value!
      this.drop(oldestId, oldest)
    }
    const texts = new Set([...(older?.texts ?? []), normalizeName(text)])
    const entry: LiveGuideEntry = { destination, index: buildKnowledgeIndex([destination], dietWords), texts, fetchedAtMs, kept }
    this.byArea.set(areaPlaceId, entry)
    for (const region of destination.regions) {
      for (const place of [...region.attractions, ...region.food, ...region.stays]) this.byPlace.set(place.id, entry)
    }
    this.combined = undefined
    return entry
  }

  /** The guide held for an area, if any. */
  ofArea(areaPlaceId: string): LiveGuideEntry | undefined {
    return this.byArea.get(areaPlaceId)
  }

  /** The live guide a text names: one a traveller typed before, or one of its names, aliases and regions. */
  resolve(text: string, tripType: Destination["type"]): Resolution | undefined {
    const key = normalizeName(text)
    if (key === "") return undefined
    for (const entry of this.byArea.values()) {
      if (entry.destination.type !== tripType) continue
      if (entry.texts.has(key)) return entry.index.resolve(entry.destination.name, tripType) ?? { destination: entry.destination, dietWords: entry.index.dietWords }
    }
    for (const entry of this.byArea.values()) {
      const found = entry.destination.type === tripType ? entry.index.resolve(text, tripType) : undefined
      if (found) return found
    }
    return undefined
  }

  place(id: string) {
    return this.byPlace.get(id)?.index.place(id)
  }

  /** The bundled guides and the live ones, as one list that changes only when a live guide is added. */
  destinationsWith(bundled: ReadonlyArray<Destination>): ReadonlyArray<Destination> {
    if (this.byArea.size === 0) return bundled
    if (this.combined?.bundled !== bundled) {
      this.combined = { bundled, all: [...bundled, ...[...this.byArea.values()].map((e) => e.destination)] }
    }
    return this.combined.all
  }

  /** Forgets every live guide (tests that start apps of different configurations in one process). */
  clear(): void {
    this.byArea.clear()
    this.byPlace.clear()
    this.combined = undefined
  }

  private drop(areaPlaceId: string, entry: LiveGuideEntry) {
    this.byArea.delete(areaPlaceId)
    for (const [id, held] of this.byPlace) if (held === entry) this.byPlace.delete(id)
    this.combined = undefined
  }
}

/**
 * The bundled index, answering also from the live guides held: a bundled guide always wins, so a live
 * guide is only ever a destination no bundled guide covers.
 */
export const withLiveGuides = (bundled: KnowledgeIndex, live: LiveGuideRegistry): KnowledgeIndex => ({
  get destinations() {
    return live.destinationsWith(bundled.destinations)
  },
  place: (id) => bundled.place(id) ?? live.place(id),
  resolve: (text, tripType) => bundled.resolve(text, tripType) ?? live.resolve(text, tripType),
  dietWords: bundled.dietWords
})
