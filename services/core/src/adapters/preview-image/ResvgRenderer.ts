import { renderAsync } from "@resvg/resvg-js"
import { Effect, Layer } from "effect"
import { PreviewRenderer, type PreviewRendererPort, PreviewRenderFailed } from "./PreviewRenderer.ts"

/**
 * resvg (Rust, prebuilt native binaries from npm) draws the card off the event loop (libuv's thread
 * pool), with no browser and no network: 1200 x 630 in tens of milliseconds (ADR 0125).
 */
export const makeResvgRenderer = (fontFiles: ReadonlyArray<string>): PreviewRendererPort => ({
  describe: `resvg (${fontFiles.length} font files)`,
  render: (svg) =>
    Effect.tryPromise({
      try: async () => {
        const image = await renderAsync(svg, {
          font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: "Noto Sans" },
          fitTo: { mode: "original" }
        })
        return new Uint8Array(image.asPng())
      },
      catch: (cause) => new PreviewRenderFailed({ reason: cause instanceof Error ? cause.message : String(cause) })
    })
})

export const layerResvgRenderer = (fontFiles: ReadonlyArray<string>) => Layer.succeed(PreviewRenderer, makeResvgRenderer(fontFiles))
