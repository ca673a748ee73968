/**
 * What this process's reconciler last found that the database cannot say: orders the gateway reports
 * as paid (or that it could not ask about) which it failed to credit, by when each was created. The
 * metric for the spec's 24-hour promise is the oldest of them (scrapeGauges.ts).
 */
let stuck: ReadonlyArray<Date> = []

export const recordReconcilerFindings = (uncredited: ReadonlyArray<Date>) => {
  stuck = [...uncredited]
}

export const oldestPaidUncredited = (): Date | undefined =>
  stuck.reduce<Date | undefined>((oldest, created) => (oldest === undefined || created < oldest ? created : oldest), undefined)
