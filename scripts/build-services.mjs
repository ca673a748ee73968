// Compiles the services to JavaScript for production (docs/adr/0171-node-24-compiled-image.md): each
// package's src/ into its dist/, at the same depth, so paths computed from a module's own URL (migrations,
// the knowledge base, the web build) hold. Run the result with `node --conditions=compiled`, which
// makes the packages' exports point at dist/*.js instead of src/*.ts. Non-TypeScript files under src/
// (JSON read at run time) are copied beside the compiled modules.
import { execFileSync } from "node:child_process"
import { cpSync, readdirSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const packages = ["events", "projections", "journey-map", "core"]

for (const name of packages) rmSync(join(root, "services", name, "dist"), { recursive: true, force: true })
execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-b", join(root, "services/core/tsconfig.build.json")], { stdio: "inherit" })

const copyAssets = (from, to) => {
  for (const entry of readdirSync(from)) {
    const source = join(from, entry)
    if (statSync(source).isDirectory()) copyAssets(source, join(to, entry))
    else if (!entry.endsWith(".ts")) cpSync(source, join(to, entry))
  }
}
for (const name of packages) copyAssets(join(root, "services", name, "src"), join(root, "services", name, "dist"))
console.log(`compiled ${packages.map((p) => `services/${p}/dist`).join(", ")}`)
