import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Config, Context, Effect, Layer, Option } from "effect"
import { layerChromiumRenderer } from "../../adapters/pdf/ChromiumRenderer.ts"
import { makeFolderStorage, PdfStorage } from "../../adapters/pdf/PdfStorage.ts"
import { missingPdfParts } from "../../adapters/pdf/systemParts.ts"
import { AbuseLimits, type Limit, layerAbuseLimits } from "../../adapters/phone-auth/local/AbuseLimits.ts"
import { layerPdfInFlight } from "./exportPdf.ts"

/** PDF export settings from the environment (listed in the README). */
export const PdfConfig = Config.all({
  chromiumPath: Config.string("CHROMIUM_PATH").pipe(Config.withDefault("/usr/bin/chromium")),
  storageDir: Config.option(Config.string("PDF_STORAGE_DIR")),
  concurrency: Config.integer("PDF_CONCURRENCY").pipe(Config.withDefault(2)),
  maxWaiting: Config.integer("PDF_MAX_WAITING").pipe(Config.withDefault(20)),
  renderTimeoutMs: Config.integer("PDF_RENDER_TIMEOUT_MS").pipe(Config.withDefault(30_000)),
  /** generate-pdf requests per client address per 10 minutes (cached answers count too: they are cheap but not free). */
  perAddressLimit: Config.integer("PDF_RATE_LIMIT").pipe(Config.withDefault(30))
})

export interface PdfSettingsShape {
  readonly limit: Limit
  readonly trustProxy: boolean
}
export class PdfSettings extends Context.Tag("PdfSettings")<PdfSettings, PdfSettingsShape>() {}

/**
 * PDF export wired from configuration: the system Chromium (one browser, bounded queue), the storage
 * folder (DATA_DIR/pdfs, or a fresh temporary folder when the database is in memory) and the
 * per-address limit kept in the database.
 */
export const pdfModule = (options: { readonly dataDir: string | undefined; readonly trustProxy: boolean }) =>
  Effect.gen(function* () {
    const config = yield* PdfConfig
    const folder = Option.getOrElse(config.storageDir, () => (options.dataDir ? join(resolve(options.dataDir), "pdfs") : undefined))
    // In-memory apps (tests) get a temporary folder of their own, removed when the app stops.
    const storage = folder
      ? Layer.succeed(PdfStorage, makeFolderStorage(folder))
      : Layer.scoped(
          PdfStorage,
          Effect.map(
            Effect.acquireRelease(
              Effect.sync(() => mkdtempSync(join(tmpdir(), "safarnama-pdfs-"))),
              (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true }))
            ),
            makeFolderStorage
          )
        )
    const renderer = layerChromiumRenderer({
      executablePath: config.chromiumPath,
      concurrency: Math.max(1, config.concurrency),
      maxWaiting: Math.max(0, config.maxWaiting),
      timeoutMs: config.renderTimeoutMs
    })
    const settings: PdfSettingsShape = {
      limit: { name: "generate-pdf:address", max: config.perAddressLimit, windowSeconds: 600 },
      trustProxy: options.trustProxy
    }
    return {
      missingParts: missingPdfParts(config.chromiumPath),
      adapters: { pdfRenderer: `chromium (${config.chromiumPath})`, pdfStorage: folder ? `local folder (${folder})` : "local folder (temporary)" },
      layer: Layer.mergeAll(renderer, storage, Layer.succeed(PdfSettings, settings), layerAbuseLimits, layerPdfInFlight)
    }
  })

export { AbuseLimits }
