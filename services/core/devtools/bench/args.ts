export interface BenchArgs {
  readonly json: boolean
  readonly databaseUrl: string | undefined
  readonly get: (flag: string) => string | undefined
}

export const parseBenchArgs = (args: ReadonlyArray<string>): BenchArgs => {
  const get = (flag: string) => {
    const i = args.indexOf(flag)
    if (i >= 0) return args[i + 1]
    const inline = args.find((a) => a.startsWith(`${flag}=`))
    return inline?.slice(flag.length + 1)
  }
  return { json: args.includes("--json"), databaseUrl: get("--database-url"), get }
}

export const report = (json: boolean, line: Record<string, unknown>) => {
  if (json) console.log(JSON.stringify(line))
  else console.log(Object.entries(line).map(([k, v]) => `${k}=${typeof v === "number" ? Math.round(v * 100) / 100 : v}`).join("  "))
}
