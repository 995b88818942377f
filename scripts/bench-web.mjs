/**
 * `npm run bench:web`: how the site loads on a phone, each figure beside its target. Builds what is
 * stale (as `npm start` does), starts the compiled server on the embedded database in a data folder
 * of its own, runs Lighthouse (mobile: its emulated mid-range phone and slow 4G) in the system's
 * Chromium against the pages below, and weighs the JavaScript the home page loads before it is
 * interactive. Prints a table and writes data/bench/web.json and data/bench/web.md.
 *
 *   npm run bench:web                  every page 3 times, the median reported
 *   npm run bench:web -- --repeat=1    once, to try it
 *   npm run bench:web -- --save-reports   also each page's Lighthouse report, to see why
 *   npm run bench:web -- --pages=/,/Gallery  only these pages
 *   CHROMIUM_PATH=/path/to/chrome      another Chromium than Debian's /usr/bin/chromium
 *
 * Lighthouse's scores swing on a loaded machine: measure on a quiet one and compare medians.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { homeInitialJs } from "./bench/initial-js.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, "").split("=");
    return [key, value.length > 0 ? value.join("=") : "true"];
  }),
);
const repeat = Number(args.get("repeat") ?? 3);
/** --save-reports: every page's whole Lighthouse report in data/bench/lighthouse/ (the last run). */
const saveReports = args.has("save-reports");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** --pages=/,/Gallery: only these (to try a change); every page of the list otherwise. */
const PAGES = args.has("pages")
  ? args.get("pages").split(",")
  : ["/", "/Gallery", "/DeluxeRoom", "/booking/room", "/?lang=ar"];
/** Issue 11's targets: scores out of 100, CLS, and the home page's first JavaScript (brotli). */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  homeInitialJsKb: 90,
};

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

async function startServer() {
  const built = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the build failed");
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
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error("the server stopped while starting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    failing: Object.values(audits)
      .filter(
        (entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary",
      )
      .map((entry) => entry.id),
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const rows = [];
try {
  // One visit first, so the server's first compressions and the disk cache are not measured.
  await fetch(`${server.base}/`).then((response) => response.text());
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < repeat; run++) {
      // Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART): one more try.
      const url = `${server.base}${page}`;
      runs.push(await audit(url, chrome.port).catch(() => audit(url, chrome.port)));
    }
    const row = { page };
    for (const key of [
      "performance",
      "accessibility",
      "best-practices",
      "seo",
      "lcpMs",
      "cls",
      "tbtMs",
    ]) {
      row[key] = median(runs.map((entry) => entry[key]));
    }
    row.failing = [...new Set(runs.flatMap((entry) => entry.failing))];
    rows.push(row);
    console.log(`${page}: ${JSON.stringify(row)}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const js = homeInitialJs(path.join(root, "apps/web/dist"));
const homeInitialJsKb = Math.round(js.brotliBytes / 102.4) / 10;
const mark = (isMet) => (isMet ? "met" : "NOT met");
const lines = [
  `| Page | Performance (>= ${TARGETS.performance}) | Accessibility (${TARGETS.accessibility}) | Best practices (${TARGETS["best-practices"]}) | SEO (${TARGETS.seo}) | LCP | CLS (${TARGETS.cls}) | TBT |`,
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.performance} ${mark(row.performance >= TARGETS.performance)} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${row.lcpMs} ms | ${row.cls} ${mark(row.cls <= TARGETS.cls)} | ${row.tbtMs} ms |`,
  ),
  "",
  `Home page's initial JavaScript: ${homeInitialJsKb} KB brotli (target <= ${TARGETS.homeInitialJsKb} KB, ${mark(homeInitialJsKb <= TARGETS.homeInitialJsKb)}), ${js.files.length} files.`,
  `Lighthouse ${JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile, median of ${repeat}, ${new Date().toISOString()}.`,
];
const markdown = `${lines.join("\n")}\n`;
console.log(`\n${markdown}`);
await mkdir(path.join(root, "data/bench"), { recursive: true });
await writeFile(
  path.join(root, "data/bench/web.json"),
  `${JSON.stringify({ targets: TARGETS, repeat, pages: rows, homeInitialJs: js }, null, 2)}\n`,
);
await writeFile(path.join(root, "data/bench/web.md"), markdown);
