import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

// docker build cannot run on these machines, so the Dockerfile is held to what the ADR says it does;
// CI runs the same compiled code on plain node (`npm test`: build:services, then the end-to-end tier).
const ROOT = new URL("../../", import.meta.url).pathname
const dockerfile = readFileSync(`${ROOT}Dockerfile`, "utf8")
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"))

describe("the production image (docs/adr/0171-node-24-compiled-image.md)", () => {
  it("is built on Node 24 LTS", () => {
    for (const from of instructions.filter((l) => l.startsWith("FROM node:"))) expect(from).toMatch(/^FROM node:24-/)
    expect(instructions.some((l) => l.startsWith("FROM node:24-"))).toBe(true)
  })

  it("compiles the services with the build step CI runs, and starts them with plain node", () => {
    expect(instructions).toContainEqual(expect.stringContaining("npm run build:services"))
    const cmd = instructions.filter((l) => l.startsWith("CMD")).at(-1)
    expect(cmd).toBe('CMD ["node", "--conditions=compiled", "services/core/dist/main.js"]')
    expect(instructions.join("\n")).not.toMatch(/\btsx\b/)
  })

  it("installs production dependencies only in what runs, as a non-root user, with a health check", () => {
    const runtime = instructions.slice(instructions.findIndex((l) => / AS runtime$/.test(l)))
    expect(runtime.some((l) => l.startsWith("RUN npm install --omit=dev"))).toBe(true)
    expect(runtime.filter((l) => l.startsWith("USER")).at(-1)).toBe("USER node")
    expect(runtime.find((l) => l.startsWith("HEALTHCHECK"))).toContain("/api/health")
  })

  it("carries every folder the compiled code reads at run time", () => {
    for (const folder of ["services/events/migrations", "services/projections/migrations", "services/core/migrations", "services/core/knowledge", "services/journey-map/geodata", "web/dist"]) {
      expect(dockerfile).toContain(`COPY --from=build /app/${folder} ${folder}`)
    }
  })
})
