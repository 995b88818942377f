/**
 * Waiting for the browser to draw, for the islands entry (main.tsx). Neither uses timers or
 * animation frames: a page whose clock is held (a test's fake clock, a throttled background tab)
 * still hydrates once it has painted.
 */

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

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task, so the browser may draw or answer a tap in between. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
