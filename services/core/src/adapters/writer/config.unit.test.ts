import { ConfigProvider, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { buildKnowledgeIndex } from "../../domain/knowledge/index.ts"
import { chooseWriter, WriterConfig } from "./config.ts"

const choose = (env: Record<string, string>, production = false) =>
  Effect.runPromiseExit(
    Effect.flatMap(WriterConfig, (config) => chooseWriter(config, production, buildKnowledgeIndex([]))).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )
  )

describe("choosing the itinerary writer", () => {
  it("is the offline writer by default, and OpenAI once a key is set", async () => {
    const offline = await choose({})
    expect(Exit.isSuccess(offline) && offline.value.name).toMatch(/^offline/)
    const openai = await choose({ OPENAI_API_KEY: "sk-x", OPENAI_MODEL: "gpt-test" })
    expect(Exit.isSuccess(openai) && openai.value.name).toBe("openai (gpt-test)")
  })

  it("refuses OpenAI without a key", async () => {
    expect(Exit.isFailure(await choose({ ITINERARY_WRITER: "openai" }))).toBe(true)
  })

  it("under NODE_ENV=production runs the offline stand-in only when chosen on purpose", async () => {
    expect(Exit.isFailure(await choose({}, true))).toBe(true)
    const chosen = await choose({ ITINERARY_WRITER: "offline" }, true)
    expect(Exit.isSuccess(chosen) && chosen.value.name).toMatch(/^offline/)
  })

  it("never puts the key in the name it reports", async () => {
    const openai = await choose({ OPENAI_API_KEY: "sk-very-secret", OPENAI_BASE_URL: "http://127.0.0.1:1/v1" })
    expect(Exit.isSuccess(openai) && openai.value.name).not.toContain("sk-very-secret")
  })
})
