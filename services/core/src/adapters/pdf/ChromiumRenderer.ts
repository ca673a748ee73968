import { Effect, Layer, Metric } from "effect"
import puppeteer, { type Browser } from "puppeteer-core"
import { pdfRenderDuration, pdfRenderQueue, pdfRenders, pdfRendersRunning } from "../../observability/appMetrics.ts"
import { PdfRenderer, type PdfRendererPort, RendererBusy, RenderFailed } from "./PdfRenderer.ts"

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
] as const

export interface ChromiumOptions {
  readonly executablePath: string
  /** Renders at once (pages open in the one browser). */
  readonly concurrency: number
  /** Renders allowed to wait for a slot; one more is refused (RendererBusy). */
  readonly maxWaiting: number
  readonly timeoutMs: number
}

/**
 * The system Chromium driven by puppeteer-core: one browser, launched on the first render and reused,
 * launched again if it died. Renders run `concurrency` at a time with at most `maxWaiting` queued.
 * The page has JavaScript off and every network request refused: the HTML is self-contained.
 */
export const makeChromiumRenderer = (options: ChromiumOptions) =>
  Effect.gen(function* () {
    let browser: Promise<Browser> | undefined
    let running = 0
    const waiting: Array<() => void> = []

    const launch = (): Promise<Browser> => {
      if (!browser) {
        const launching = puppeteer.launch({ executablePath: options.executablePath, args: [...CHROMIUM_FLAGS], timeout: options.timeoutMs })
        browser = launching
        launching.then(
          (b) => b.on("disconnected", () => { if (browser === launching) browser = undefined }),
          () => { if (browser === launching) browser = undefined }
        )
      }
      return browser
    }

    // The queue's gauges follow every change, so a scrape sees the queue as it is.
    const report = () => {
      pdfRendersRunning.unsafeUpdate(running, [])
      pdfRenderQueue.unsafeUpdate(waiting.length, [])
    }
    const acquire = (): Promise<void> | undefined => {
      if (running < options.concurrency) {
        running++
        report()
        return Promise.resolve()
      }
      if (waiting.length >= options.maxWaiting) return undefined
      const turn = new Promise<void>((resolve) => waiting.push(resolve))
      report()
      return turn
    }
    const release = () => {
      const next = waiting.shift()
      if (next) next()
      else running--
      report()
    }

    const renderOnce = async (html: string, footerTemplate: string): Promise<Uint8Array> => {
      const page = await (await launch()).newPage()
      try {
        page.setDefaultTimeout(options.timeoutMs)
        await page.setJavaScriptEnabled(false)
        await page.setRequestInterception(true)
        page.on("request", (request) => {
          if (request.url().startsWith("data:")) void request.continue()
          else void request.abort()
        })
        await page.setContent(html, { waitUntil: "load", timeout: options.timeoutMs })
        return await page.pdf({
          format: "A4",
          printBackground: true,
          preferCSSPageSize: true,
          displayHeaderFooter: true,
          headerTemplate: "<span></span>",
          footerTemplate,
          timeout: options.timeoutMs
        })
      } finally {
        await page.close().catch(() => undefined)
      }
    }

    const port: PdfRendererPort = {
      describe: `chromium (${options.executablePath})`,
      render: (html, { footerTemplate }) =>
        Effect.gen(function* () {
          const slot = acquire()
          if (!slot) {
            yield* Metric.increment(Metric.tagged(pdfRenders, "outcome", "busy"))
            return yield* Effect.fail(new RendererBusy({ waiting: waiting.length }))
          }
          return yield* Effect.acquireUseRelease(
            Effect.promise(() => slot),
            () =>
              Effect.suspend(() => {
                const start = performance.now()
                return Effect.tryPromise({
                  try: () => renderOnce(html, footerTemplate),
                  catch: (e) => new RenderFailed({ reason: e instanceof Error ? e.message : String(e) })
                }).pipe(
                  Effect.tapBoth({
                    onFailure: () => Metric.increment(Metric.tagged(pdfRenders, "outcome", "failed")),
                    onSuccess: () =>
                      Metric.increment(Metric.tagged(pdfRenders, "outcome", "rendered")).pipe(
                        Effect.zipRight(Metric.update(pdfRenderDuration, (performance.now() - start) / 1000))
                      )
                  }),
                  Effect.withSpan("pdf.render")
                )
              }),
            () => Effect.sync(release)
          )
        })
    }

    yield* Effect.addFinalizer(() =>
      Effect.promise(async () => {
        const open = browser
        browser = undefined
        if (open) await open.then((b) => b.close()).catch(() => undefined)
      })
    )
    return port
  })

export const layerChromiumRenderer = (options: ChromiumOptions) => Layer.scoped(PdfRenderer, makeChromiumRenderer(options))
