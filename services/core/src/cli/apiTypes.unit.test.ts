import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { API_TYPES_COMMAND, API_TYPES_FILE, apiDocument, apiDocuments, generateApiTypes } from "./apiTypes.ts"

const GENERATED = "web/src/api/openapi.gen.ts"

const readCheckedIn = (): string | undefined => {
  try {
    return readFileSync(API_TYPES_FILE, "utf8")
  } catch {
    return undefined
  }
}

/** The first line where the two texts part, to point at what changed. */
function firstDifference(checkedIn: string, generated: string): string {
  const have = checkedIn.split("\n")
  const want = generated.split("\n")
  const at = want.findIndex((line, i) => have[i] !== line)
  const line = at === -1 ? want.length : at
  return `line ${line + 1}: checked in ${JSON.stringify(have[line] ?? "(end of file)")}, generated ${JSON.stringify(want[line] ?? "(end of file)")}`
}

describe(API_TYPES_COMMAND, () => {
  it("the checked-in web/src/api/openapi.gen.ts is what the API's schemas generate", async () => {
    const generated = await generateApiTypes()
    const checkedIn = readCheckedIn()
    if (checkedIn === generated) return
    expect.fail(
      checkedIn === undefined
        ? `${GENERATED} is missing: run \`${API_TYPES_COMMAND}\``
        : `${GENERATED} is stale (the API's schemas changed, or the file was edited by hand): run \`${API_TYPES_COMMAND}\` ` +
            `and commit the result. First difference at ${firstDifference(checkedIn, generated)}`
    )
  })

  it("types the routes of all three APIs the web calls, the development-only ones too", () => {
    const merged = Object.keys(apiDocument().paths)
    for (const document of apiDocuments()) expect(merged).toEqual(expect.arrayContaining(Object.keys(document.paths)))
  })
})
