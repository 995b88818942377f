/**
 * Blocking time of pages as issue 23 measures it: long tasks beyond 50 ms in the first 8 s, the
 * CPU slowed 4x (Chromium's CDP Emulation.setCPUThrottlingRate), a phone's viewport, the median
 * of several loads, each in a fresh browser context (nothing cached). Run against a started site:
 *
 *   node scripts/bench/blocking-time.mjs --base=http://127.0.0.1:3000 --pages=/,/Gallery --repeat=5
 *
 * Prints one line per page (milliseconds: the median, then every run) and, with --json, the rows.
 */
import { chromium } from "playwright-core";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length > 0 ? value.join("=") : "true"];
  }),
);
const base = args.get("base") ?? "http://127.0.0.1:3000";
const pages = (args.get("pages") ?? "/").split(",");
const repeat = Number(args.get("repeat") ?? 5);
const WINDOW_MS = 8000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});

async function blockingTime(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Before any of the page's scripts: every long task from the navigation's start is seen.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  const elapsed = await page.evaluate(() => performance.now());
  if (elapsed < WINDOW_MS) await page.waitForTimeout(WINDOW_MS - elapsed);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return tasks
    .filter((task) => task.start < WINDOW_MS)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

const rows = [];
for (const pathname of pages) {
  const runs = [];
  for (let run = 0; run < repeat; run++)
    runs.push(Math.round(await blockingTime(`${base}${pathname}`)));
  rows.push({ pathname, medianMs: median(runs), runs });
  console.log(
    `${pathname.padEnd(22)} ${String(median(runs)).padStart(5)} ms  (${runs.join(", ")})`,
  );
}
await browser.close();
if (args.has("json")) console.log(JSON.stringify(rows));
