// Test support: promise actors whose outcome the test decides, so a machine can be driven step by
// step exactly as its model (or a random sequence) says, and every request it made can be inspected.
import { fromPromise } from "xstate"

export interface PendingCall<TInput, TOutput> {
  input: TInput
  settled: boolean
  aborted: boolean
  resolve(output: TOutput): void
  reject(error: unknown): void
}

export class CallLog<TInput, TOutput> {
  readonly calls: PendingCall<TInput, TOutput>[] = []

  readonly logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: PendingCall<TInput, TOutput> = {
          input,
          settled: false,
          aborted: false,
          resolve: (output) => {
            call.settled = true
            resolve(output)
          },
          reject: (error) => {
            call.settled = true
            reject(error)
          }
        }
        signal.addEventListener("abort", () => {
          call.aborted = true
        })
        this.calls.push(call)
      })
  )

  /** The request the machine is waiting on right now, if any. */
  get pending(): PendingCall<TInput, TOutput> | undefined {
    return this.calls.findLast((call) => !call.settled && !call.aborted)
  }

  get count(): number {
    return this.calls.length
  }
}

/** Lets promise callbacks (and the machine's reactions to them) run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
