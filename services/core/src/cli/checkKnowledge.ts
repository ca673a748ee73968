// npm run check-knowledge [-- [--dir=FOLDER] FILE.json ...]: decodes and checks the knowledge base (or some
// of its files, or the files of another folder: a guide being written), prints each problem as
// "file: field: message" and a coverage line; exits 1 on any problem.
import { KNOWLEDGE_DIR, loadKnowledge } from "../adapters/knowledge/loadKnowledge.ts"

const only = process.argv.slice(2).filter((a) => a.endsWith(".json"))
const dir = process.argv.find((a) => a.startsWith("--dir="))?.slice("--dir=".length) ?? KNOWLEDGE_DIR
const { destinations, problems } = loadKnowledge(dir, only.length > 0 ? only : undefined)
for (const p of problems) console.log(`${p.file}: ${p.field}: ${p.message}`)
const places = destinations.flatMap((d) => d.regions.flatMap((r) => [...r.attractions, ...r.food, ...r.stays]))
const attractions = destinations.flatMap((d) => d.regions.flatMap((r) => r.attractions))
const count = (status: string) => attractions.filter((a) => a.hours.status === status).length
console.log(
  `${destinations.length} destinations, ${places.length} places; attraction hours: ${count("sourced")} sourced, ${count("estimated")} estimated, ${count("unknown")} unknown; ${problems.length} problems`
)
process.exit(problems.length > 0 ? 1 : 0)
