import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectedDurationMs, remainingMs, remainingTimeText, serverProgress, timeProgress } from "./progress";

const MINUTE = 60_000;

describe("expected generation time (spec section 9)", () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 3],
    [4, 3],
    [5, 4],
    [7, 4],
    [8, 5],
    [10, 5],
    [11, 6],
    [14, 6],
    [15, 7],
    [21, 7],
    [22, 9],
    [30, 9]
  ])("%i days: %i min", (days, minutes) => {
    expect(expectedDurationMs(days)).toBe(minutes * MINUTE);
  });
});

describe("time-based progress", () => {
  it("moves in steps of 5 and stops at 95 (19 steps)", () => {
    const seen = new Set<number>();
    for (let ms = 0; ms <= 2 * MINUTE; ms += 500) seen.add(timeProgress(ms, 2));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i * 5));
    expect(timeProgress(10 * MINUTE, 2)).toBe(95);
  });

  it("is 50 halfway through a 7-day trip's 4 minutes", () => {
    expect(timeProgress(2 * MINUTE, 7)).toBe(50);
  });

  it("never decreases as time passes, never passes 95 and is a multiple of 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(20 * MINUTE), fc.nat(20 * MINUTE), (days, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const p = timeProgress(late, days);
        expect(p).toBeGreaterThanOrEqual(timeProgress(early, days));
        expect(p).toBeLessThanOrEqual(95);
        expect(p % 5).toBe(0);
      })
    );
  });

  it("scales the server's sections onto the same steps, capped at 95", () => {
    expect(serverProgress(3, 10)).toBe(30);
    expect(serverProgress(7, 9)).toBe(75);
    expect(serverProgress(10, 10)).toBe(95);
    expect(serverProgress(12, 10)).toBe(95);
    expect(serverProgress(0, 0)).toBe(0);
    expect(serverProgress(-1, 10)).toBe(0);
  });
});

describe("remaining-time text", () => {
  it.each([
    [0, "Almost done..."],
    [-5_000, "Almost done..."],
    [1_000, "Less than 30 seconds"],
    [30_000, "Less than 30 seconds"],
    [30_001, "Less than a minute"],
    [60_000, "Less than a minute"],
    [61_000, "About 2 minutes"],
    [3 * MINUTE, "About 3 minutes"],
    [8.5 * MINUTE, "About 9 minutes"]
  ])("%i ms left: %s", (ms, text) => {
    expect(remainingTimeText(ms)).toBe(text);
  });

  it("follows the server's pace when it is ahead of the clock", () => {
    // 1 minute in, the server says 80%: about 15 s left, not the clock's 3 minutes.
    expect(remainingMs(MINUTE, 7, 80)).toBe(15_000);
    expect(remainingMs(MINUTE, 7, 0)).toBe(3 * MINUTE);
  });
});
