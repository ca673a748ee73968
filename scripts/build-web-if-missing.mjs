// `npm start` serves the web app's production build: build it when it is missing or older than its
// sources (the web app and the shared contract), so a pulled change is never served stale.
import { execSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const built = join(root, "web/dist/index.html")
const sources = ["web/src", "web/public", "web/index.html", "web/vite.config.ts", "web/package.json", "services/events/src/contract"]

/** The newest modification time under a file or folder. */
const newest = (path) => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs)
}

if (!existsSync(built)) {
  console.log("web build missing: building web/dist (once)...")
  execSync("npm run -w web build", { stdio: "inherit" })
} else if (Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs) {
  console.log("web build older than its sources: rebuilding web/dist...")
  execSync("npm run -w web build", { stdio: "inherit" })
} else {
  console.log("web build found: web/dist")
}
