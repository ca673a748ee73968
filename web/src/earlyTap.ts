import { useEffect } from "react";

declare global {
  interface Window {
    /** Set by the prerendered page's start-up script (scripts/prerender-landing.mjs). */
    __safarnamaStarted?: () => void;
  }
}

/** Stop holding taps and press the last one held (see the start-up script); once only. */
const started = () => window.__safarnamaStarted?.();

/**
 * Rendered next to a page's content, inside its Suspense boundary: its effect runs once that content
 * is on screen with its handlers (hydrated, or rendered afresh), not when the root around it commits,
 * which on the prerendered page comes before the boundary is hydrated (a tap pressed then was lost).
 * The page then stops holding taps, and the last button tapped before the app could answer is pressed
 * again, now with its handler.
 */
export function ReplayEarlyTap() {
  useEffect(started, []);
  return null;
}

/** Whatever happens to the first page (an error, a page that never settles), taps are not held past this. */
export const releaseTapsAfter = (ms: number) => setTimeout(started, ms);
