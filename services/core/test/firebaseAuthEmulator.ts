import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { freePort } from "./spawnServer.ts"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** The Firebase CLI installed as a root dev dependency (firebase-tools, pinned). */
const FIREBASE_BIN = new URL("../../../node_modules/firebase-tools/lib/bin/firebase.js", import.meta.url).pathname

export const EMULATOR_PROJECT = "demo-safarnama"

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  readonly host: string
  /** A real (unsigned, emulator) Firebase ID token for `phone`, through the emulator's REST phone flow. */
  readonly idTokenFor: (phone: string) => Promise<string>
  readonly stop: () => Promise<void>
}

export type EmulatorStart = { readonly ok: true; readonly emulator: AuthEmulator } | { readonly ok: false; readonly reason: string }

/**
 * Starts `firebase emulators:start --only auth` (no Java needed) on free ports, waits until it answers
 * (bounded by `timeoutMs`), and says why when it cannot. Offline: the CLI's update and MOTD checks
 * fail quietly.
 */
export const startAuthEmulator = async (timeoutMs = 90_000): Promise<EmulatorStart> => {
  if (!existsSync(FIREBASE_BIN)) return { ok: false, reason: `firebase-tools is not installed (${FIREBASE_BIN} missing)` }
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()]
  const dir = mkdtempSync(join(tmpdir(), "safarnama-firebase-"))
  writeFileSync(
    join(dir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: auth },
        hub: { host: "127.0.0.1", port: hub },
        logging: { host: "127.0.0.1", port: logging },
        ui: { enabled: false }
      }
    })
  )
  const host = `127.0.0.1:${auth}`
  const output: Array<string> = []
  const child: ChildProcess = spawn(process.execPath, [FIREBASE_BIN, "emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT], {
    cwd: dir,
    detached: true, // its own process group, so stop() ends the CLI and anything it started
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "true", FIREBASE_AUTH_EMULATOR_HOST: "", NO_UPDATE_NOTIFIER: "1" }
  })
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true
      resolve()
    })
  )

  const stop = async () => {
    if (!exited && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGINT")
      } catch {}
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL")
        } catch {}
      }, 10_000)
      await exit
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) {
      await stop()
      return { ok: false, reason: `the emulator exited during start-up: ${output.join("").slice(-2000)}` }
    }
    if (Date.now() > deadline) {
      await stop()
      return { ok: false, reason: `the emulator was not ready within ${timeoutMs} ms: ${output.join("").slice(-2000)}` }
    }
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok && ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const api = `http://${host}/identitytoolkit.googleapis.com/v1`
  const postJson = async <T>(url: string, body: unknown): Promise<T> => {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
  const idTokenFor = async (phone: string) => {
    const { sessionInfo } = await postJson<{ sessionInfo: string }>(`${api}/accounts:sendVerificationCode?key=emulator`, {
      phoneNumber: phone,
      recaptchaToken: "ignored-by-the-emulator"
    })
    const codes = (await (await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`)).json()) as {
      verificationCodes: Array<{ code: string; sessionInfo: string }>
    }
    const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code
    if (!code) throw new Error(`the emulator has no code for ${phone}`)
    const { idToken } = await postJson<{ idToken: string }>(`${api}/accounts:signInWithPhoneNumber?key=emulator`, { sessionInfo, code })
    return idToken
  }
  return { ok: true, emulator: { host, idTokenFor, stop } }
}
