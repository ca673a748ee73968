import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { ALL_ROLES, describeRoles, parseRoles } from "./roles.ts"

describe("ROLES", () => {
  it("'all' and every role listed are the same", () => {
    expect(Either.getOrThrow(parseRoles("all"))).toEqual(new Set(ALL_ROLES))
    expect(Either.getOrThrow(parseRoles(" reconciler, API ,projections,generation "))).toEqual(new Set(ALL_ROLES))
  })

  it("a subset stays a subset and is described in a fixed order", () => {
    const roles = Either.getOrThrow(parseRoles("reconciler,generation"))
    expect(describeRoles(roles)).toBe("generation,reconciler")
  })

  it("unknown or empty lists are refused with the choices", () => {
    expect(parseRoles("api,cron")).toEqual(Either.left('ROLES has unknown role(s) cron; choose from api, projections, generation, reconciler (or "all")'))
    expect(Either.isLeft(parseRoles(" , "))).toBe(true)
  })
})
