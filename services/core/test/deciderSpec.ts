import { Either } from "effect"
import { expect } from "vitest"
import type { Decider, DomainEvent } from "../src/domain/Decider.ts"
import { fold } from "../src/domain/Decider.ts"

/**
 * Decider tests that read like the business: given these events, when this command, then these
 * events, or this named rejection, or nothing happened.
 */
export const deciderSpec =
  <Command, Event extends DomainEvent, State, Rejection>(decider: Decider<Command, Event, State, Rejection>) =>
  (given: ReadonlyArray<Event>) => ({
    when: (command: Command) => {
      const decided = decider.decide(command, fold(decider, given))
      return {
        thenEvents: (expected: ReadonlyArray<Event>) => {
          expect(Either.isRight(decided) ? decided.right : decided.left).toEqual(expected)
        },
        thenNothingHappens: () => {
          expect(Either.isRight(decided) ? decided.right : decided.left).toEqual([])
        },
        thenRejects: (tag: string, fields: Record<string, unknown> = {}) => {
          expect(Either.isLeft(decided) ? decided.left : decided.right).toMatchObject({ _tag: tag, ...fields })
        }
      }
    }
  })
