import {
  liveBudgetSpentMessage,
  liveRefusedMessage,
  liveUnavailableMessage
} from "@safarnama/events/contract/coverage"
import { Clock, Context, Deferred, Duration, Effect, Either, FiberSet, Layer } from "effect"
import type { LiveGuideRegistry } from "../../adapters/knowledge/liveKnowledge.ts"
import type { LiveSource } from "../../adapters/places/live/liveConfig.ts"
import type { LiveSourceError } from "../../adapters/places/live/LiveSourcePort.ts"
import { type KnowledgeIndex, normalizeName, type Resolution } from "../../domain/knowledge/index.ts"
import type { Destination } from "../../domain/knowledge/schema.ts"
import { validateDestination } from "../../domain/knowledge/validate.ts"
import { exchangeRates } from "../../adapters/knowledge/loadKnowledge.ts"
import type { LiveArea, LiveFindings, LivePlace, LiveRoute } from "../../domain/live/findings.ts"
import { buildLiveGuide } from "../../domain/live/liveGuide.ts"
import { journeysToAsk } from "../../domain/live/liveJourneys.ts"
import type { LiveReference } from "../../domain/live/liveReference.ts"
import { liveRegionsOf } from "../../domain/live/liveRegions.ts"
import type { LiveDestinationStoreShape } from "../../adapters/places/live/LiveDestinationStore.ts"
import { type KeptPlace, type KeptRole, liveDestinationKey } from "../../domain/live/keptDestination.ts"

/**
 * Grounding a destination no bundled guide covers on the live source (issue 41, docs/adr/0260-live-grounding.md):
 * Google finds the area, its sights, places to eat, stays and arrival hub, the Routes API the journeys
 * between the regions the sights cluster in, and the guide built from them (domain/live) is held in
 * memory for the planner, the writers and the checks. A destination's place ids are kept in the database
 * and shared by every traveller who plans it; what Google says of the places is read again after
 * `refreshMs`, as ADR 0161 does for ratings.
 */
export type GroundingOutcome =
  | { readonly kind: "grounded"; readonly resolution: Resolution }
  /** No live source (no GOOGLE_MAPS_API_KEY), or Google knows no such place: refused as not covered. */
  | { readonly kind: "not-found" }
  /** Google found it, as a trip of the other type (a place in India picked as international). */
  | { readonly kind: "other-type"; readonly destinationType: Destination["type"] }
  /** Found, but too little of it to plan a trip from: the reason for the traveller. */
  | { readonly kind: "refused"; readonly message: string }
  /** Google could not answer (down, slow, over its quota, our daily budget spent): try again later. */
  | { readonly kind: "unavailable"; readonly message: string }

export interface LiveGroundingShape {
  /** Whether a live source is configured: without one every destination outside the guides is refused. */
  readonly enabled: boolean
  readonly ground: (text: string, tripType: Destination["type"]) => Effect.Effect<GroundingOutcome>
}
export class LiveGrounding extends Context.Tag("LiveGrounding")<LiveGrounding, LiveGroundingShape>() {}

/** Without a live source: nothing outside the bundled guides is planned (ADR 0200). */
export const noLiveGrounding: LiveGroundingShape = { enabled: false, ground: () => Effect.succeed({ kind: "not-found" }) }

export interface LiveGroundingSettings {
  /** How long a grounding may hold a request; it goes on in the background and the next ask finds it. */
  readonly timeoutMs: number
  /** How long a live guide is used before Google's findings are read again. */
  readonly refreshMs: number
}

export interface LiveGroundingDeps {
  readonly source: LiveSource
  readonly registry: LiveGuideRegistry
  readonly store: LiveDestinationStoreShape
  readonly dietWords: KnowledgeIndex["dietWords"]
  readonly reference: LiveReference
}

/** A guide built from Google has fewer places than a written one must (validate.ts); this many at least. */
export const MIN_LIVE_PLACES = 10

/** Google's transit matrix allows 100 elements; a larger one is not asked (driving then stands alone). */
const TRANSIT_ELEMENTS = 100

/** The place ids a guide was built from, by the search that found them, in Google's order. */
const keptPlacesOf = (findings: LiveFindings): ReadonlyArray<KeptPlace> => {
  const vegetarian = (place: LivePlace) => place.servesVegetarianFood === true
  const listed: ReadonlyArray<readonly [KeptRole, ReadonlyArray<LivePlace>]> = [
    ["sight", findings.sights],
    ["food", findings.food.filter((p) => !vegetarian(p))],
    ["food-vegetarian", findings.food.filter(vegetarian)],
    ["stay", findings.stays],
    ["hub", findings.hub ? [findings.hub] : []],
    ["station", findings.station ? [findings.station] : []]
  ]
  return listed.flatMap(([role, places]) => {
    const ids = [...new Set(places.map((p) => p.googlePlaceId))]
    return ids.map((googlePlaceId, rank) => ({ googlePlaceId, role, rank }))
  })
}

const typeOfArea = (area: LiveArea): Destination["type"] => (area.countryCode === "in" ? "domestic" : "international")

const unavailable = (text: string, error: LiveSourceError): GroundingOutcome => ({
  kind: "unavailable",
  message: error._tag === "GoogleBudgetSpent" ? liveBudgetSpentMessage(text) : liveUnavailableMessage(text)
})

