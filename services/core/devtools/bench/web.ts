import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

/** `npm run bench -- web --json`: the landing page's initial JS (gzip) and Lighthouse mobile performance. */
export const run = async (args: ReadonlyArray<string>) => {
  const script = fileURLToPath(new URL("../../../../web/scripts/bench-web.mjs", import.meta.url))
  const passOn = args.filter((a) => a !== "--json")
  const result = spawnSync(process.execPath, [script, "--lighthouse", ...passOn], { stdio: "inherit" })
  if (result.status !== 0) process.exitCode = result.status ?? 1
}
