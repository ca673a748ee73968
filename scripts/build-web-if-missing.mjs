// `npm start` serves the web app's production build: build it first when it is missing.
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"

if (existsSync(new URL("../web/dist/index.html", import.meta.url))) {
  console.log("web build found: web/dist")
} else {
  console.log("web build missing: building web/dist (once)...")
  execSync("npm run -w web build", { stdio: "inherit" })
}
