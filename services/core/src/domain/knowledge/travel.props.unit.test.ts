import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { greatCircleKm } from "./geo.ts"
import { pathKm, shortestOrder } from "./ordering.ts"
import { timeZoneText } from "./timeZone.ts"
import { journeyLeg, localLeg, minimumMinutes } from "./travel.ts"

const point = fc.record({ lat: fc.double({ min: 8, max: 35, noNaN: true }), lon: fc.double({ min: 68, max: 97, noNaN: true }) })

describe("distances and travel times", () => {
  it("measures known distances within 1%", () => {
    // London (51.5074, -0.1278) to Paris (48.8566, 2.3522): 343.5 km on the great circle.
    expect(greatCircleKm({ lat: 51.5074, lon: -0.1278 }, { lat: 48.8566, lon: 2.3522 })).toBeCloseTo(343.5, 0)
    // A degree of latitude is about 111.2 km.
    expect(greatCircleKm({ lat: 10, lon: 77 }, { lat: 11, lon: 77 })).toBeCloseTo(111.2, 0)
  })

  it("never plans a journey faster than the checks allow, whatever the mode and ground", () => {
    fc.assert(
      fc.property(point, point, fc.constantFrom("road", "rail", "flight", "ferry" as const), fc.constantFrom("city", "plains", "coast", "desert", "hills", "mountains", "island" as const), (a, b, mode, terrain) => {
        const leg = journeyLeg(a, b, mode, terrain, "fast")
        expect(leg.minutes).toBeGreaterThanOrEqual(minimumMinutes(greatCircleKm(a, b), mode))
      })
    )
  })

  it("is slower in the mountains than on the plains, and walks short hops", () => {
    const a = { lat: 32.24, lon: 77.19 }
    const b = { lat: 32.7, lon: 77.3 }
    expect(journeyLeg(a, b, "road", "mountains").minutes).toBeGreaterThan(journeyLeg(a, b, "road", "plains").minutes)
    expect(localLeg({ lat: 27.175, lon: 78.042 }, { lat: 27.178, lon: 78.045 }, "city").mode).toBe("walk")
  })

  it("drives a hop out of town at the open road's speed after its first streets, not at town speed all the way", () => {
    // Zurich's old town to the Rhine Falls, 34 km in a straight line: at 20 km/h it was 2.5 hours (the real
    // drive is under an hour); a hop across town keeps the town's speed.
    const zurich = { lat: 47.3717, lon: 8.5423 }
    const rhineFalls = { lat: 47.6779, lon: 8.6153 }
    const outOfTown = localLeg(zurich, rhineFalls, "city")
    expect(outOfTown.minutes).toBeGreaterThan(minimumMinutes(greatCircleKm(zurich, rhineFalls), "road"))
    expect(outOfTown.minutes).toBeLessThanOrEqual(90)
    const acrossTown = localLeg(zurich, { lat: 47.3667, lon: 8.5485 }, "city")
    expect(acrossTown.minutes).toBeLessThanOrEqual(15)
    // Mountain roads stay slow: Manali to the Rohtang road's head, 20 km off, is over an hour.
    expect(localLeg({ lat: 32.2432, lon: 77.1892 }, { lat: 32.3716, lon: 77.2466 }, "mountains").minutes).toBeGreaterThan(60)
  })

  it("drives the open road faster where the destination's roads are fast, never slower where they are slow", () => {
    // Rotorua to the Waitomo caves, 102 km in a straight line over New Zealand's state highways: about 2
    // hours by car. At a hill road's speed it was over 4 hours, and a day out to them never fitted.
    const rotorua = { lat: -38.1368, lon: 176.2497 }
    const waitomo = { lat: -38.261, lon: 175.104 }
    expect(localLeg(rotorua, waitomo, "hills", "fast").minutes).toBeLessThanOrEqual(180)
    expect(localLeg(rotorua, waitomo, "hills").minutes).toBeGreaterThan(240)
    // A slow country's hill roads are the open road's speeds by ground already (Uttarakhand, Bhutan).
    expect(localLeg(rotorua, waitomo, "hills", "slow").minutes).toBe(localLeg(rotorua, waitomo, "hills").minutes)
  })

  it("is never faster than the checks' least time, for any two points, any ground and any roads", () => {
    fc.assert(
      fc.property(point, point, fc.constantFrom("city", "plains", "coast", "desert", "hills", "mountains", "island" as const), fc.constantFrom("slow", "average", "fast" as const), (a, b, terrain, roads) => {
        expect(localLeg(a, b, terrain, roads).minutes + 5).toBeGreaterThanOrEqual(minimumMinutes(greatCircleKm(a, b), "road"))
      })
    )
  })
})

describe("the order of a day's stops", () => {
  it("is never longer than the order given for stops millimetres apart (a case fast-check found)", () => {
    const start = { lat: 8, lon: 68.00000000454084 }
    const stops = [
      { lat: 8, lon: 68 },
      { lat: 8, lon: 68.00000000908165 },
      { lat: 8, lon: 68.00000001816326 }
    ]
    expect(pathKm(start, shortestOrder(start, stops))).toBeLessThanOrEqual(pathKm(start, stops))
  })

  it("visits spread-out stops without going back and forth", () => {
    // Four towns on a line, given out of order: the day goes along the line.
    const start = { lat: 10, lon: 76 }
    const [a, b, c, d] = [76.5, 77, 77.5, 78].map((lon) => ({ lat: 10, lon }))
    expect(shortestOrder(start, [c!, a!, d!, b!])).toEqual([a, b, c, d])
  })

  it("is never longer than the order given, and visits every stop once", () => {
    fc.assert(
      fc.property(point, fc.array(point, { minLength: 0, maxLength: 7 }), (start, stops) => {
        const ordered = shortestOrder(start, stops)
        expect([...ordered].sort((x, y) => x.lat - y.lat || x.lon - y.lon)).toEqual([...stops].sort((x, y) => x.lat - y.lat || x.lon - y.lon))
        expect(pathKm(start, ordered)).toBeLessThanOrEqual(pathKm(start, stops))
      })
    )
  })
})

describe("time zones", () => {
  it("says the difference to India, with summer time in the travel month", () => {
    expect(timeZoneText("Asia/Bangkok", "March 2027")).toBe("Asia/Bangkok (GMT+7; 1 h 30 min ahead of India)")
    expect(timeZoneText("Europe/Paris", "July 2027")).toBe("Europe/Paris (GMT+2; 3 h 30 min behind India)")
    expect(timeZoneText("Europe/Paris", "January 2027")).toBe("Europe/Paris (GMT+1; 4 h 30 min behind India)")
    expect(timeZoneText("Asia/Kathmandu", "March 2027")).toBe("Asia/Kathmandu (GMT+5:45; 15 min ahead of India)")
  })
})
