/**
 * Whether the browser's `Intl` is warm: its first formatter made in a worker, off the page's main
 * thread (intl-warm-up.worker.ts). Where there is no worker, or it fails, it is as warm as it gets.
 */
let warm: Promise<void> | undefined;

/**
 * Starts the worker, once: the booking app's entry as soon as the page has painted, the marketing
 * pages' entry when the page holds an island that shows prices (islands/registry.ts). Not every
 * page that loads the formatting code: one that formats only an error message would start a
 * thread for nothing.
 */
export function warmUpIntl(): void {
  if (typeof Worker === "undefined" || warm) return;
  warm = new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./intl-warm-up.worker.ts", import.meta.url), {
        type: "module",
      });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener("message", done, { once: true });
    worker.addEventListener("error", done, { once: true });
  });
}

/**
 * Resolves once the worker has made its formatters (at once if none was started): a formatter
 * made on the main thread before then would build on the main thread what the worker is building.
 */
export function intlWarm(): Promise<void> {
  return warm ?? Promise.resolve();
}
