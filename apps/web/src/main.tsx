import "./styles/index.css";

/**
 * Resolves just after the browser has painted the next frame: a task queued from a frame callback
 * runs once that frame is on screen. A hidden tab paints nothing (and runs no frame callbacks), so
 * it starts at once.
 */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The browser shows the pre-rendered page before the app's code runs: evaluating React, the router,
 * the query client and i18next takes a phone hundreds of milliseconds, and until now the first
 * frame waited for it (issue 23: first paint = largest paint, after the app's evaluation). The
 * code is fetched beside the HTML all the same (the pre-rendered pages preload it).
 */
async function main() {
  await afterNextPaint();
  const { startApp } = await import("./app/start-app");
  await startApp();
}

void main();
