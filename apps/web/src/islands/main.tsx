/**
 * The marketing pages' only script (docs/decisions/034): the page is HTML, pre-rendered with its
 * texts; this hydrates each interactive part (each <Island>'s marker) with its own component,
 * eagerly, when the browser is idle, or when it comes near the viewport, as the marker says.
 * No router, query client or i18n runtime: the islands build swaps them for small stand-ins.
 */
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageLanguage, setLanguage } from "../i18n/i18n";
import { holdEarlyPresses } from "../lib/hold-early-presses";
import { nextTask } from "../lib/next-task";
import { OnHydrated } from "../lib/on-hydrated";
import { warmUpIntl } from "../lib/warm-up-intl";
import { afterFirstPaint } from "./first-paint";
import { holdEarlySubmits } from "./hold-early-submits";
import { islands } from "./registry";
import "./renderer-setup";

holdEarlySubmits(document);

// The page's language is remembered, as the booking app does on every page: a later page opened
// without ?lang= comes in the language the guest last read.
void setLanguage(pageLanguage());

async function hydrate(marker: HTMLElement, onHydrated: () => void) {
  const name = marker.dataset.island ?? "";
  const island = islands[name];
  if (!island) {
    console.error(`No island is registered as "${name}"`);
    return;
  }
  const props = JSON.parse(marker.dataset.props ?? "{}") as object;
  const component = await island.load();
  hydrateRoot(marker, createElement(OnHydrated, { onHydrated }, createElement(component, props)));
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);

function whenVisible(marker: HTMLElement, run: () => void) {
  // A marker is `display: contents` (no box of its own): its first child is what scrolls in.
  const target = marker.firstElementChild ?? marker;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "400px" },
  );
  observer.observe(target);
}

/**
 * The eager islands, in the page's order, each in a task of its own and only once the pre-rendered
 * page has painted: hydrating them all in the first frame's task held the first paint back (on a
 * 4x slowed phone, by the whole of their rendering), and one long task would block a tap.
 */
async function hydrateInTurn(starts: Array<() => Promise<void>>, isFormatting: boolean) {
  await afterFirstPaint();
  if (isFormatting) warmUpIntl();
  for (const start of starts) {
    await start().catch((error: unknown) => console.error(error));
    await nextTask();
  }
}

const eager: Array<() => Promise<void>> = [];
let isFormatting = false;
for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (islands[marker.dataset.island ?? ""]?.formats) isFormatting = true;
  let started: Promise<void> | null = null;
  // A press before the island's code has come is held, and starts it at once.
  const presses = holdEarlyPresses(marker, () => void start());
  const onHydrated = () => {
    marker.dataset.hydrated = "true";
    presses.replay();
  };
  const start = () => {
    started ??= hydrate(marker, onHydrated).finally(presses.release);
    return started;
  };
  // A guest who reaches a part before its time (a tap, a Tab) starts it at once.
  marker.addEventListener("pointerover", () => void start(), { once: true });
  marker.addEventListener("focusin", () => void start(), { once: true });
  if (marker.dataset.load === "idle") whenIdle(() => void start());
  else if (marker.dataset.load === "visible") whenVisible(marker, () => void start());
  else eager.push(start);
}
void hydrateInTurn(eager, isFormatting);
