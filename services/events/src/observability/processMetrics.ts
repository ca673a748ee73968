import type { Sample } from "./prometheusText.ts"

const startedAt = Date.now() / 1000 - process.uptime()

/**
 * This process's CPU and memory, read when scraped, under the names Prometheus' own client libraries
 * use (process_cpu_seconds_total, process_resident_memory_bytes, ...), so stock dashboards work.
 */
export const processSamples = (): ReadonlyArray<Sample> => {
  const cpu = process.cpuUsage()
  const memory = process.memoryUsage()
  return [
    { name: "process_cpu_user_seconds_total", help: "User CPU time spent, in seconds.", type: "counter", value: cpu.user / 1e6 },
    { name: "process_cpu_system_seconds_total", help: "System CPU time spent, in seconds.", type: "counter", value: cpu.system / 1e6 },
    { name: "process_cpu_seconds_total", help: "User and system CPU time spent, in seconds.", type: "counter", value: (cpu.user + cpu.system) / 1e6 },
    { name: "process_resident_memory_bytes", help: "Resident memory size, in bytes.", type: "gauge", value: memory.rss },
    { name: "process_start_time_seconds", help: "When the process started, in seconds since the Unix epoch.", type: "gauge", value: Math.round(startedAt) },
    { name: "nodejs_heap_size_total_bytes", help: "V8 heap size, in bytes.", type: "gauge", value: memory.heapTotal },
    { name: "nodejs_heap_size_used_bytes", help: "V8 heap used, in bytes.", type: "gauge", value: memory.heapUsed },
    { name: "nodejs_external_memory_bytes", help: "Memory of C++ objects bound to JavaScript objects, in bytes.", type: "gauge", value: memory.external }
  ]
}
