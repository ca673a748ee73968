/**
 * Ids of a guide built from the live source (issue 41): `live-<area>` for the guide, `live-<area>-<name>` for
 * its places, lower-case Latin words as every guide's ids are (schema.ts `Id`). A name with no Latin letters
 * (前門, Улаанбаатар) takes its kind and number instead.
 */
export const slugOf = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .split("-")
    .slice(0, 6)
    .join("-")

/** Hands out ids unique within one guide: a second "Central Market" is "...-central-market-2". */
export const idMaker = (prefix: string) => {
  const used = new Set<string>()
  return (name: string, fallback: string): string => {
    const base = `${prefix}-${slugOf(name) || fallback}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}
