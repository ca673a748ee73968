import { ALL_INTERESTS, type Interest } from "@safarnama/events/contract/options"

/**
 * What an owner's regeneration instruction ("more beaches, fewer temples") says about the interests, for
 * the offline writer, which cannot read prose (docs/adr/0130-refine-itinerary.md). An interest named after
 * "fewer", "less", "no", "without", "avoid", "skip" or "not" is unwanted; any other interest named is wanted.
 * The AI writer gets the instruction itself.
 */

const NEGATIONS = new Set(["fewer", "less", "no", "without", "avoid", "skip", "not", "drop", "minus"])

const singular = (word: string) => word.replace(/(ches|shes|ses|xes)$/, (m) => m.slice(0, -2)).replace(/s$/, "")

export interface InstructionInterests {
  readonly wanted: ReadonlyArray<Interest>
  readonly unwanted: ReadonlyArray<Interest>
}

export const interestsOfInstruction = (instruction: string | undefined): InstructionInterests => {
  const wanted = new Set<Interest>()
  const unwanted = new Set<Interest>()
  if (instruction === undefined) return { wanted: [], unwanted: [] }
  // Each clause ("more beaches", "fewer temples") on its own, so a negation does not run into the next.
  for (const clause of instruction.toLowerCase().split(/[,;.&]|\band\b|\bbut\b/)) {
    const words = clause.match(/[a-z]+/g) ?? []
    let negated = false
    for (const word of words) {
      if (NEGATIONS.has(word)) negated = true
      const interest = ALL_INTERESTS.find((i) => i === word || singular(i) === singular(word))
      if (interest === undefined) continue
      ;(negated ? unwanted : wanted).add(interest)
    }
  }
  return { wanted: [...wanted].filter((i) => !unwanted.has(i)), unwanted: [...unwanted] }
}
