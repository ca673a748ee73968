import { MetricKeyType, type MetricPair, MetricState, Option } from "effect"

/**
 * Prometheus' text exposition format (version 0.0.4) from Effect's metric registry. Effect keeps one
 * series a metric name and label set; Prometheus wants them grouped in families under one HELP and
 * TYPE line, histograms as cumulative `_bucket{le=...}` series with `_sum` and `_count`.
 * https://prometheus.io/docs/instrumenting/exposition_formats/
 */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

/** A series that is not in Effect's registry (process figures read at scrape time). */
export interface Sample {
  readonly name: string
  readonly help: string
  readonly type: "counter" | "gauge"
  readonly value: number
  readonly labels?: Readonly<Record<string, string>>
}

type Labels = ReadonlyArray<readonly [string, string]>

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"')
const escapeHelp = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")
/** Metric and label names allow [a-zA-Z0-9_:] (labels without ':'), not starting with a digit. */
const metricName = (name: string) => name.replace(/[^a-zA-Z0-9_:]/g, "_").replace(/^([0-9])/, "_$1")
const labelName = (name: string) => name.replace(/[^a-zA-Z0-9_]/g, "_").replace(/^([0-9])/, "_$1")

const formatNumber = (value: number | bigint) => {
  if (typeof value === "bigint") return value.toString()
  if (Number.isNaN(value)) return "NaN"
  if (value === Number.POSITIVE_INFINITY) return "+Inf"
  if (value === Number.NEGATIVE_INFINITY) return "-Inf"
  return String(value)
}

const formatLabels = (labels: Labels) =>
  labels.length === 0 ? "" : `{${labels.map(([k, v]) => `${labelName(k)}="${escapeLabel(v)}"`).join(",")}}`

const line = (name: string, labels: Labels, value: number | bigint) => `${name}${formatLabels(labels)} ${formatNumber(value)}`

interface Family {
  readonly help: string
  readonly type: "counter" | "gauge" | "histogram" | "summary"
  readonly lines: Array<string>
}

const seriesLines = (name: string, labels: Labels, pair: MetricPair.MetricPair.Untyped): Array<string> => {
  const state: unknown = pair.metricState
  if (MetricState.isCounterState(state)) return [line(name, labels, state.count)]
  if (MetricState.isGaugeState(state)) return [line(name, labels, state.value)]
  if (MetricState.isHistogramState(state)) {
    // Effect's buckets are cumulative already, and its boundaries end with +Inf.
    const buckets = state.buckets.map(([le, count]) => line(`${name}_bucket`, [...labels, ["le", formatNumber(le)]], count))
    const hasInf = state.buckets.some(([le]) => le === Number.POSITIVE_INFINITY)
    if (!hasInf) buckets.push(line(`${name}_bucket`, [...labels, ["le", "+Inf"]], state.count))
    return [...buckets, line(`${name}_sum`, labels, state.sum), line(`${name}_count`, labels, state.count)]
  }
  if (MetricState.isFrequencyState(state)) {
    return [...state.occurrences].map(([value, count]) => line(name, [...labels, ["value", value]], count))
  }
  if (MetricState.isSummaryState(state)) {
    return [
      ...state.quantiles.map(([q, value]) => line(name, [...labels, ["quantile", String(q)]], Option.getOrElse(value, () => Number.NaN))),
      line(`${name}_sum`, labels, state.sum),
      line(`${name}_count`, labels, state.count)
    ]
  }
  return []
}

const typeOf = (pair: MetricPair.MetricPair.Untyped): Family["type"] => {
  const keyType: unknown = pair.metricKey.keyType
  if (MetricKeyType.isCounterKey(keyType) || MetricKeyType.isFrequencyKey(keyType)) return "counter"
  if (MetricKeyType.isHistogramKey(keyType)) return "histogram"
  if (MetricKeyType.isSummaryKey(keyType)) return "summary"
  return "gauge"
}

/** The whole exposition: the app's metrics in Effect's registry, then the extra samples, each family once, sorted by name. */
export const prometheusText = (pairs: ReadonlyArray<MetricPair.MetricPair.Untyped>, samples: ReadonlyArray<Sample> = []): string => {
  const families = new Map<string, Family>()
  const familyOf = (name: string, help: string, type: Family["type"]) => {
    const known = families.get(name)
    if (known) return known
    const made: Family = { help, type, lines: [] }
    families.set(name, made)
    return made
  }
  for (const pair of pairs) {
    // Effect's own fiber counters: runtime internals, not named by Prometheus' conventions.
    if (pair.metricKey.name.startsWith("effect_")) continue
    const name = metricName(pair.metricKey.name)
    const family = familyOf(name, Option.getOrElse(pair.metricKey.description, () => name), typeOf(pair))
    const labels: Labels = pair.metricKey.tags.map((tag) => [tag.key, tag.value] as const)
    family.lines.push(...seriesLines(name, labels, pair))
  }
  for (const sample of samples) {
    const name = metricName(sample.name)
    familyOf(name, sample.help, sample.type).lines.push(line(name, Object.entries(sample.labels ?? {}), sample.value))
  }
  return [...families.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([name, family]) => [`# HELP ${name} ${escapeHelp(family.help)}`, `# TYPE ${name} ${family.type}`, ...family.lines])
    .join("\n")
    .concat("\n")
}
