import type { Projection } from "./Projection.ts"

/** Every read model of the product. A feature adds its projection here. */
export const allProjections: ReadonlyArray<Projection> = []
