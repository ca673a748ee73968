// After the build: a brotli (.br) and a gzip (.gz) copy of every text asset over 1 KB in web/dist, made
// once at their best settings, so the server sends them by content negotiation without compressing
// on each request (docs/adr/0090-edge.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

// The build's folder, or another one given as the first argument (tests).
const dist = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url))
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml"])
const MIN_BYTES = 1024

const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))

let before = 0
let after = 0
for (const file of files(dist).filter((f) => COMPRESSIBLE.has(extname(f)))) {
  const bytes = readFileSync(file)
  if (bytes.length < MIN_BYTES) continue
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length }
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
  before += bytes.length
  after += br.length
}
console.log(`precompress: ${Math.round(before / 1024)} KB of text assets -> ${Math.round(after / 1024)} KB with brotli (and a gzip copy)`)
