import { spawnSync } from "node:child_process"

/**
 * The cluster's front door is HAProxy (Debian's `haproxy` package; the official image in
 * docker-compose), configured here (docs/adr/0060-scale-out.md, "Front door"):
 * - active health checks on /api/health every 500 ms; an instance is out after 2 failures and back
 *   after 2 successes. A refused connection fails at once (a killed instance is out in about 1 s); a
 *   slow answer has 2 s (`timeout check`), so an instance that is merely busy stays in. With the check's
 *   timeout left at its 500 ms interval, a load test on a saturated machine took both instances out
 *   together and every request was answered 503 until they came back;
 * - a request whose connection to an instance fails is retried on another (`retry-on conn-failure` with
 *   `option redispatch`): it never reached the dead instance, so a POST is safe to send again. A GET
 *   that reached an instance that died is replayed too (`empty-response`, `response-timeout`); any other
 *   request already sent to a dying instance is not (it may have taken effect) and fails once;
 * - `option forwardfor` appends the client's address to X-Forwarded-For (the API, with TRUST_PROXY=true,
 *   counts abuse limits per that address);
 * - `timeout tunnel` keeps Server-Sent Events (generation progress) open for an hour.
 */

export const HAPROXY_BIN = process.env.HAPROXY_PATH ?? "haproxy"

export interface Upstream {
  readonly name: string
  /** host:port */
  readonly address: string
}

export const haproxyConfig = (options: { readonly host: string; readonly port: number; readonly upstreams: ReadonlyArray<Upstream> }) =>
  [
    "global",
    "  maxconn 4096",
    "",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 3",
    "  retry-on conn-failure empty-response response-timeout",
    "  timeout connect 1s",
    "  timeout client 60s",
    // The API waits up to 25 s for a generation before answering 202; PDFs render in up to 30 s.
    "  timeout server 60s",
    "  timeout tunnel 1h",
    "  timeout http-keep-alive 10s",
    "  timeout http-request 10s",
    "  timeout check 2s",
    "",
    "frontend web",
    `  bind ${options.host}:${options.port}`,
    "  default_backend api",
    "",
    "backend api",
    "  balance roundrobin",
    // A GET that reached an instance that died is replayed on another; any other method only when its
    // connection failed (it never reached the instance), since it may have taken effect.
    "  http-request disable-l7-retry if !METH_GET",
    "  option httpchk GET /api/health",
    "  http-check expect status 200",
    "  default-server inter 500ms fastinter 250ms downinter 1s fall 2 rise 2",
    ...options.upstreams.map((u) => `  server ${u.name} ${u.address} check`),
    ""
  ].join("\n")

/** Why HAProxy cannot run here, with the command that installs it; undefined when it can. */
export const haproxyMissing = (): string | undefined => {
  const found = spawnSync(HAPROXY_BIN, ["-v"], { encoding: "utf8" })
  if (found.status === 0) return undefined
  return [
    `HAProxy (${HAPROXY_BIN}) is not installed: the cluster's load balancer. Install it, then run again:`,
    "  Debian/Ubuntu: sudo apt-get install -y haproxy",
    "  Fedora:        sudo dnf install -y haproxy",
    "  macOS:         brew install haproxy",
    "(or set HAPROXY_PATH to its binary)"
  ].join("\n")
}
