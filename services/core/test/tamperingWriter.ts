import { Effect } from "effect"
import type { ChunkKind, ChunkOf, ChunkTask, ItineraryWriterPort } from "../src/adapters/writer/ItineraryWriter.ts"

/**
 * A writer that answers like `base`, except where `tamper` changes the answer (`calls`: how many times
 * this chunk was asked for, 1 for the first). `calls` records every task, feedback and candidates included.
 */
export const tamperingWriter = (base: ItineraryWriterPort, tamper: (task: ChunkTask, answer: unknown, calls: number) => unknown) => {
  const calls: Array<ChunkTask> = []
  const port: ItineraryWriterPort = {
    name: "test",
    ...(base.languageNotice ? { languageNotice: base.languageNotice } : {}),
    write: <K extends ChunkKind>(task: ChunkTask<K>) =>
      Effect.map(base.write(task), (answer) => {
        calls.push(task)
        return tamper(task, answer, calls.filter((c) => c.kind === task.kind && String(c.dayNumbers) === String(task.dayNumbers)).length) as ChunkOf[K]
      })
  }
  return { port, calls }
}
