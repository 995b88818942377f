/**
 * `npm run bench:web`: how the site loads on a phone, each figure beside its target
 * (docs/performance.md).
 * Builds what is stale (as `npm start` does), starts the compiled server on the embedded database in
 * a data folder of its own, and measures, in the system's Chromium:
 *
 * - blocking time: the long tasks' time beyond 50 ms in the first 8 s of a fresh visit, the CPU
 *   slowed 4x, a phone's 390 x 844 viewport, median of 5, on every marketing page and /booking/room;
 *   beside the previous build's figure, measured in the same sitting (the two builds take turns, so
 *   a busier minute weighs on both alike) when --previous names one;
 * - Lighthouse (mobile: its emulated mid-range phone and slow 4G) on the pages docs/performance.md
 *   names, median of 3: performance score, LCP and FCP beside their targets;
 * - first-load JavaScript (brotli 11, the scripts each page's HTML names) of every marketing page,
 *   /booking/room and /payment, in English and Arabic.
 *
 * The machine's load average (os.loadavg, one minute) is printed beside every timed figure: timings
 * taken while other work holds the cores are not the site's.
 *
 *   npm run bench:web                               everything, this build only
 *   npm run bench:web -- --previous=../old/apps/web/dist   also that build (served by this server)
 *   npm run bench:web -- --repeat=1 --lighthouse-repeat=1  once each, to try it
 *   npm run bench:web -- --pages=/,/Gallery         blocking time and Lighthouse on these pages only
 *   npm run bench:web -- --skip-lighthouse          blocking time and bytes only
 *   npm run bench:web -- --save-reports             also each page's Lighthouse report, to see why
 *   CHROMIUM_PATH=/path/to/chrome                   another Chromium than Debian's /usr/bin/chromium
 *
 * A previous build is another checkout's built web app: for a given revision,
 *   git worktree add /tmp/previous <rev> && cd /tmp/previous && npm ci && npm run build -w @camp/web
 * then --previous=/tmp/previous/apps/web/dist. This checkout's server serves both builds, so what
 * differs between the two figures is the web app alone.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { initialJs, MARKETING_PAGES } from "./bench/initial-js.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length > 0 ? value.join("=") : "true"];
  }),
);
/** Visits per page and build for blocking time (the issue's median of 5), and Lighthouse runs. */
const repeat = Number(args.get("repeat") ?? 5);
const lighthouseRepeat = Number(args.get("lighthouse-repeat") ?? 3);
/** --save-reports: every page's whole Lighthouse report in data/bench/lighthouse/ (the last run). */
const saveReports = args.has("save-reports");
const skipLighthouse = args.has("skip-lighthouse");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const currentDist = path.join(root, "apps/web/dist");
const previousDist = args.has("previous") ? path.resolve(args.get("previous")) : null;
if (previousDist && !existsSync(path.join(previousDist, "prerendered", "manifest.json"))) {
  throw new Error(
    `--previous=${previousDist} is not a built web app (no prerendered/manifest.json)`,
  );
}

/** --pages=/,/Gallery: only these (to try a change); the issue's lists otherwise. */
const askedPages = args.has("pages") ? args.get("pages").split(",") : null;
const BLOCKING_PAGES = askedPages ?? [...MARKETING_PAGES, "/booking/room"];
const LIGHTHOUSE_PAGES = askedPages ?? [
  "/",
  "/Gallery",
  "/DeluxeRoom",
  "/booking/room",
  "/?lang=ar",
];
const WEIGHED_PAGES = [...MARKETING_PAGES, "/booking/room", "/payment"];

/** docs/performance.md's targets (accessibility, best practices, SEO and CLS since decision 017). */
const TARGETS = {
  blockingMs: { marketing: 150, app: 200 },
  performance: 98,
  lcpMs: 1800,
  fcpMs: 1500,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  firstLoadKb: { marketing: 90, app: 150 },
};
const isMarketing = (page) => MARKETING_PAGES.includes(new URL(page, "http://x").pathname);

