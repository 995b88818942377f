type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the work before and after it are two tasks rather than one long one
 * and the browser may draw or answer a tap in between (decisions 036 and 041). No timers: a page
 * whose clock is held (a test's fake clock, a throttled background tab) still goes on.
 * `scheduler.yield` where the browser has it (the continuation keeps its place ahead of other
 * queued work), else a message to itself.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
