import { describe, expect, it } from "vitest"
import type { Destination } from "../../domain/knowledge/schema.ts"
import { bundledKnowledge } from "./Knowledge.ts"
import { LiveGuideRegistry, withLiveGuides } from "./liveKnowledge.ts"

/**
 * The knowledge index with the live guides this process holds (issue 41): a live guide answers after the
 * bundled ones, by the text the traveller typed and by its own names, and its places by id; a bundled
 * guide always wins, and the list of guides changes only when a live guide is added.
 */
const bundled = bundledKnowledge()

/** A bundled guide dressed as a live one (its ids prefixed), so the test needs no Google findings. */
const asLive = (id: string, name: string): Destination => {
  const source = bundled.destinations.find((d) => d.id === id)!
  const prefix = (placeId: string) => `live-${placeId}`
  return {
    ...source,
    id: `live-${id}`,
    name,
    aliases: [],
    regions: source.regions.map((r) => ({
      ...r,
      attractions: r.attractions.map((a) => ({ ...a, id: prefix(a.id) })),
      food: r.food.map((f) => ({ ...f, id: prefix(f.id) })),
      stays: r.stays.map((s) => ({ ...s, id: prefix(s.id) }))
    }))
  }
}

describe("the knowledge index with live guides", () => {
  it("resolves a live guide by the text that grounded it and by its name, after the bundled guides", () => {
    const registry = new LiveGuideRegistry()
    const index = withLiveGuides(bundled, registry)
    const guide = asLive("goa", "Zanzibar Coast")
    expect(index.resolve("Zanzibar Coast", "domestic")).toBeUndefined()
    registry.add("area-1", { destination: guide, fetchedAtMs: 1, kept: [] }, "Zanzibar, by the sea", bundled.dietWords)
    expect(index.resolve("Zanzibar, by the sea", "domestic")?.destination.id).toBe("live-goa")
    expect(index.resolve("Zanzibar Coast", "domestic")?.destination.id).toBe("live-goa")
    expect(index.resolve("Zanzibar Coast", "international")).toBeUndefined()
    // A bundled guide wins over a live one.
    expect(index.resolve("Goa", "domestic")?.destination.id).toBe("goa")
  })

  it("finds a live guide's places by id, and forgets them when the guide is replaced", () => {
    const registry = new LiveGuideRegistry()
    const index = withLiveGuides(bundled, registry)
    const guide = asLive("goa", "Zanzibar Coast")
    const placeId = guide.regions[0]!.attractions[0]!.id
    expect(index.place(placeId)).toBeUndefined()
    registry.add("area-1", { destination: guide, fetchedAtMs: 1, kept: [] }, "Zanzibar", bundled.dietWords)
    expect(index.place(placeId)?.destination.id).toBe("live-goa")
    const smaller = { ...guide, regions: guide.regions.slice(1) }
    registry.add("area-1", { destination: smaller, fetchedAtMs: 2, kept: [] }, "Zanzibar", bundled.dietWords)
    expect(index.place(placeId)).toBeUndefined()
    expect(registry.ofArea("area-1")?.fetchedAtMs).toBe(2)
    // The texts that named it before still name it.
    expect(index.resolve("Zanzibar", "domestic")?.destination.regions.length).toBe(guide.regions.length - 1)
  })

  it("lists the live guides with the bundled ones, as the same list until one is added", () => {
    const registry = new LiveGuideRegistry()
    const index = withLiveGuides(bundled, registry)
    expect(index.destinations).toBe(bundled.destinations)
    registry.add("area-1", { destination: asLive("goa", "Zanzibar Coast"), fetchedAtMs: 1, kept: [] }, "Zanzibar", bundled.dietWords)
    const once = index.destinations
    expect(once.length).toBe(bundled.destinations.length + 1)
    expect(index.destinations).toBe(once)
    registry.add("area-2", { destination: asLive("coorg", "Pemba Hills"), fetchedAtMs: 1, kept: [] }, "Pemba", bundled.dietWords)
    expect(index.destinations).not.toBe(once)
    expect(index.destinations.length).toBe(bundled.destinations.length + 2)
  })
})
