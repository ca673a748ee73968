import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { acceptedEncodings, isCompressible } from "./contentEncoding.ts"

/** Smaller answers gain nothing worth the CPU. */
export const COMPRESS_MIN_BYTES = 1024

// Quality 5: most of brotli's gain on JSON at a small fraction of its best setting's CPU (the static
// assets are compressed at the best setting once, at build time).
export const compress = { br: (bytes: Uint8Array) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: (bytes: Uint8Array) => gzipSync(bytes, { level: 6 }) }

/**
 * Successful JSON, HTML and text answers over 1 KB made in memory (API answers, the OpenAPI documents, the docs
 * page) are compressed for a client that accepts it, with `Vary: Accept-Encoding`. Files and streams
 * (the web build, PDFs, the event stream) are left alone: the build's are compressed at build time.
 */
export const ResponseCompression = HttpLayerRouter.middleware(
  (httpEffect) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const response = yield* httpEffect
      const body = response.body
      // Error answers are small and are rewritten by errorMiddleware.ts (which reads their JSON): left alone.
      if (response.status >= 300 || body._tag !== "Uint8Array" || !isCompressible(body.contentType) || response.headers["content-encoding"] !== undefined) return response
      const vary = HttpServerResponse.setHeader(response, "vary", "Accept-Encoding")
      if (body.body.length < COMPRESS_MIN_BYTES) return vary
      const encoding = acceptedEncodings(request.headers["accept-encoding"])[0]
      if (encoding === undefined) return vary
      const compressed = compress[encoding](body.body)
      return HttpServerResponse.uint8Array(compressed, {
        status: response.status,
        statusText: response.statusText,
        contentType: body.contentType,
        headers: { ...response.headers, "content-encoding": encoding, vary: "Accept-Encoding" },
        cookies: response.cookies
      })
    }),
  { global: true }
)
