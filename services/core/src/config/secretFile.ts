import { randomBytes } from "node:crypto"
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises"
import { dirname } from "node:path"

/**
 * A random secret kept in a file (mode 0600), made on first use. Several processes may share one
 * data folder and start at the same moment (the local cluster), so the file is created exclusively:
 * whoever loses the race reads the winner's secret instead of writing its own.
 */
export const readOrCreateSecret = async (file: string): Promise<string> => {
  const existing = await readSecret(file)
  if (existing !== undefined) return existing
  await mkdir(dirname(file), { recursive: true })
  const fresh = randomBytes(32).toString("hex")
  try {
    await writeFile(file, fresh, { mode: 0o600, flag: "wx" })
    await chmod(file, 0o600)
    return fresh
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    const winner = await readSecret(file)
    if (winner === undefined) throw new Error(`${file} exists but is empty`)
    return winner
  }
}

const readSecret = async (file: string): Promise<string | undefined> => {
  try {
    const text = (await readFile(file, "utf8")).trim()
    return text === "" ? undefined : text
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}
