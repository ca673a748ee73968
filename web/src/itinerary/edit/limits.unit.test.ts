import { NOTE_MAX as CONTRACT_NOTE_MAX } from "@contract/itinerary";
import { REGENERATION_INSTRUCTION_MAX } from "@contract/refine";
import { describe, expect, it } from "vitest";
import { CLOCK_TIME, INSTRUCTION_MAX, NOTE_MAX } from "./limits";

describe("the edit mode's limits", () => {
  it("are the contract's", () => {
    expect(NOTE_MAX).toBe(CONTRACT_NOTE_MAX);
    expect(INSTRUCTION_MAX).toBe(REGENERATION_INSTRUCTION_MAX);
  });

  it("accept the times the server accepts and no others", () => {
    for (const time of ["00:00", "09:30", "14:05", "23:59"]) expect(CLOCK_TIME.test(time)).toBe(true);
    for (const time of ["24:00", "9:30", "12:60", "noon", ""]) expect(CLOCK_TIME.test(time)).toBe(false);
  });
});
