/**
 * Waiting for the browser to draw, for the islands entry (main.tsx). No timers or animation
 * frames (nor in lib/next-task): a page whose clock is held (a test's fake clock, a throttled
 * background tab) still hydrates once it has painted.
 */
import { nextTask } from "../lib/next-task";

/** Resolves once the page has painted its first text or picture (at once if it already has). */
export function afterFirstPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return nextTask();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
