import { greatCircleKm } from "./geo.ts"
import type { Coordinates } from "./schema.ts"

/**
 * The order to visit stops from a start so the day does not go back and forth: nearest neighbour, then
 * 2-opt (reverse a stretch whenever that shortens the path) until nothing improves. Open path: the day
 * need not return to the start. Exact enough for the handful of stops of a day.
 *
 * Both are heuristics, so the given order, improved by 2-opt too, is kept when it comes out shorter:
 * the answer is never longer than the order it was given (fast-check found three stops a few
 * millimetres apart where nearest neighbour lost by a millimetre).
 */
export const shortestOrder = <P extends Coordinates>(start: Coordinates, stops: ReadonlyArray<P>): Array<P> => {
  const fromNearest = twoOpt(start, nearestNeighbour(start, stops))
  const fromGiven = twoOpt(start, [...stops])
  return pathKm(start, fromGiven) < pathKm(start, fromNearest) ? fromGiven : fromNearest
}

const nearestNeighbour = <P extends Coordinates>(start: Coordinates, stops: ReadonlyArray<P>): Array<P> => {
  const left = [...stops]
  const path: Array<P> = []
  let here = start
  while (left.length > 0) {
    let best = 0
    for (let i = 1; i < left.length; i++) if (greatCircleKm(here, left[i]!) < greatCircleKm(here, left[best]!)) best = i
    here = left[best]!
    path.push(...left.splice(best, 1))
  }
  return path
}

export const pathKm = (start: Coordinates, path: ReadonlyArray<Coordinates>): number =>
  path.reduce((sum, stop, i) => sum + greatCircleKm(i === 0 ? start : path[i - 1]!, stop), 0)

const twoOpt = <P extends Coordinates>(start: Coordinates, path: Array<P>): Array<P> => {
  let best = path
  let improved = true
  while (improved) {
    improved = false
    for (let i = 0; i < best.length - 1; i++) {
      for (let j = i + 1; j < best.length; j++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)]
        if (pathKm(start, candidate) < pathKm(start, best) - 1e-9) {
          best = candidate
          improved = true
        }
      }
    }
  }
  return best
}
