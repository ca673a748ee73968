import { startCluster } from "./cluster.ts"

/**
 * `npm run start:cluster`: the scale-out topology on this machine (see cluster.ts), in the foreground
 * with every process's log lines prefixed by its name; Ctrl-C (SIGINT) or SIGTERM stops everything.
 */
const main = async () => {
  const cluster = await startCluster({ supervise: true })
  const rows = cluster.instances.map((i) => `  ${i.name.padEnd(12)} pid ${String(i.pid()).padEnd(8)} ${i.url ?? `(${i.role}, no HTTP)`}`)
  console.log(
    [
      "",
      `Safarnama cluster ready: ${cluster.url}  (launcher pid ${process.pid})`,
      ...rows,
      `  database     ${cluster.databaseUrl.replace(/\/\/[^@/]*@/, "//***@")}`,
      `  NATS         ${cluster.natsUrl}`,
      `  DATA_DIR     ${cluster.dataDir}`,
      "Local codes: 123456. Ctrl-C stops everything.",
      ""
    ].join("\n")
  )
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping the cluster...`)
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      }
    )
  }
  process.on("SIGINT", () => shutdown("SIGINT"))
  process.on("SIGTERM", () => shutdown("SIGTERM"))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
