import { Context, Data, type Effect } from "effect"

/** The browser could not render (missing, crashed, timed out): the route answers 503 "Failed to generate PDF". */
export class RenderFailed extends Data.TaggedError("RenderFailed")<{ readonly reason: string }> {}
/** Too many renders waiting already: 503 at once rather than an ever longer queue. */
export class RendererBusy extends Data.TaggedError("RendererBusy")<{ readonly waiting: number }> {}

export interface PdfRenderOptions {
  /** Drawn at the bottom of every page (page numbers). */
  readonly footerTemplate: string
}

/** HTML in, PDF bytes out. */
export interface PdfRendererPort {
  readonly describe: string
  readonly render: (html: string, options: PdfRenderOptions) => Effect.Effect<Uint8Array, RenderFailed | RendererBusy>
}

export class PdfRenderer extends Context.Tag("PdfRenderer")<PdfRenderer, PdfRendererPort>() {}
