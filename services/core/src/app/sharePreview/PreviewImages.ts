import { Cache, Context, Duration, Effect, Exit, Layer } from "effect"
import { PreviewRenderer, type PreviewRenderFailed } from "../../adapters/preview-image/PreviewRenderer.ts"
import { previewFontFiles } from "../../adapters/preview-image/previewFonts.ts"
import { layerResvgRenderer } from "../../adapters/preview-image/ResvgRenderer.ts"
import { cardSvg } from "./cardSvg.ts"
import type { PreviewFacts } from "./previewFacts.ts"

/**
 * Rendered cards, kept in this process's memory: at most CAPACITY (about 30-60 KB each, so a few MB),
 * each for an hour after it was drawn; a failed render is not kept. The key is the card's SVG, so two
 * share links of the same plan share one image and a changed plan is a new entry. Instances of a
 * cluster each keep their own: the drawing is deterministic, and HTTP caching (the versioned URL) spares
 * most repeats anyway (ADR 0125).
 */
const CAPACITY = 256
const KEEP = Duration.hours(1)

export interface PreviewImagesShape {
  /** The card as PNG bytes, drawn once per distinct card while it stays in the cache. */
  readonly png: (facts: PreviewFacts) => Effect.Effect<Uint8Array, PreviewRenderFailed>
}

export class PreviewImages extends Context.Tag("PreviewImages")<PreviewImages, PreviewImagesShape>() {}

export const layerPreviewImages = Layer.effect(
  PreviewImages,
  Effect.gen(function* () {
    const renderer = yield* PreviewRenderer
    const cache = yield* Cache.makeWith({
      capacity: CAPACITY,
      lookup: (svg: string) => renderer.render(svg),
      timeToLive: (exit) => (Exit.isSuccess(exit) ? KEEP : Duration.zero)
    })
    return { png: (facts) => cache.get(cardSvg(facts)) }
  })
)

/** The preview images wired: resvg with the fonts fontconfig finds. */
export const sharePreviewModule = Effect.sync(() => {
  const fonts = previewFontFiles()
  return {
    adapters: { previewRenderer: `resvg (${fonts.length > 0 ? fonts.join(", ") : "no fonts"})` },
    missingParts: fonts.length === 0 ? ["fontconfig and its fonts (link preview images have no text; install: sudo apt-get install -y fonts-noto-core)"] : [],
    layer: layerPreviewImages.pipe(Layer.provide(layerResvgRenderer(fonts)))
  }
})
