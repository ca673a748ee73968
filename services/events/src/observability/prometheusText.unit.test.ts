import { spawnSync } from "node:child_process"
import { Effect, Metric, MetricBoundaries } from "effect"
import { describe, expect, it } from "vitest"
import { processSamples } from "./processMetrics.ts"
import { prometheusText } from "./prometheusText.ts"

const promtool = spawnSync("promtool", ["--version"]).status === 0

// A sample line of the exposition format: name, optional labels, a number (or +Inf/-Inf/NaN).
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\[\\"n])*",?)*\})? (-?[0-9.e+-]+|\+Inf|-Inf|NaN)$/

const exposition = (run: (id: string) => Effect.Effect<void>) =>
  Effect.runSync(
    Effect.gen(function* () {
      const id = `t${Math.random().toString(36).slice(2, 8)}`
      yield* run(id)
      const pairs = (yield* Metric.snapshot).filter((p) => p.metricKey.name.includes(id))
      return { id, text: prometheusText(pairs) }
    })
  )

describe("Prometheus text exposition of Effect's metrics", () => {
  it("writes a counter family once, with HELP, TYPE and one line a label set, label values escaped", () => {
    const { id, text } = exposition((id) =>
      Effect.gen(function* () {
        const counter = Metric.counter(`${id}_requests_total`, { description: "Requests.", incremental: true })
        yield* Metric.incrementBy(Metric.tagged(counter, "route", "/api/a"), 3)
        yield* Metric.increment(Metric.tagged(counter, "route", 'say "hi"\\\n'))
      })
    )
    const lines = text.trimEnd().split("\n")
    expect(lines.filter((l) => l.startsWith("# TYPE"))).toEqual([`# TYPE ${id}_requests_total counter`])
    expect(lines).toContain(`# HELP ${id}_requests_total Requests.`)
    expect(lines).toContain(`${id}_requests_total{route="/api/a"} 3`)
    expect(lines).toContain(`${id}_requests_total{route="say \\"hi\\"\\\\\\n"} 1`)
    for (const line of lines.filter((l) => !l.startsWith("#"))) expect(line).toMatch(SAMPLE)
  })

  it("writes a histogram as cumulative buckets ending in +Inf, then _sum and _count", () => {
    const { id, text } = exposition((id) =>
      Effect.gen(function* () {
        const histogram = Metric.histogram(`${id}_duration_seconds`, MetricBoundaries.fromIterable([0.1, 1]), "Durations.")
        for (const value of [0.05, 0.5, 0.7, 3]) yield* Metric.update(histogram, value)
      })
    )
    const name = `${id}_duration_seconds`
    expect(text).toContain(`# TYPE ${name} histogram`)
    expect(text).toContain(`${name}_bucket{le="0.1"} 1\n${name}_bucket{le="1"} 3\n${name}_bucket{le="+Inf"} 4\n${name}_sum 4.25\n${name}_count 4`)
    for (const line of text.trimEnd().split("\n").filter((l) => !l.startsWith("#"))) expect(line).toMatch(SAMPLE)
  })

  it("writes gauges and extra samples (process figures) under their own families, sorted by name", () => {
    const { id, text } = exposition((id) => Metric.set(Metric.gauge(`${id}_lag_seconds`, { description: "Lag." }), 2.5))
    const withSamples = prometheusText([], [
      { name: "process_resident_memory_bytes", help: "RSS.", type: "gauge", value: 1024 },
      { name: "process_cpu_seconds_total", help: "CPU.", type: "counter", value: 1.5 }
    ])
    expect(text).toContain(`# TYPE ${id}_lag_seconds gauge\n${id}_lag_seconds 2.5`)
    expect(withSamples).toBe(
      "# HELP process_cpu_seconds_total CPU.\n# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total 1.5\n" +
        "# HELP process_resident_memory_bytes RSS.\n# TYPE process_resident_memory_bytes gauge\nprocess_resident_memory_bytes 1024\n"
    )
  })

  it.runIf(promtool)("passes `promtool check metrics` (where promtool is installed)", () => {
    const { text } = exposition((id) =>
      Effect.gen(function* () {
        yield* Metric.increment(Metric.tagged(Metric.counter(`${id}_things_total`, { description: "Things.", incremental: true }), "kind", "a"))
        yield* Metric.update(Metric.histogram(`${id}_wait_seconds`, MetricBoundaries.fromIterable([1, 5]), "Waits."), 2)
      })
    )
    const checked = spawnSync("promtool", ["check", "metrics"], { input: text + prometheusText([], processSamples()) })
    expect(checked.stderr.toString() + checked.stdout.toString()).toBe("")
    expect(checked.status).toBe(0)
  })
})
