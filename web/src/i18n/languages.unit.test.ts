import { describe, expect, it } from "vitest";
import { formatDate, formatMonthYear, formatNumber, formatRupees, formatTravelDates } from "./format";
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from "./languages";

describe("the remembered language", () => {
  it("is English when nothing, or something unknown, is stored", () => {
    expect(readStoredLanguage(new Map() as unknown as Storage)).toBe("en");
    expect(readStoredLanguage({ getItem: () => "fr" })).toBe("en");
    expect(readStoredLanguage(undefined)).toBe("en");
  });

  it("is what was stored, and blocked storage neither throws nor switches", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    storeLanguage(storage, "hi");
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe("hi");
    expect(readStoredLanguage(storage)).toBe("hi");
    const blocked = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("SecurityError"); } };
    expect(readStoredLanguage(blocked)).toBe("en");
    expect(() => storeLanguage(blocked, "hi")).not.toThrow();
  });
});

describe("Intl formatting in en-IN and hi-IN", () => {
  it("groups rupees and numbers the Indian way in both languages", () => {
    expect(formatRupees("en", 149_999)).toBe("₹1,49,999");
    expect(formatRupees("hi", 149_999)).toBe("₹1,49,999");
    expect(formatRupees("en", 12.5)).toBe("₹12.50");
    expect(formatNumber("hi", 1_234_567)).toBe("12,34,567");
  });

  it("names months in the reader's language", () => {
    const day = new Date(2026, 11, 12);
    expect(formatDate("en", day)).toBe("12 December 2026");
    expect(formatDate("hi", day)).toBe("12 दिसंबर 2026");
    expect(formatMonthYear("hi", day)).toBe("दिसंबर 2026");
    expect(formatDate("en", new Date("nope"))).toBe("");
  });

  it("writes a trip's travel month in the reader's language, other text as it came", () => {
    expect(formatTravelDates("hi", "December 2026")).toBe("दिसंबर 2026");
    expect(formatTravelDates("en", "December 2026")).toBe("December 2026");
    expect(formatTravelDates("hi", "January 2027")).toBe("जनवरी 2027");
    expect(formatTravelDates("hi", "Late 2026")).toBe("Late 2026");
  });
});
