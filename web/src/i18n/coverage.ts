// Translation coverage, pure: which keys one language has and another lacks, and which shared keys
// disagree on their {{placeholders}} (a Hindi string that drops {{count}} would show a wrong number).

type Tree = { readonly [key: string]: string | Tree };

/** "footer.terms"-style paths of every string in a resource tree. */
export function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)
  );
}

function leaf(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!))].sort();

export type CoverageReport = {
  keys: number;
  /** Keys of `source` without a non-empty string in `target`. */
  missing: string[];
  /** Keys of `target` that `source` does not have (stale or misspelt). */
  extra: string[];
  /** Shared keys whose placeholders differ. */
  placeholderMismatches: { key: string; source: string[]; target: string[] }[];
};

export function compareTranslations(source: Tree, target: Tree): CoverageReport {
  const sourceKeys = leafKeys(source);
  const targetKeys = new Set(leafKeys(target));
  const missing = sourceKeys.filter((key) => !(leaf(target, key) ?? "").trim());
  const extra = [...targetKeys].filter((key) => leaf(source, key) === undefined);
  const placeholderMismatches = sourceKeys.flatMap((key) => {
    const translated = leaf(target, key);
    if (translated === undefined) return [];
    const expected = placeholders(leaf(source, key)!);
    const actual = placeholders(translated);
    return expected.join() === actual.join() ? [] : [{ key, source: expected, target: actual }];
  });
  return { keys: sourceKeys.length, missing, extra, placeholderMismatches };
}
