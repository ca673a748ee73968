/** How long the fake waits before it answers, per endpoint, in milliseconds [least, most]. */
export interface FakeLatency {
  readonly searchText: readonly [number, number]
  readonly placeDetails: readonly [number, number]
  readonly routeMatrix: readonly [number, number]
}

/** Near what Google's endpoints take from India (searchText 250-450 ms, details 150-250, a small matrix 300-600). */
export const DEFAULT_LATENCY: FakeLatency = { searchText: [250, 450], placeDetails: [150, 250], routeMatrix: [300, 600] }
export const NO_LATENCY: FakeLatency = { searchText: [0, 0], placeDetails: [0, 0], routeMatrix: [0, 0] }

/** mulberry32: a small seeded generator, so a test's waits (and the matrix's order) are the same on every run. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const waitFor = (range: readonly [number, number], random: () => number): number => Math.round(range[0] + (range[1] - range[0]) * random())
