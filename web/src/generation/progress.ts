// Time-based generation progress (spec sections 4 and 9): the bar moves in steps of 5 towards 95 over
// the expected duration for the trip's length, and only completion takes it to 100.

export const PROGRESS_STEP = 5;
export const PROGRESS_CAP = 95;
export const PROGRESS_DONE = 100;
export const DONE_TEXT = "Done";
export const ALMOST_DONE_TEXT = "Almost done...";

const MINUTE = 60_000;

/** Expected generation time by trip length, in milliseconds (spec section 9). */
export function expectedDurationMs(days: number): number {
  if (days <= 2) return 1 * MINUTE;
  if (days <= 4) return 3 * MINUTE;
  if (days <= 7) return 4 * MINUTE;
  if (days <= 10) return 5 * MINUTE;
  if (days <= 14) return 6 * MINUTE;
  if (days <= 21) return 7 * MINUTE;
  return 9 * MINUTE;
}

const toStep = (percent: number) =>
  Math.min(PROGRESS_CAP, Math.max(0, Math.floor(percent / PROGRESS_STEP) * PROGRESS_STEP));

/** 0, 5, ..., 95 from the time elapsed against the expected duration. */
export function timeProgress(elapsedMs: number, days: number): number {
  if (!(elapsedMs > 0)) return 0;
  return toStep((elapsedMs / expectedDurationMs(days)) * 100);
}

/** The server's sections written so far, on the same 5-step scale and never past 95. */
export function serverProgress(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return toStep((Math.min(done, total) / total) * 100);
}

/** Spec texts: 'Less than 30 seconds', 'Less than a minute', 'About N minute(s)', 'Almost done...'. */
export function remainingTimeText(remainingMs: number): string {
  if (remainingMs <= 0) return ALMOST_DONE_TEXT;
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds <= 30) return "Less than 30 seconds";
  if (seconds <= 60) return "Less than a minute";
  const minutes = Math.ceil(seconds / 60);
  return `About ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}


/**
 * Remaining time: from the expected duration, unless the server's real progress is ahead of the clock,
 * in which case its pace so far is the better guess.
 */
export function remainingMs(elapsedMs: number, days: number, serverPercent: number): number {
  const byClock = expectedDurationMs(days) - elapsedMs;
  if (serverPercent <= timeProgress(elapsedMs, days) || elapsedMs <= 0) return byClock;
  return (elapsedMs * (PROGRESS_DONE - serverPercent)) / serverPercent;
}
