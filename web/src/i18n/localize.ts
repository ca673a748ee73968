import { i18n } from "./i18n";

// Turns one of the flows' English messages into the reader's language. The machines emit the spec's
// English text; each English template becomes a pattern ("Retry in {{seconds}}s" -> /^Retry in (.+)s$/)
// whose key and values give the translation. Text no template matches (a server's own message, say)
// is shown as it came.

type Template = { key: string; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templates(tree: object, prefix: string): Template[] {
  return Object.entries(tree).flatMap(([key, value]): Template[] => {
    if (typeof value === "object" && value !== null) return templates(value, `${prefix}${key}.`);
    if (typeof value !== "string") return [];
    const names: string[] = [];
    const source = value
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return [{ key: `${prefix}${key}`, pattern: new RegExp(`^${source}$`), names }];
  });
}

let index: Template[] | undefined;

// The English templates come with the other languages (i18n.ts): they are only needed to translate.
const englishTemplates = (): object | undefined => i18n.getResourceBundle("en", "feedback") as object | undefined;

/** The template an English message was made from, with its values; undefined for unknown text. */
export function matchMessage(text: string): { key: string; values: Record<string, string> } | undefined {
  if (!index) {
    const english = englishTemplates();
    if (!english) return undefined;
    index = templates(english, "");
  }
  for (const template of index) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/** `text` in the current language when it is one of the flows' messages; otherwise unchanged. */
export function localize(text: string): string {
  if (i18n.resolvedLanguage === "en") return text;
  const found = matchMessage(text);
  return found ? (i18n.t(found.key as never, { ns: "feedback", ...found.values }) as string) : text;
}