/** The journeys between the regions: driving always; transit where the matrix is small enough, and only if Google answers. */
const journeysOf = (source: LiveSource, findings: LiveFindings, regions: ReturnType<typeof liveRegionsOf>) =>
  Effect.gen(function* () {
    if (regions.length === 0) return { drive: [], transit: [] }
    const ask = journeysToAsk(findings, regions)
    const transitAsked = ask.origins.length * ask.destinations.length <= TRANSIT_ELEMENTS
    const noTransit: ReadonlyArray<LiveRoute> = []
    const [drive, transit] = yield* Effect.all(
      [
        source.routes.matrix(ask.origins, ask.destinations, "drive"),
        transitAsked
          ? source.routes.matrix(ask.origins, ask.destinations, "transit").pipe(Effect.orElseSucceed(() => noTransit))
          : Effect.succeed(noTransit)
      ],
      { concurrency: 2 }
    )
    return { drive, transit }
  })

export const makeLiveGrounding = (deps: LiveGroundingDeps, settings: LiveGroundingSettings) =>
  Effect.gen(function* () {
    const background = yield* FiberSet.make()
    const running = new Map<string, Deferred.Deferred<GroundingOutcome>>()
    const { registry, source, store } = deps

    const resolved = (text: string, tripType: Destination["type"], destination: Destination): GroundingOutcome => ({
      kind: "grounded",
      resolution: registry.resolve(text, tripType) ?? { destination, dietWords: deps.dietWords }
    })

    /** Finds, builds and holds the guide; every Google failure is an outcome, never an error or a defect. */
    const groundNow = (text: string, tripType: Destination["type"], key: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const known = yield* store.load(key)
        const fresh = known && registry.ofArea(known.areaPlaceId)
        if (fresh && now - fresh.fetchedAtMs < settings.refreshMs) return resolved(text, tripType, fresh.destination)
        // A destination planned before: its kept area id is read again by id (one Place Details call), and
        // searched again by text only when Google no longer knows the id.
        const byId = known ? yield* source.search.areaById(known.areaPlaceId) : undefined
        const area = byId ?? (yield* source.search.findArea(text))
        if (area === undefined) return { kind: "not-found" } satisfies GroundingOutcome
        if (typeOfArea(area) !== tripType) return { kind: "other-type", destinationType: typeOfArea(area) } satisfies GroundingOutcome
        const held = registry.ofArea(area.googlePlaceId)
        if (held && now - held.fetchedAtMs < settings.refreshMs) {
          // Another name for a destination held already ("Ulan Bator"): the same guide, its ids kept under this name too.
          registry.add(area.googlePlaceId, held, text, deps.dietWords)
          yield* store.save({ key, areaPlaceId: area.googlePlaceId, places: held.kept, foundAtMs: held.fetchedAtMs })
          return resolved(text, tripType, held.destination)
        }
        const findings: LiveFindings = { area, ...(yield* source.search.findPlaces(area)) }
        const regions = liveRegionsOf(findings, deps.reference)
        const journeys = yield* journeysOf(source, findings, regions)
        const built = buildLiveGuide({ findings, regions, journeys, reference: deps.reference })
        if (Either.isLeft(built)) return { kind: "refused", message: liveRefusedMessage(text, built.left.message) } satisfies GroundingOutcome
        // The same checks as a bundled guide's: a guide that fails them is never planned from.
        const problems = validateDestination(`${built.right.id}.json`, built.right, exchangeRates(), deps.dietWords, { minPlaces: MIN_LIVE_PLACES })
        if (problems.length > 0) {
          yield* Effect.logWarning(`live guide for ${text} refused: ${problems.slice(0, 5).map((p) => `${p.field}: ${p.message}`).join("; ")}`)
          return { kind: "refused", message: liveRefusedMessage(text, "too little of what Google Maps found passes our checks.") } satisfies GroundingOutcome
        }
        const kept = keptPlacesOf(findings)
        registry.add(area.googlePlaceId, { destination: built.right, fetchedAtMs: now, kept }, text, deps.dietWords)
        yield* store.save({ key, areaPlaceId: area.googlePlaceId, places: kept, foundAtMs: now })
        yield* Effect.logInfo(`live guide for ${text}: ${built.right.regions.length} regions from Google Maps Platform`)
        return resolved(text, tripType, built.right)
      }).pipe(
        Effect.catchTags({
          GoogleUnavailable: (e) => Effect.succeed(unavailable(text, e)),
          GoogleBudgetSpent: (e) => Effect.succeed(unavailable(text, e))
        }),
        Effect.withSpan("live.ground", { attributes: { "safarnama.destination": text } })
      )

    const ground = (text: string, tripType: Destination["type"]): Effect.Effect<GroundingOutcome> =>
      Effect.gen(function* () {
        const key = liveDestinationKey(text, tripType)
        if (normalizeName(text) === "") return { kind: "not-found" } satisfies GroundingOutcome
        // One grounding per destination at a time: the coverage answer and the generation share it.
        let done = running.get(key)
        if (done === undefined) {
          const deferred = yield* Deferred.make<GroundingOutcome>()
          running.set(key, deferred)
          yield* FiberSet.run(
            background,
            groundNow(text, tripType, key).pipe(
              Effect.flatMap((outcome) => Deferred.succeed(deferred, outcome)),
              Effect.ensuring(Effect.sync(() => running.delete(key)))
            )
          )
          done = deferred
        }
        // The request waits at most the timeout; the grounding goes on and the next ask finds its guide.
        return yield* Deferred.await(done).pipe(
          Effect.timeoutTo({
            duration: Duration.millis(settings.timeoutMs),
            onSuccess: (outcome) => outcome,
            onTimeout: (): GroundingOutcome => ({ kind: "unavailable", message: liveUnavailableMessage(text) })
          })
        )
      })

    return { enabled: true, ground } satisfies LiveGroundingShape
  })

export const layerLiveGrounding = <R>(deps: Effect.Effect<LiveGroundingDeps, never, R>, settings: LiveGroundingSettings) =>
  Layer.scoped(LiveGrounding, Effect.flatMap(deps, (d) => makeLiveGrounding(d, settings)))
