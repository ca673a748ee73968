import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  GENERATING_STORAGE_KEY,
  generatingStore,
  isGenerating,
  migrateGenerating,
  useGeneratingItineraries,
  useGenerationPreviews,
  useIsGenerating
} from "./generating";

const NOW = new Date("2026-03-10T10:00:00.000Z");
const stored = () => JSON.parse(localStorage.getItem(GENERATING_STORAGE_KEY)!);
const goa = { id: "temp-1", tempId: "temp-1", destination: "Goa", destinationType: "domestic", duration: 3, travelDates: "May 2026" };

function persist(state: unknown, version: number) {
  localStorage.setItem(GENERATING_STORAGE_KEY, JSON.stringify({ state, version }));
  generatingStore.reload();
}

describe("itinerary-storage migrations", () => {
  it("resets the list from a version below 2", () => {
    expect(migrateGenerating({ generatingItineraries: [goa] }, 0, NOW)).toEqual({ generatingItineraries: [] });
    expect(migrateGenerating({ generatingItineraries: [goa] }, 1, NOW)).toEqual({ generatingItineraries: [] });
  });

  it("fills the polling fields from version 2: start now, 0 attempts, 0 progress, 'Calculating...'", () => {
    const { generatingItineraries } = migrateGenerating(
      { generatingItineraries: [{ ...goa, createdAt: "2026-03-10T09:59:00.000Z" }] },
      2,
      NOW
    );
    expect(generatingItineraries).toEqual([
      {
        ...goa,
        createdAt: "2026-03-10T09:59:00.000Z",
        pollingStartedAt: NOW.toISOString(),
        pollingAttempts: 0,
        progress: 0,
        estimatedTimeRemaining: "Calculating..."
      }
    ]);
  });

  it("keeps version-2 polling fields that were already there", () => {
    const partly = { ...goa, createdAt: "x", pollingAttempts: 4, progress: 35 };
    const [entry] = migrateGenerating({ generatingItineraries: [partly] }, 2, NOW).generatingItineraries;
    expect(entry).toMatchObject({ pollingAttempts: 4, progress: 35, pollingStartedAt: NOW.toISOString() });
  });

  it("applies on load, and treats corrupt or foreign state as empty", () => {
    persist({ generatingItineraries: [goa] }, 1);
    expect(generatingStore.getState().generatingItineraries).toEqual([]);
    persist({ generatingItineraries: [goa] }, 2);
    expect(generatingStore.getState().generatingItineraries).toHaveLength(1);
    persist({ generatingItineraries: "nope" }, 3);
    expect(generatingStore.getState().generatingItineraries).toEqual([]);
    persist({ generatingItineraries: [{ destination: "no id" }, goa] }, 3);
    expect(generatingStore.getState().generatingItineraries.map((e) => e.id)).toEqual(["temp-1"]);
  });
});

describe("generating store", () => {
  it("adds an entry with the spec's starting values and persists only the spec's fields as version 3", () => {
    const added = generatingStore.add({ ...goa, extra: "not persisted" } as typeof goa);
    expect(added).toMatchObject({ progress: 0, pollingAttempts: 0, estimatedTimeRemaining: "Calculating..." });
    expect(added.pollingStartedAt).toBe(added.createdAt);
    const { state, version } = stored();
    expect(version).toBe(3);
    expect(Object.keys(state)).toEqual(["generatingItineraries"]);
    expect(Object.keys(state.generatingItineraries[0]).sort()).toEqual(
      [
        "createdAt",
        "destination",
        "destinationType",
        "duration",
        "estimatedTimeRemaining",
        "id",
        "pollingAttempts",
        "pollingStartedAt",
        "progress",
        "tempId",
        "travelDates"
      ].sort()
    );
  });

  it("updates and removes by id or tempId", () => {
    generatingStore.add(goa);
    expect(generatingStore.update("temp-1", { id: "server-1", progress: 40 })).toBe(true);
    expect(generatingStore.find("server-1")).toMatchObject({ tempId: "temp-1", progress: 40 });
    expect(generatingStore.update("nobody", { progress: 5 })).toBe(false);
    expect(generatingStore.remove("server-1")).toBe(true);
    expect(generatingStore.remove("temp-1")).toBe(false);
    expect(stored().state.generatingItineraries).toEqual([]);
  });

  it("says a generation is in progress until its tracker gives up", () => {
    const { result } = renderHook(() => ({ generating: useIsGenerating(), list: useGeneratingItineraries() }));
    expect(result.current.generating).toBe(false);
    act(() => void generatingStore.add(goa));
    expect(result.current).toMatchObject({ generating: true, list: [expect.objectContaining({ id: "temp-1" })] });
    act(() => generatingStore.markFailed("temp-1", "Generation failed"));
    expect(result.current.generating).toBe(false);
    expect(isGenerating()).toBe(false);
    act(() => generatingStore.clearFailure("temp-1"));
    expect(result.current.generating).toBe(true);
    act(() => generatingStore.clear());
    expect(result.current).toMatchObject({ generating: false, list: [] });
    expect(localStorage.getItem(GENERATING_STORAGE_KEY)).toBeNull();
  });

  it("keeps a draft's Preview in memory only, through a failure and its Retry, and forgets it with the entry", () => {
    const { result } = renderHook(() => useGenerationPreviews());
    act(() => void generatingStore.add(goa));
    const before = localStorage.getItem(GENERATING_STORAGE_KEY);
    act(() => generatingStore.setPreview("temp-1", "draftShareTokenAbcdefghij"));
    expect(result.current).toEqual({ "temp-1": "draftShareTokenAbcdefghij" });
    expect(localStorage.getItem(GENERATING_STORAGE_KEY)).toBe(before);
    act(() => generatingStore.markFailed("temp-1", "Generation failed"));
    act(() => generatingStore.clearFailure("temp-1"));
    expect(result.current).toEqual({ "temp-1": "draftShareTokenAbcdefghij" });
    act(() => generatingStore.setPreview("temp-1", null));
    expect(result.current).toEqual({});
    act(() => generatingStore.setPreview("temp-1", "draftShareTokenAbcdefghij"));
    act(() => void generatingStore.remove("temp-1"));
    expect(result.current).toEqual({});
  });
});
