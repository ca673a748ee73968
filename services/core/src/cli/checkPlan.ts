// npm run check-plan -- PLAN.json [--trip TRIP.json]
// Runs every plan check on a saved plan and prints each problem as one JSON line
// ({"rule","severity","day","message"}); exits 1 when a hard problem is found, 2 when the files cannot be read.
// Without --trip the trip comes from the plan file (an API itinerary or a {trip, content} fixture), or is
// inferred: days counted, international when it has a visa section, mid-range, intense pacing, no diet, and
// the destination from the knowledge-base places the plan names.
import { readFileSync } from "node:fs"
import { Either } from "effect"
import { bundledKnowledge } from "../adapters/knowledge/Knowledge.ts"
import { groundingOf } from "../domain/itineraries/groundedChecks.ts"
import { checkWholePlan } from "../domain/itineraries/planCheckSummary.ts"
import { isHard } from "../domain/itineraries/planChecks.ts"
import { readPlanFile } from "../domain/itineraries/planFile.ts"

const args = process.argv.slice(2)
const tripAt = args.indexOf("--trip")
const tripPath = tripAt >= 0 ? args[tripAt + 1] : undefined
const planPath = args.find((a, i) => !a.startsWith("--") && (tripAt < 0 || i !== tripAt + 1))
if (!planPath || (tripAt >= 0 && !tripPath)) {
  console.error("usage: npm run check-plan -- PLAN.json [--trip TRIP.json]")
  process.exit(2)
}
const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, "utf8"))
  } catch (error) {
    console.error(`cannot read ${path}: ${(error as Error).message}`)
    process.exit(2)
  }
}
const file = readPlanFile(readJson(planPath), tripPath ? readJson(tripPath) : undefined)
if (Either.isLeft(file)) {
  console.error(`${planPath}: ${file.left}`)
  process.exit(2)
}
const { content, trip } = file.right
const knowledge = bundledKnowledge()
// Without a destination name, the destination whose places the plan names most is the one it is about.
const named = content.dailyItinerary.flatMap((d) => d.activities.flatMap((a) => (a.placeId ? [knowledge.place(a.placeId)?.destination] : [])))
const votes = new Map<string, number>()
for (const d of named) if (d) votes.set(d.id, (votes.get(d.id) ?? 0) + 1)
const inferred = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0]
const resolution = trip.destination
  ? knowledge.resolve(trip.destination, trip.destinationType)
  : inferred
    ? { destination: knowledge.destinations.find((d) => d.id === inferred)! }
    : undefined
const problems = checkWholePlan(content, trip, groundingOf(resolution, knowledge))
for (const p of problems) console.log(JSON.stringify({ rule: p.rule, severity: p.severity ?? "hard", ...(p.day === undefined ? {} : { day: p.day }), message: p.message }))
process.exit(problems.some(isHard) ? 1 : 0)
