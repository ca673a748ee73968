import { execFileSync } from "node:child_process"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { makeChromiumRenderer } from "./ChromiumRenderer.ts"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const footer = { footerTemplate: "<span></span>" }

describe("Chromium renderer (one browser)", () => {
  it("renders PDFs, refuses past its queue bound, and renders again after the browser died", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const renderer = yield* makeChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, maxWaiting: 1, timeoutMs: 30_000 })
          const pdf = yield* renderer.render("<h1>नमस्ते ₹</h1>", footer)
          expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-")
          // One running, one waiting, the third refused at once.
          const results = yield* Effect.all(
            [0, 1, 2].map((i) => Effect.exit(renderer.render(`<p>${i}</p>`, footer))),
            { concurrency: "unbounded" }
          )
          const refused = results.filter((r) => Exit.isFailure(r))
          expect(results.filter(Exit.isSuccess)).toHaveLength(2)
          expect(refused).toHaveLength(1)
          expect(JSON.stringify(refused[0])).toContain("RendererBusy")
          // A crashed browser is launched again on the next render: kill the browser this process started.
          const children = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" })
            .split("\n")
            .map((line) => line.trim().split(/\s+/))
            .filter(([, command]) => command?.includes("chrom"))
            .map(([pid]) => Number(pid))
          expect(children.length).toBeGreaterThan(0)
          for (const pid of children) process.kill(pid, "SIGKILL")
          yield* Effect.sleep("500 millis")
          const again = yield* renderer.render("<p>after</p>", footer)
          expect(new TextDecoder().decode(again.slice(0, 5))).toBe("%PDF-")
        })
      )
    )
  }, 60_000)
})
