import { mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Context, Data, Effect, Layer, Option } from "effect"

export class StorageFailed extends Data.TaggedError("StorageFailed")<{ readonly reason: string }> {}

/** Where rendered PDFs live, by file name ("<random>.pdf", the name is the capability). */
export interface PdfStoragePort {
  readonly describe: string
  readonly put: (file: string, bytes: Uint8Array) => Effect.Effect<void, StorageFailed>
  readonly get: (file: string) => Effect.Effect<Option.Option<Uint8Array>, StorageFailed>
}

export class PdfStorage extends Context.Tag("PdfStorage")<PdfStorage, PdfStoragePort>() {}

/** A local folder (DATA_DIR/pdfs by default). Written to a temporary name first, then renamed in one step. */
export const makeFolderStorage = (folder: string): PdfStoragePort => ({
  describe: `local folder (${folder})`,
  put: (file, bytes) =>
    Effect.tryPromise({
      try: async () => {
        await mkdir(folder, { recursive: true })
        const temporary = join(folder, `.${file}.${process.pid}.tmp`)
        await writeFile(temporary, bytes)
        await rename(temporary, join(folder, file))
      },
      catch: (e) => new StorageFailed({ reason: e instanceof Error ? e.message : String(e) })
    }),
  get: (file) =>
    Effect.tryPromise({
      try: async () => {
        try {
          return Option.some(new Uint8Array(await readFile(join(folder, file))))
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === "ENOENT") return Option.none<Uint8Array>()
          throw e
        }
      },
      catch: (e) => new StorageFailed({ reason: e instanceof Error ? e.message : String(e) })
    })
})

export const layerFolderStorage = (folder: string) => Layer.succeed(PdfStorage, makeFolderStorage(folder))
