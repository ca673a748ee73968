import { describe, expect, it } from "vitest";
import { compareTranslations, leafKeys, placeholders } from "./coverage";
import { PAGE_NAMESPACES, pageResources } from "./pageResources";
import { NAMESPACES, resources as shellResources } from "./resources";

// The shell's namespaces (bundled or loaded on switching) and the pages' (loaded with their chunks).
const resources = {
  en: { ...shellResources.en, ...pageResources.en },
  hi: { ...shellResources.hi, ...pageResources.hi }
} as const;
const ALL_NAMESPACES = [...NAMESPACES, ...PAGE_NAMESPACES];

describe("translation coverage", () => {
  // The real check: every English string has a Hindi one with the same placeholders, and Hindi has
  // nothing English lacks. The counts are printed for the closing note.
  it.each(ALL_NAMESPACES)("Hindi covers every English key of %s, with the same placeholders", (namespace) => {
    const report = compareTranslations(resources.en[namespace], resources.hi[namespace]);
    const reverse = compareTranslations(resources.hi[namespace], resources.en[namespace]);
    expect(report.missing).toEqual([]);
    expect(reverse.missing).toEqual([]);
    expect(report.placeholderMismatches).toEqual([]);
    expect(report.keys).toBeGreaterThan(0);
    console.info(`i18n coverage ${namespace}: ${report.keys - report.missing.length}/${report.keys} keys in Hindi`);
  });

  it("no Hindi string is left as its English original, except names that stay as they are", () => {
    // Brand and technical names read the same in Hindi apps, and so does a sign before an amount ("≈ {{cost}}");
    // anything else identical is untranslated.
    const SAME_IN_BOTH = /^(?:Safarnama|Razorpay|UPI|OTP|[\d\s₹.,+-]*|≈ \{\{\w+\}\})$/;
    const untranslated = ALL_NAMESPACES.flatMap((namespace) => {
      return leafKeys(resources.en[namespace]).filter((key) => {
        const en = lookup(resources.en[namespace], key);
        return en === lookup(resources.hi[namespace], key) && !SAME_IN_BOTH.test(en);
      }).map((key) => `${namespace}:${key}`);
    });
    expect(untranslated).toEqual([]);
  });

  it("counts every key in both languages", () => {
    const count = (language: "en" | "hi") =>
      ALL_NAMESPACES.reduce((sum, namespace) => sum + leafKeys(resources[language][namespace]).length, 0);
    console.info(`i18n coverage total: ${count("hi")}/${count("en")} keys in Hindi`);
    expect(count("hi")).toBe(count("en"));
  });
});

describe("compareTranslations", () => {
  const english = { title: "Hello {{name}}", nested: { a: "A", b: "{{count}} credits" } };

  it("names a key the translation lacks, or leaves empty", () => {
    const report = compareTranslations(english, { title: "नमस्ते {{name}}", nested: { a: " " } });
    expect(report.missing).toEqual(["nested.a", "nested.b"]);
    expect(report.keys).toBe(3);
  });

  it("names a key only the translation has", () => {
    const report = compareTranslations(english, { ...english, nested: { ...english.nested, c: "सी" } });
    expect(report.extra).toEqual(["nested.c"]);
  });

  it("names a key whose placeholders differ", () => {
    const report = compareTranslations(english, { ...english, nested: { a: "ए", b: "{{amount}} क्रेडिट" } });
    expect(report.placeholderMismatches).toEqual([{ key: "nested.b", source: ["count"], target: ["amount"] }]);
  });

  it("reads placeholders with or without spaces, once each", () => {
    expect(placeholders("{{ b }} and {{a}} and {{b}}")).toEqual(["a", "b"]);
  });
});

function lookup(tree: object, key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}
