// The system parts npm cannot install: Debian's Chromium (PDF export and the browser tests; never a
// downloaded browser) and the Noto fonts (Devanagari and the rupee sign in PDFs).
//
//   node scripts/system-deps.mjs start   installs what is missing when it can (root or passwordless sudo
//                                        on Debian/Ubuntu); otherwise says in one line what stays off
//   node scripts/system-deps.mjs test    the same, but stops at once with the exact commands when a part
//                                        is still missing (every test tier needs them)
//   node scripts/system-deps.mjs cluster HAProxy, the load balancer of start:cluster, the load test and the
//                                        fault drills; stops at once with the commands when it is missing
//
// `npm start` and `npm test` run it first, so the README's two commands set up a fresh machine (ADR 0009).
import { execFileSync, spawnSync } from "node:child_process"
import { accessSync, constants, existsSync } from "node:fs"

const purpose = ["test", "cluster"].includes(process.argv[2]) ? process.argv[2] : "start"
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Noto Sans Devanagari, as fontconfig sees it (fontconfig comes with Chromium): the font the PDF names
 * first for a Hindi plan, in fonts-noto-core with Noto Sans (Latin and ₹). Another font that covers
 * Hindi would render too, but with other metrics than the ones the PDF was laid out and tested with.
 */
const hasDevanagariFont = () => {
  const found = spawnSync("fc-list", [":lang=hi:family=Noto Sans Devanagari", "family"], { encoding: "utf8" })
  return found.status === 0 && found.stdout.trim() !== ""
}

const hasHaproxy = () => spawnSync(process.env.HAPROXY_PATH ?? "haproxy", ["-v"], { stdio: "ignore" }).status === 0

const parts = (
  purpose === "cluster"
    ? [{ name: "HAProxy", debian: "haproxy", fedora: "haproxy", brew: "haproxy", present: hasHaproxy, disables: "the cluster's load balancer" }]
    : [
        { name: "Chromium", debian: "chromium", fedora: "chromium", brew: "--cask chromium", present: () => isExecutable(chromiumPath), disables: "PDF export (it answers 503)" },
        {
          name: "Noto fonts",
          debian: "fonts-noto-core",
          fedora: "google-noto-sans-devanagari-fonts",
          brew: "--cask font-noto-sans-devanagari",
          present: hasDevanagariFont,
          disables: "Hindi and the rupee sign in PDFs (drawn as boxes), and the link-preview cards' own font"
        }
      ]
)

const missing = () => parts.filter((part) => !part.present())

const howToInstall = (absent) =>
  [
    `  Debian/Ubuntu: sudo apt-get install -y ${absent.map((p) => p.debian).join(" ")}`,
    `  Fedora:        sudo dnf install -y ${absent.map((p) => p.fedora).join(" ")}`,
    `  macOS:         ${absent.map((p) => `brew install ${p.brew}`).join(" && ")}` +
      (absent.some((p) => p.debian === "chromium") ? " (then set CHROMIUM_PATH to the Chromium binary)" : "")
  ].join("\n")

/** apt-get as root, or through sudo when it needs no password; undefined when neither is possible. */
const aptRunner = () => {
  if (!existsSync("/usr/bin/apt-get")) return undefined
  if (process.getuid?.() === 0) return []
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" })
  return sudo.status === 0 ? ["sudo", "-n"] : undefined
}

const install = (absent) => {
  const prefix = aptRunner()
  // Debian's package puts Chromium at /usr/bin/chromium; a CHROMIUM_PATH elsewhere is the user's own.
  if (prefix === undefined || (chromiumPath !== "/usr/bin/chromium" && absent.some((p) => p.debian === "chromium"))) return false
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args]
    execFileSync(command, rest, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
  }
  const packages = absent.map((p) => p.debian)
  console.log(`system packages: installing ${packages.join(", ")} with apt-get (once; about a minute)...`)
  try {
    run(["apt-get", "update", "-qq"])
    run(["apt-get", "install", "-y", "-qq", ...packages])
    return true
  } catch (error) {
    console.error(`system packages: apt-get failed: ${error.message.split("\n")[0]}`)
    return false
  }
}

let absent = missing()
if (absent.length > 0 && install(absent)) absent = missing()

if (absent.length === 0) {
  if (purpose !== "start") console.log(`system packages: ${parts.map((p) => p.name).join(" and ")} installed`)
} else if (purpose === "cluster") {
  console.error(`The cluster needs ${absent.map((p) => p.name).join(" and ")} (its load balancer). Install, then run again:`)
  console.error(howToInstall(absent))
  process.exit(1)
} else if (purpose === "test") {
  console.error(`npm test needs ${absent.map((p) => p.name).join(" and ")} (browser tests and PDF export). Install, then run npm test again:`)
  console.error(howToInstall(absent))
  process.exit(1)
} else {
  console.warn(`optional parts missing: ${absent.map((p) => `${p.name} (disables ${p.disables})`).join("; ")}. Install:\n${howToInstall(absent)}`)
}
