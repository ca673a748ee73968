import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { worldBoundaries } from "./worldBoundaries.ts"

// Writes geodata/world.json from the world-atlas package (`npm run -w services/journey-map build-boundaries`).
// A unit test fails while the checked-in file differs from what this writes.
const target = fileURLToPath(new URL("../geodata/world.json", import.meta.url))
writeFileSync(target, `${JSON.stringify(worldBoundaries())}\n`)
console.log(`wrote ${target}`)
