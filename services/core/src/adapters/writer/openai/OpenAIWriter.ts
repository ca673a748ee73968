import { Effect, Either, ParseResult, Redacted, Schema } from "effect"
import OpenAI from "openai"
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions"
import { type ChunkKind, type ChunkOf, type ChunkTask, chunkSchema, type ItineraryWriterPort, WriterFailure } from "../ItineraryWriter.ts"
import { SYSTEM_PROMPT, userPrompt } from "../prompts.ts"
import { dropNulls, strictJsonSchema } from "./strictSchema.ts"

export interface OpenAIWriterOptions {
  readonly apiKey: Redacted.Redacted<string>
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1. */
  readonly baseURL: string | undefined
  readonly model: string
  /** SDK retries (429 and 5xx with back-off, honouring Retry-After). 0 in tests. */
  readonly maxRetries: number
  /** Per request. */
  readonly timeoutMs: number
}

/** Why a call failed, in words a traveller may read (the generation's failure reason). */
const describeFailure = (error: unknown): string => {
  if (error instanceof OpenAI.RateLimitError) return "The AI service is busy right now (rate limited). Please try again in a few minutes."
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "The AI service did not answer in time."
  if (error instanceof OpenAI.APIConnectionError) return "The AI service could not be reached."
  if (error instanceof OpenAI.APIUserAbortError) return "The AI request was cancelled."
  if (error instanceof OpenAI.APIError) return `The AI service refused the request (status ${error.status ?? "unknown"}).`
  return "The AI service failed unexpectedly."
}

const formatIssues = (error: ParseResult.ParseError): ReadonlyArray<string> =>
  ParseResult.ArrayFormatter.formatErrorSync(error)
    .slice(0, 12)
    .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)

/** The answer's JSON decoded with the chunk's schema; the problems in words otherwise. */
export const decodeAnswer = <K extends ChunkKind>(text: string, schema: Schema.Schema<ChunkOf[K], unknown>): Either.Either<ChunkOf[K], ReadonlyArray<string>> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return Either.left([`the answer is not complete JSON (${text.length} characters)`])
  }
  return Either.mapLeft(Schema.decodeUnknownEither(schema, { onExcessProperty: "error", errors: "all" })(dropNulls(json)), formatIssues)
}

/**
 * The AI writer: OpenAI chat completions (or any compatible server) with structured outputs whose JSON
 * schemas come from the contract. Answers are streamed, validated against the schema, and a chunk that
 * fails validation is asked for again once, with the problems.
 */
export const makeOpenAIWriter = (options: OpenAIWriterOptions): ItineraryWriterPort => {
  const client = new OpenAI({
    apiKey: Redacted.value(options.apiKey),
    baseURL: options.baseURL,
    maxRetries: options.maxRetries,
    timeout: options.timeoutMs
  })

  const complete = (messages: ReadonlyArray<ChatCompletionMessageParam>, kind: ChunkKind, jsonSchema: Record<string, unknown>) =>
    Effect.tryPromise({
      try: async (signal) => {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: [...messages],
            stream: true,
            response_format: { type: "json_schema", json_schema: { name: `itinerary_${kind}`, strict: true, schema: jsonSchema } }
          },
          { signal }
        )
        let text = ""
        let refusal = ""
        for await (const part of stream) {
          const delta = part.choices[0]?.delta
          text += delta?.content ?? ""
          refusal += delta?.refusal ?? ""
        }
        return { text, refusal }
      },
      catch: (error) => new WriterFailure({ reason: describeFailure(error) })
    })

  const write = <K extends ChunkKind>(task: ChunkTask<K>): Effect.Effect<ChunkOf[K], WriterFailure> =>
    Effect.gen(function* () {
      const schema = chunkSchema(task.kind, task.trip.destinationType)
      const jsonSchema = strictJsonSchema(schema as unknown as Schema.Schema.AnyNoContext)
      const messages: Array<ChatCompletionMessageParam> = [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: userPrompt(task) }
      ]
      const first = yield* complete(messages, task.kind, jsonSchema)
      if (first.refusal) return yield* Effect.fail(new WriterFailure({ reason: "The AI service declined to write this itinerary." }))
      const decoded = decodeAnswer(first.text, schema)
      if (Either.isRight(decoded)) return decoded.right
      // Once more with the problems; a second invalid answer is a failure, never saved.
      yield* Effect.logWarning(`writer: ${task.kind} answer invalid, asking again`, decoded.left)
      const again = yield* complete(
        [
          ...messages,
          { role: "assistant", content: first.text },
          { role: "user", content: `That answer does not match the schema:\n- ${decoded.left.join("\n- ")}\nAnswer again with the complete, corrected JSON.` }
        ],
        task.kind,
        jsonSchema
      )
      const retried = decodeAnswer(again.text, schema)
      if (Either.isRight(retried)) return retried.right
      return yield* Effect.fail(new WriterFailure({ reason: `The AI answer did not match the itinerary format twice (${retried.left[0] ?? "invalid"}).` }))
    })

  return { name: `openai (${options.model}${options.baseURL ? ` at ${options.baseURL}` : ""})`, write, draftFirst: true }
}
