import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { BadRequest, NotFound, ServiceUnavailable, TooManyRequests, Unauthorized } from "./errors.ts"

/** Spec section 8: the PDF error message. */
export const FAILED_TO_GENERATE_PDF = "Failed to generate PDF"

export class PdfApi extends HttpApiGroup.make("pdf")
  .add(
    HttpApiEndpoint.post("generatePdf")`/itinerary/${HttpApiSchema.param("id", Schema.String)}/generate-pdf`
      .setUrlParams(Schema.Struct({ share: Schema.optional(Schema.String) }))
      .addSuccess(Schema.Struct({ pdfUrl: Schema.String }))
      .addError(BadRequest)
      .addError(Unauthorized)
      .addError(NotFound)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
      .annotate(
        OpenApi.Description,
        "The itinerary as an A4 PDF: for the owner (Authorization: Bearer) or whoever holds the share link (?share={shareUrl}). Rendered once, then the same pdfUrl at once. 503 'Failed to generate PDF' when the renderer is unavailable or busy."
      )
  )
  .add(
    HttpApiEndpoint.get("pdfFile")`/itinerary/pdf/${HttpApiSchema.param("file", Schema.String)}`
      .addSuccess(Schema.Uint8ArrayFromSelf.pipe(HttpApiSchema.withEncoding({ kind: "Uint8Array", contentType: "application/pdf" })))
      .addError(NotFound)
      .annotate(OpenApi.Description, "A rendered PDF by the file name in its pdfUrl.")
  ) {}
