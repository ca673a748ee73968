// The architecture as rules, in one place (docs/adr/0100-layers.md explains them). Paths are folders
// (or files) from the repository root; a module belongs to the layer with the longest matching path.
import type { Boundary, Layer, NarrowInterface } from "./findProblems.ts"

const core = (path: string) => `services/core/${path}`
const journeyMap = (path: string) => `services/journey-map/${path}`

/**
 * Lowest first. A module may import its own layer and the layers below it, never one above. Ports are
 * Effect service tags that live with their adapters (`adapters/<port>/`), so the application sits
 * above the adapters: it uses a port's tag, the adapters never know the application exists.
 */
export const LAYERS: ReadonlyArray<Layer> = [
  { name: "contract", rank: 0, paths: [core("src/contract")] },
  // The journey map's pure drawing, shared by the web and the PDF (docs/adr/0121-journey-map.md).
  { name: "journey map", rank: 0, paths: [journeyMap("src")] },
  { name: "domain", rank: 1, paths: [core("src/domain")] },
  {
    name: "platform",
    rank: 2,
    paths: [core("src/eventstore"), core("src/bus"), core("src/sql"), core("src/leases"), core("src/config")]
  },
  { name: "adapters", rank: 3, paths: [core("src/adapters")] },
  { name: "read models", rank: 4, paths: [core("src/projections")] },
  { name: "application", rank: 5, paths: [core("src/app")] },
  { name: "http", rank: 6, paths: [core("src/http")] },
  {
    name: "composition root",
    rank: 7,
    paths: [core("src/server"), core("src/main.ts"), core("src/worker.ts"), "services/projections/src"]
  },
  { name: "command lines", rank: 8, paths: [core("src/cli")] },
  { name: "developer tooling", rank: 9, paths: [core("devtools"), journeyMap("devtools")] }
]

/** Which parts of the repository a part may import at all. */
export const BOUNDARIES: ReadonlyArray<Boundary> = [
  {
    modules: journeyMap("src/"),
    mayImport: [journeyMap("src/")],
    why: "the journey map is a leaf: the web and the PDF both use it, so it knows neither"
  },
  {
    modules: "web/",
    mayImport: ["web/", core("src/contract/"), journeyMap("src/")],
    why: "the web shares only the contract's schemas and the journey map's drawing with the services"
  },
  {
    modules: core("src/"),
    mayImport: [core("src/"), journeyMap("src/")],
    why: "the product's code imports neither test kits nor developer tooling nor another workspace (but the journey map's drawing, for the PDF)"
  }
]

/** Where one part may reach another only through a narrow interface the other owns. */
export const NARROW_INTERFACES: ReadonlyArray<NarrowInterface> = [
  {
    modules: core("src/http/"),
    area: core("src/projections/"),
    through: [core("src/projections/itineraryQueries.ts"), core("src/projections/userQueries.ts")],
    why: "the HTTP layer queries the read models only through the read side's query interface"
  }
]

/** The workspaces (package.json), which must not depend on each other in a circle. */
export const PACKAGES = ["services/core", "services/projections", "services/journey-map", "web"]

/** Where modules are read from, and the import names that point into the repository. */
export const SOURCE_FOLDERS = ["services", "web/src", "web/e2e", "scripts"]
export const ALIASES = {
  "@safarnama/core": core("src"),
  "@safarnama/projections": "services/projections/src",
  "@safarnama/journey-map": journeyMap("src"),
  "@contract": core("src/contract")
}

/** Folders whose every product module must belong to a layer (a new folder is placed on purpose). */
export const LAYERED_FOLDERS = ["services/"]

/** Tests and their kits may wire any layers together; the layer rules and boundaries skip them. */
export const isTest = (module: string): boolean =>
  /\.test\.tsx?$/.test(module) || /(^|\/)test\//.test(module) || module.startsWith("web/e2e/")
