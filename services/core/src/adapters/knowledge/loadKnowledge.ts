import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Either, ParseResult, Schema } from "effect"
import { Destination } from "../../domain/knowledge/schema.ts"
import { type KnowledgeProblem, validateAcross, validateDestination } from "../../domain/knowledge/validate.ts"

/** Where the bundled knowledge base lives: one JSON file a destination. */
export const KNOWLEDGE_DIR = fileURLToPath(new URL("../../../knowledge/", import.meta.url))

export interface LoadedKnowledge {
  readonly destinations: ReadonlyArray<Destination>
  readonly problems: ReadonlyArray<KnowledgeProblem>
}

const decode = Schema.decodeUnknownEither(Destination, { errors: "all", onExcessProperty: "error" })

/** Decodes one file's text; every problem names the file and the field. */
export const decodeDestinationFile = (file: string, text: string): { destination?: Destination; problems: Array<KnowledgeProblem> } => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { problems: [{ file, field: "(file)", message: `is not valid JSON: ${(error as Error).message}` }] }
  }
  const decoded = decode(json)
  if (Either.isLeft(decoded)) {
    const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
    return { problems: issues.map((issue) => ({ file, field: issue.path.join(".") || "(root)", message: issue.message })) }
  }
  return { destination: decoded.right, problems: validateDestination(file, decoded.right) }
}

/** Every destination file of a folder (default: the bundled one), decoded and checked. */
export const loadKnowledge = (dir: string = KNOWLEDGE_DIR, only?: ReadonlyArray<string>): LoadedKnowledge => {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .filter((f) => only === undefined || only.some((o) => o.endsWith(f)))
    .sort()
  const decoded = files.map((file) => ({ file, ...decodeDestinationFile(file, readFileSync(join(dir, file), "utf8")) }))
  const good = decoded.flatMap((d) => (d.destination ? [{ file: d.file, destination: d.destination }] : []))
  return {
    destinations: good.map((g) => g.destination),
    problems: [...decoded.flatMap((d) => d.problems), ...(only === undefined ? validateAcross(good) : [])]
  }
}
