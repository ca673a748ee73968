import { Context, Data, type Effect } from "effect"

/** The image could not be drawn (bad SVG, the native renderer failed): the route answers 503. */
export class PreviewRenderFailed extends Data.TaggedError("PreviewRenderFailed")<{ readonly reason: string }> {}

/** SVG in, PNG bytes out (docs/adr/0125-share-previews.md). */
export interface PreviewRendererPort {
  readonly describe: string
  readonly render: (svg: string) => Effect.Effect<Uint8Array, PreviewRenderFailed>
}

export class PreviewRenderer extends Context.Tag("PreviewRenderer")<PreviewRenderer, PreviewRendererPort>() {}
