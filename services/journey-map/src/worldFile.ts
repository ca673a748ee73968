import { readFileSync } from "node:fs"
import type { Topology } from "topojson-specification"

/** Our boundaries file read from disk, for Node (the PDF). The web bundles it into the map's lazy chunk instead. */
export const readWorldTopology = (): Topology => JSON.parse(readFileSync(new URL("../geodata/world.json", import.meta.url), "utf8")) as Topology
