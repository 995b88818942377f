import "./styles/index.css";
import { holdEarlyPresses } from "./lib/hold-early-presses";
import { nextTask } from "./lib/next-task";
import { warmUpIntl } from "./lib/warm-up-intl";

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
 * Starts fetching, side by side, every chunk of the app and the page's texts, which a pre-rendered
 * app page names in an inert <template> (scripts/prerender.mjs) rather than fetching them while
 * its first paint waits for its HTML and font. A link a task: each costs a phone's main thread a
 * few milliseconds as it goes in (its fetch is set up then), all fourteen at once a task of about
 * 70 ms on a 4x slowed phone (decision 041).
 */
async function fetchAppCode() {
  const code = document.getElementById("app-code");
  if (!(code instanceof HTMLTemplateElement)) return;
  for (const link of Array.from(code.content.children)) {
    document.head.append(link.cloneNode(true));
    await nextTask();
  }
}

/**
 * The browser shows the pre-rendered page before the app's code is fetched and run: evaluating
 * React, the router, the query client and i18next takes a phone hundreds of milliseconds, and until
 * now the first frame waited for it (decision 036: first paint = largest paint, after the app's
 * evaluation).
 */
async function main() {
  // The page is on screen and the app's code still on its way on a slow phone: a press meanwhile is
  // held for the app (lib/hold-early-presses).
  const root = document.getElementById("root");
  const earlyPresses = root ? holdEarlyPresses(root) : undefined;
  await afterNextPaint();
  warmUpIntl();
  await fetchAppCode();
  const { startApp } = await import("./app/start-app");
  // Evaluating the app's code (React DOM, the router, the query client, i18next) is one task:
  // starting it is the next one.
  await nextTask();
  await startApp(earlyPresses);
}

void main();
