import { startProxy } from "./proxy.ts"

/**
 * The round-robin proxy as its own process (the cluster launcher starts it so, and docker-compose runs
 * it as the `proxy` service): UPSTREAMS is a comma list of http://host:port (a host name stands for all
 * its addresses, e.g. Docker's replicas of `api`), PORT and HOST where it listens.
 */
const upstreams = (process.env.UPSTREAMS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter((s) => s.length > 0)
if (upstreams.length === 0) {
  console.error("UPSTREAMS is empty: give the API instances as a comma list of http://host:port")
  process.exit(2)
}
const proxy = await startProxy({ upstreams, port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "0.0.0.0" })
console.log(`proxy listening on ${process.env.HOST ?? "0.0.0.0"}:${proxy.port}, round robin over ${upstreams.join(", ")}`)
const stop = () => {
  void proxy.close().then(() => process.exit(0))
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
