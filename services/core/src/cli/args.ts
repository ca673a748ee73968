/** Tiny argument reader for the operator tools: positionals and `--flag value` / `--flag=value` / `--switch`. */
export const parseArgs = (argv: ReadonlyArray<string>, switches: ReadonlyArray<string> = []) => {
  const positionals: Array<string> = []
  const flags = new Map<string, string | true>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith("--")) {
      positionals.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    if (inline !== undefined) flags.set(name, inline)
    else if (switches.includes(name) || i + 1 >= argv.length || argv[i + 1]!.startsWith("--")) flags.set(name, true)
    else flags.set(name, argv[++i]!)
  }
  const text = (name: string) => {
    const v = flags.get(name)
    return typeof v === "string" ? v : undefined
  }
  return { positionals, has: (name: string) => flags.has(name), text }
}

export const rupees = (paise: number) => `INR ${(paise / 100).toFixed(2)}`

export const age = (seconds: number) => {
  if (seconds < 90) return `${seconds}s`
  if (seconds < 5400) return `${Math.round(seconds / 60)}m`
  if (seconds < 172800) return `${(seconds / 3600).toFixed(1)}h`
  return `${(seconds / 86400).toFixed(1)}d`
}

/** A plain text table with left-aligned columns. */
export const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>) => {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)))
  return cells.map((r) => r.map((v, c) => (v ?? "").padEnd(widths[c]!)).join("  ").trimEnd()).join("\n")
}

/** Runs a tool's main: operator-facing errors print their message only; exit code 2. */
export const runTool = (main: () => Promise<number | undefined>) => {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(2)
    }
  )
}

/** Label-value lines with the values aligned. */
export const pairs = (rows: ReadonlyArray<readonly [string, string | number]>) => {
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join("\n")
}
