/** Google's field masks: the answer holds only the paths the `X-Goog-FieldMask` header names ("*" is all). */

type MaskTree = true | { readonly [field: string]: MaskTree }

const treeOf = (paths: ReadonlyArray<string>): MaskTree => {
  if (paths.includes("*")) return true
  const tree: Record<string, MaskTree> = {}
  for (const path of paths) {
    let node: Record<string, MaskTree> = tree
    const fields = path.split(".")
    fields.forEach((field, i) => {
      const existing = node[field]
      if (existing === true) return
      if (i === fields.length - 1) node[field] = true
      else {
        const next = existing ?? {}
        node[field] = next
        node = next as Record<string, MaskTree>
      }
    })
  }
  return tree
}

const apply = (value: unknown, tree: MaskTree): unknown => {
  if (tree === true) return value
  if (Array.isArray(value)) return value.map((item) => apply(item, tree))
  if (value === null || typeof value !== "object") return value
  const kept = Object.entries(tree)
    .filter(([field]) => field in value)
    .map(([field, sub]) => [field, apply((value as Record<string, unknown>)[field], sub)] as const)
  return Object.fromEntries(kept)
}

/** The answer with only the masked paths; an array's mask applies to each element (the route matrix). */
export const project = (value: unknown, mask: ReadonlyArray<string>): unknown => apply(value, treeOf(mask))

export const maskOf = (header: string | Array<string> | undefined): ReadonlyArray<string> =>
  String(header ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean)