/** What the blocking time counts: long tasks in the first 8 s, each beyond its first 50 ms. */
const BLOCKING_WINDOW_MS = 8000;
const LONG_TASK_MS = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The compiled server on a fresh embedded database, serving the web app built in `distDir`. */
async function startServer(distDir) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-bench-web-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  // A fresh embedded database takes a while on a busy machine (its migrations, the seed).
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error("the server stopped while starting");
    if (Date.now() > deadline) {
      server.kill("SIGTERM");
      throw new Error(`the server for ${distDir} was not ready within 5 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // One visit first, so the server's first compressions and the disk cache are not measured.
  await fetch(`${base}/`).then((response) => response.text());
  return {
    base,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The one-minute load average now, to print beside a timing. */
const load = () => Math.round(loadavg()[0] * 100) / 100;

/**
 * One fresh visit (no cache, no cookies) on a phone-sized window with the CPU slowed 4x: the long
 * tasks the main thread ran in the first 8 s, as the Long Tasks API reports them from the start of
 * the document, summed beyond 50 ms each (what Total Blocking Time counts, over a fixed window).
 */
async function blockingTime(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "commit" });
    // Wait by the page's own clock (it started at navigation), then a moment for the last entries.
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, BLOCKING_WINDOW_MS, {
      polling: 500,
      timeout: BLOCKING_WINDOW_MS * 4,
    });
    const tasks = await page.evaluate(() => window.__longTasks);
    return Math.round(
      tasks
        .filter(([startTime]) => startTime < BLOCKING_WINDOW_MS)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    );
  } finally {
    await context.close();
  }
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  if (saveReports) {
    const name = new URL(url).pathname.replaceAll("/", "_") + new URL(url).search.replace("?", "_");
    await mkdir(path.join(root, "data/bench/lighthouse"), { recursive: true });
    await writeFile(path.join(root, `data/bench/lighthouse/${name}.json`), result.report);
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    "best-practices": Math.round(categories["best-practices"].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    load: load(),
    failing: Object.values(audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary",
      )
      .map((entry) => entry.id),
  };
}

const built = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
  cwd: root,
  stdio: "inherit",
});
if (built.status !== 0) throw new Error("the build failed");

const builds = [{ name: "current", dist: currentDist }];
if (previousDist) builds.push({ name: "previous", dist: previousDist });
// Started side by side (each has its own database); measured one at a time.
const started = await Promise.allSettled(builds.map((build) => startServer(build.dist)));
const servers = Object.fromEntries(
  builds.map((build, index) => [build.name, started[index].value]).filter(([, server]) => server),
);
const failedStart = started.find((outcome) => outcome.status === "rejected");
if (failedStart) {
  for (const server of Object.values(servers)) await server.stop();
  throw failedStart.reason;
}

const blocking = [];
const lighthouseRows = [];
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    for (const page of BLOCKING_PAGES) {
      const runs = Object.fromEntries(builds.map((build) => [build.name, []]));
      const loads = [];
      // The builds take turns visit by visit, so a busier minute weighs on both alike.
      for (let run = 0; run < repeat; run++) {
        for (const build of builds) {
          runs[build.name].push(await blockingTime(browser, `${servers[build.name].base}${page}`));
          loads.push(load());
        }
      }
      const row = {
        page,
        targetMs: isMarketing(page) ? TARGETS.blockingMs.marketing : TARGETS.blockingMs.app,
        runs,
        load: { min: Math.min(...loads), max: Math.max(...loads) },
      };
      for (const build of builds) row[build.name] = median(runs[build.name]);
      blocking.push(row);
      console.log(`blocking time ${page}: ${JSON.stringify(row)}`);
    }
  } finally {
    await browser.close();
  }

  if (!skipLighthouse) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      for (const page of LIGHTHOUSE_PAGES) {
        const runs = [];
        for (let run = 0; run < lighthouseRepeat; run++) {
          // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): one more try.
          const url = `${servers.current.base}${page}`;
          runs.push(await audit(url, chrome.port).catch(() => audit(url, chrome.port)));
        }
        const row = { page };
        for (const key of [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
          "fcpMs",
          "lcpMs",
          "cls",
          "tbtMs",
        ]) {
          row[key] = median(runs.map((entry) => entry[key]));
        }
        row.load = {
          min: Math.min(...runs.map((entry) => entry.load)),
          max: Math.max(...runs.map((entry) => entry.load)),
        };
        row.failing = [...new Set(runs.flatMap((entry) => entry.failing))];
        lighthouseRows.push(row);
        console.log(`Lighthouse ${page}: ${JSON.stringify(row)}`);
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const firstLoad = WEIGHED_PAGES.map((page) => {
  const row = {
    page,
    targetKb: isMarketing(page) ? TARGETS.firstLoadKb.marketing : TARGETS.firstLoadKb.app,
  };
  for (const language of ["en", "ar"]) {
    row[language] = kb(initialJs(currentDist, page, language).brotliBytes);
    if (previousDist)
      row[`${language}Previous`] = kb(initialJs(previousDist, page, language).brotliBytes);
  }
  return row;
});

const mark = (isMet) => (isMet ? "met" : "NOT met");
const loadText = ({ min, max }) => (min === max ? `${min}` : `${min}-${max}`);
const was = (value, unit) => (value === undefined ? "" : ` (previous ${value}${unit})`);
const lines = [
  `Blocking time: long tasks beyond ${LONG_TASK_MS} ms in the first ${BLOCKING_WINDOW_MS / 1000} s, CPU 4x slower, 390 x 844, median of ${repeat}.`,
  "",
  `| Page | Blocking time | Target | Previous build | Load average |`,
  "|---|---|---|---|---|",
  ...blocking.map(
    (row) =>
      `| ${row.page} | ${row.current} ms ${mark(row.current <= row.targetMs)} | <= ${row.targetMs} ms | ${row.previous === undefined ? "-" : `${row.previous} ms`} | ${loadText(row.load)} |`,
  ),
  "",
  ...(lighthouseRows.length > 0
    ? [
        `Lighthouse ${JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile, median of ${lighthouseRepeat}.`,
        "",
        `| Page | Performance (>= ${TARGETS.performance}) | LCP (<= ${TARGETS.lcpMs} ms) | FCP (<= ${TARGETS.fcpMs} ms) | TBT | CLS (${TARGETS.cls}) | A11y / BP / SEO | Load average |`,
        "|---|---|---|---|---|---|---|---|",
        ...lighthouseRows.map(
          (row) =>
            `| ${row.page} | ${row.performance} ${mark(row.performance >= TARGETS.performance)} | ${row.lcpMs} ms ${mark(row.lcpMs <= TARGETS.lcpMs)} | ${row.fcpMs} ms ${mark(row.fcpMs <= TARGETS.fcpMs)} | ${row.tbtMs} ms | ${row.cls} ${mark(row.cls <= TARGETS.cls)} | ${row.accessibility} / ${row["best-practices"]} / ${row.seo} | ${loadText(row.load)} |`,
        ),
        "",
      ]
    : []),
  "First-load JavaScript (brotli 11, the scripts each page's HTML names).",
  "",
  "| Page | English | Arabic | Target |",
  "|---|---|---|---|",
  ...firstLoad.map(
    (row) =>
      `| ${row.page} | ${row.en} KB${was(row.enPrevious, " KB")} ${mark(row.en <= row.targetKb)} | ${row.ar} KB${was(row.arPrevious, " KB")} ${mark(row.ar <= row.targetKb)} | <= ${row.targetKb} KB |`,
  ),
  "",
  `${new Date().toISOString()}${previousDist ? `, previous build: ${previousDist}` : ""}.`,
];
const markdown = `${lines.join("\n")}\n`;
console.log(`\n${markdown}`);
await mkdir(path.join(root, "data/bench"), { recursive: true });
await writeFile(
  path.join(root, "data/bench/web.json"),
  `${JSON.stringify({ targets: TARGETS, repeat, lighthouseRepeat, previousDist, blocking, lighthouse: lighthouseRows, firstLoad }, null, 2)}\n`,
);
await writeFile(path.join(root, "data/bench/web.md"), markdown);
