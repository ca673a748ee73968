// The architecture as rules, in one place (docs/adr/0100-layers.md explains them). Paths are folders
// (or files) from the repository root; a module belongs to the layer with the longest matching path.
import type { Boundary, Layer, NarrowInterface } from "./findProblems.ts"

const core = (path: string) => `services/core/${path}`
const events = (path: string) => `services/events/${path}`
const readSide = (path: string) => `services/projections/${path}`
const journeyMap = (path: string) => `services/journey-map/${path}`

/**
 * Lowest first. A module may import its own layer and the layers below it, never one above. Ports are
 * Effect service tags that live with their adapters (`adapters/<port>/`), so the application sits
 * above the adapters: it uses a port's tag, the adapters never know the application exists. The three
 * service packages stack the same way (ADR 0110): `services/events` holds the lowest layers, the read
 * models of `services/projections` sit on them, and `services/core` on both.
 */
export const LAYERS: ReadonlyArray<Layer> = [
  { name: "contract", rank: 0, paths: [events("src/contract")] },
  // The journey map's pure drawing, shared by the web and the PDF (docs/adr/0121-journey-map.md).
  { name: "journey map", rank: 0, paths: [journeyMap("src")] },
  {
    name: "event catalog",
    rank: 1,
    paths: [
      events("src/eventCatalog.ts"),
      events("src/uuidFor.ts"),
      events("src/credits"),
      events("src/identity"),
      events("src/itineraries"),
      events("src/payments"),
      events("src/sessions")
    ]
  },
  { name: "domain", rank: 2, paths: [core("src/domain")] },
  {
    name: "platform",
    rank: 3,
    paths: [
      events("src/eventstore"),
      events("src/bus"),
      events("src/sql"),
      events("src/leases"),
      events("src/eventPlatform.ts"),
      // Prometheus' exposition and who may read it: every process's /metrics.
      events("src/observability"),
      core("src/config"),
      // The metrics' definitions and exposition format: recorded by adapters and the application alike.
      core("src/observability")
    ]
  },
  { name: "adapters", rank: 4, paths: [core("src/adapters")] },
  { name: "read models", rank: 5, paths: [readSide("src")] },
  { name: "application", rank: 6, paths: [core("src/app")] },
  { name: "http", rank: 7, paths: [core("src/http")] },
  {
    name: "composition root",
    rank: 8,
    paths: [core("src/server"), core("src/main.ts"), core("src/worker.ts"), readSide("src/main.ts")]
  },
  { name: "command lines", rank: 9, paths: [core("src/cli"), readSide("src/cli")] },
  { name: "developer tooling", rank: 10, paths: [core("devtools"), journeyMap("devtools")] }
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
    mayImport: ["web/", events("src/contract/"), journeyMap("src/")],
    why: "the web shares only the contract's schemas and the journey map's drawing with the services"
  },
  {
    modules: events("src/"),
    mayImport: [events("src/")],
    why: "the event catalog and the platform are the bottom package: they know nothing above them"
  },
  {
    modules: readSide("src/"),
    mayImport: [readSide("src/"), events("src/")],
    why: "the read side depends on the event catalog and the platform, never on the write side"
  },
  {
    modules: core("src/"),
    mayImport: [core("src/"), readSide("src/"), events("src/"), journeyMap("src/")],
    why: "the product's code imports neither test kits nor developer tooling (the journey map's drawing: for the PDF)"
  }
]

/** The read models' query modules: the only way the write side and HTTP reach the read models. */
const QUERY_MODULES = [
  readSide("src/itineraryQueries.ts"),
  readSide("src/userQueries.ts"),
  readSide("src/paymentOrderQueries.ts"),
  readSide("src/creditBalanceQueries.ts"),
  readSide("src/pendingGenerationQueries.ts"),
  readSide("src/pendingRegenerationQueries.ts"),
  readSide("src/sessionQueries.ts"),
  readSide("src/projectionLag.ts"),
  readSide("src/projectionMetrics.ts")
]

/** Where one part may reach another only through a narrow interface the other owns. */
export const NARROW_INTERFACES: ReadonlyArray<NarrowInterface> = [
  {
    modules: core("src/http/"),
    area: readSide("src/"),
    through: [readSide("src/itineraryQueries.ts"), readSide("src/userQueries.ts")],
    why: "the HTTP layer queries the read models only through the read side's query interface"
  },
  {
    modules: core("src/app/"),
    area: readSide("src/"),
    through: QUERY_MODULES,
    why: "the application reads and waits on read models only through their query modules"
  }
]

/** The workspaces (package.json), which must not depend on each other in a circle. */
export const PACKAGES = ["services/events", "services/projections", "services/core", "services/journey-map", "web"]

/** Where modules are read from, and the import names that point into the repository. */
export const SOURCE_FOLDERS = ["services", "web/src", "web/e2e", "scripts"]
export const ALIASES = {
  "@safarnama/core": core("src"),
  "@safarnama/projections": readSide("src"),
  "@safarnama/events": events("src"),
  "@safarnama/journey-map": journeyMap("src"),
  "@contract": events("src/contract")
}

/** Folders whose every product module must belong to a layer (a new folder is placed on purpose). */
export const LAYERED_FOLDERS = ["services/"]

/** Tests and their kits may wire any layers together; the layer rules and boundaries skip them. */
export const isTest = (module: string): boolean =>
  /\.test\.tsx?$/.test(module) || /(^|\/)test\//.test(module) || module.startsWith("web/e2e/")
