/**
 * `npm run bench`: how fast the site is, each figure beside a ceiling measured in the same run on the
 * same machine (a bare Fastify route; a bare one-row query on the same database and driver), on the
 * embedded database (PGlite) and on PostgreSQL. Prints a table, writes data/bench/results.json and
 * data/bench/results.md.
 *
 *   npm run bench                            both databases, 8 s per figure
 *   npm run bench -- --quick                 2 s per figure, to try it
 *   npm run bench -- --only=postgres         or pglite
 *   npm run bench -- --repeat=3              every figure 3 times, the median reported
 *   npm run bench -- --with-cold-start       also a first start with no build and no data (slow)
 *   BENCH_DATABASE_URL=postgres://...        the PostgreSQL server (default: the local one); the
 *                                            bench creates its own database there and drops it
 *   npm run bench -- --site=/tmp/old --tsx   the site of another checkout (an older commit, for a
 *                                            before/after), run from its TypeScript with tsx
 *
 * The servers run with the rate limits raised (sign-ups, price checks per account, holds per
 * account), as their own tests cover those; everything else is the configuration `npm start` uses.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { seedBookingsSql } from "./bench/seed-bookings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const isQuick = args.has("quick");
const durationSeconds = Number(args.get("duration") ?? (isQuick ? 2 : 8));
const repeat = Number(args.get("repeat") ?? 1);
const only = args.get("only");
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const HISTORY = isQuick ? 2000 : 20_000;
/** The checkout whose server is measured, and how it runs: compiled (dist) or from source (tsx). */
const siteRoot = path.resolve(args.get("site") ?? root);
const siteCommand = args.has("tsx")
  ? ["--import", "tsx", "apps/server/src/server.ts"]
  : ["--enable-source-maps", "apps/server/dist/server.js"];
const CLIENTS = 20;
const PASSWORD = "bench-dune-lantern-2026";

const children = new Set();
const cleanups = [];
async function cleanUp() {
  for (const child of children) child.kill("SIGKILL");
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await cleanUp();
    process.exit(1);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const isoDay = (daysAhead) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A child process on a free port, answering `readyPath` before this resolves. */
async function startProcess(command, argv, env, readyPath, cwd = root) {
  const port = await freePort();
  let output = "";
  const started = performance.now();
  const child = spawn(command, argv, {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", ...env },
  });
  children.add(child);
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${argv.join(" ")} exited:\n${output}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 600_000) throw new Error(`no answer:\n${output}`);
    await sleep(50);
  }
  return {
    base,
    startMs: performance.now() - started,
    pid: child.pid,
    memoryMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

const serverEnv = (database) => ({
  NODE_ENV: "production",
  ALLOW_SANDBOX_IN_PRODUCTION: "true",
  LOG_LEVEL: "warn",
  DATA_DIR: database.dataDir,
  ...(database.url ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "10" } : {}),
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: "10000",
  QUOTES_PER_ACCOUNT_PER_MINUTE: "1000000",
  HOLD_MAX_QUOTES_PER_ACCOUNT: "1000",
  HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT: "100000",
});
// /api/health, not /api/ready: older checkouts (--site) have only that; both answer once started.
const startSite = (database) =>
  startProcess(
    process.execPath,
    siteCommand,
    { ...serverEnv(database), WEB_DIST_DIR: path.join(root, "apps/web/dist") },
    "/api/health",
    siteRoot,
  );

/** Requests per second and latency of one request, from autocannon, the median of `repeat` runs. */
async function load(url, options = {}) {
  const runs = [];
  // Warm-up: JIT, connection pools and caches, not counted.
  await autocannon({ url, connections: CLIENTS, duration: 1, ...options });
  for (let run = 0; run < repeat; run += 1) {
    const result = await autocannon({
      url,
      connections: CLIENTS,
      duration: durationSeconds,
      ...options,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > result.requests.total / 100)
      throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
    runs.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
  return {
    rps: Math.round(median(runs.map((run) => run.rps))),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
  };
}

async function postJson(base, url, body, cookie) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function putJson(base, url, body, cookie) {
  const response = await fetch(`${base}${url}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function signUp(base, name) {
  const email = `${name}-${randomBytes(4).toString("hex")}@bench.example`;
  const registered = await postJson(base, "/api/auth/register", {
    name: "Bench Guest",
    email,
    password: PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${JSON.stringify(registered.body)}`);
  const login = await postJson(base, "/api/auth/login", { email, password: PASSWORD });
  return { email, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] };
}

const KINDS = [
  { serviceType: "camp", guests: 2 },
  { serviceType: "room", roomType: "master", guests: 2 },
  { serviceType: "room", roomType: "kids", guests: 2 },
  { serviceType: "parking", guests: 1 },
];

/**
 * Full paid bookings (price check, payment start with its hold, sandbox card, booking), each step
 * sent to the next site process; one-night stays over many dates and every kind of unit, so guests
 * rarely want the same night. Answers bookings per second and the p50/p99 of a whole booking.
 */
async function paidBookings(sites, guests, firstDay) {
  let next = 0;
  let booked = 0;
  const latencies = [];
  const failures = {};
  const deadline = performance.now() + durationSeconds * 1000 * 2;
  const started = performance.now();
  await Promise.all(
    guests.map(async (guest, client) => {
      while (performance.now() < deadline) {
        const n = next++;
        const kind = KINDS[n % KINDS.length];
        const day = firstDay + (Math.floor(n / KINDS.length) % 180);
        const site = (step) => sites[(client + step) % sites.length].base;
        const began = performance.now();
        const quote = await postJson(
          site(0),
          "/api/booking/check-availability",
          { ...kind, checkIn: isoDay(day), checkOut: isoDay(day + 1), quantity: 1 },
          guest.cookie,
        );
        const payment =
          quote.status === 200 &&
          (await postJson(
            site(1),
            "/api/payment/process",
            {
              quoteId: quote.body.data.quoteId,
              amount: Math.round(quote.body.data.totalAmount * 100),
            },
            guest.cookie,
          ));
        const card =
          payment?.status === 200 &&
          (await postJson(site(2), "/api/payment/sandbox/confirm", {
            client_secret: payment.body.client_secret,
            card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
          }));
        const booking =
          card?.status === 200 &&
          (await postJson(
            site(3),
            "/api/booking",
            {
              quoteId: quote.body.data.quoteId,
              paymentInfo: { id: payment.body.paymentIntentId, status: "succeeded" },
            },
            guest.cookie,
          ));
        if (booking?.status === 201) {
          booked += 1;
          latencies.push(performance.now() - began);
        } else {
          const failed = [quote, payment, card, booking].find((step) => step && step.status >= 300);
          const reason = failed ? `${failed.status} ${failed.body.code ?? ""}` : "unknown";
          failures[reason] = (failures[reason] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: Math.round((booked / seconds) * 10) / 10,
    booked,
    p50: Math.round(median(latencies) ?? 0),
    p99: Math.round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? 0),
    failures,
  };
}

/**
 * check-availability for a 30-night master-room stay: on nights with no rate set (the catalogue's
 * flat price) and on nights across three seasons the bench sets first through PUT /api/admin/rates
 * (decision 025). The stay's calendar is one query read beside the catalogue, so the two should
 * be within 20% of each other.
 */
async function thirtyNightStays(base, adminCookie, browsers) {
  const flatFrom = 40;
  const seasonsFrom = 100;
  for (const [offset, nightlyRate] of [
    [0, 800],
    [10, 1200],
    [20, 2000],
  ]) {
    const edit = await putJson(
      base,
      "/api/admin/rates",
      {
        unitType: "master",
        from: isoDay(seasonsFrom + offset),
        to: isoDay(seasonsFrom + offset + 9),
        nightlyRate,
        weekendRate: nightlyRate + 300,
      },
      adminCookie,
    );
    if (edit.status !== 200) throw new Error(`rate edit: ${JSON.stringify(edit.body)}`);
  }
  const measure = (firstDay) => {
    let connection = 0;
    return load(`${base}/api/booking/check-availability`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        serviceType: "room",
        roomType: "master",
        checkIn: isoDay(firstDay),
        checkOut: isoDay(firstDay + 30),
        quantity: 1,
        guests: 2,
      }),
      setupClient: (client) => {
        const browser = browsers[connection++ % browsers.length];
        client.setHeaders({ "content-type": "application/json", cookie: browser.cookie });
      },
    });
  };
  // Taken in turns, three rounds each, the median kept: on a busy machine one run against the next
  // differs by more than the 20% this compares.
  const flat = [];
  const seasons = [];
  for (let round = 0; round < 3; round += 1) {
    flat.push(await measure(flatFrom));
    seasons.push(await measure(seasonsFrom));
  }
  const middle = (runs) => runs.find((run) => run.rps === median(runs.map((each) => each.rps)));
  return { flat: middle(flat), seasons: middle(seasons) };
}

/** Runs SQL on the bench's database: through PGlite's folder (site stopped) or the PostgreSQL URL. */
async function runSql(database, text) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text)).rows ?? [];
    } finally {
      await client.end();
    }
  }
  const embedded = new PGlite(path.join(database.dataDir, "db"));
  try {
    const results = await embedded.exec(text);
    return results.at(-1)?.rows ?? [];
  } finally {
    await embedded.close();
  }
}

async function benchDatabase(kind) {
  const figures = [];
  const add = (name, value, ceiling, target) =>
    figures.push({ database: kind, name, ...value, ceiling, target });
  const dataDir = await mkdtemp(path.join(tmpdir(), `camp-bench-${kind}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = { dataDir };
  if (kind === "postgres") {
    const name = `camp_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresServer });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    database.url = url.toString();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: postgresServer });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });
  }
  console.log(`\n${kind}: ceilings`);
  const bare = await startProcess(
    process.execPath,
    ["scripts/bench/bare-server.mjs"],
    {
      ...(database.url
        ? { DATABASE_URL: database.url }
        : { DATA_DIR: path.join(dataDir, "bare-db") }),
    },
    "/json",
  );
  const bareJson = await load(`${bare.base}/json`);
  const oneQuery = await load(`${bare.base}/one-query`);
  await bare.stop();
  add("bare Fastify JSON route (ceiling)", bareJson);
  add("bare one-row query (ceiling)", oneQuery);

  console.log(`${kind}: site, first start (migrations, catalogue)`);
  let site = await startSite(database);
  add("start-up, new data folder (ms)", { value: Math.round(site.startMs) });
  // The bench's guest, its first real booking (the template of the history), its cookie.
  const guest = await signUp(site.base, "history-guest");
  const first = await postJson(
    site.base,
    "/api/booking/check-availability",
    {
      serviceType: "room",
      roomType: "master",
      checkIn: isoDay(200),
      checkOut: isoDay(201),
      quantity: 1,
      guests: 2,
    },
    guest.cookie,
  );
  const payment = await postJson(
    site.base,
    "/api/payment/process",
    { quoteId: first.body.data.quoteId, amount: Math.round(first.body.data.totalAmount * 100) },
    guest.cookie,
  );
  await postJson(site.base, "/api/payment/sandbox/confirm", {
    client_secret: payment.body.client_secret,
    card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
  });
  const templateBooking = await postJson(
    site.base,
    "/api/booking",
    {
      quoteId: first.body.data.quoteId,
      paymentInfo: { id: payment.body.paymentIntentId, status: "succeeded" },
    },
    guest.cookie,
  );
  if (templateBooking.status !== 201)
    throw new Error(`first booking: ${JSON.stringify(templateBooking.body)}`);
  const seed = (count, forGuest) =>
    runSql(
      database,
      seedBookingsSql({
        templateQuoteId: first.body.data.quoteId,
        guestEmail: guest.email,
        count,
        forGuest,
      }),
    );

  const checkBody = JSON.stringify({
    serviceType: "room",
    roomType: "master",
    checkIn: isoDay(20),
    checkOut: isoDay(22),
    quantity: 1,
    guests: 2,
  });
  // Price checks come from many guests at once, each connection a guest of its own: one account
  // sending 20 at a time (30 a minute is its real limit) would measure the wait on its one counter row.
  const browsers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => signUp(site.base, `browser-${index}`)),
  );
  const measureRoutes = async (label) => {
    const headers = { "content-type": "application/json", cookie: guest.cookie };
    let connection = 0;
    return {
      checkAvailability: await load(`${site.base}/api/booking/check-availability`, {
        method: "POST",
        headers,
        body: checkBody,
        setupClient: (client) => {
          const browser = browsers[connection++ % browsers.length];
          client.setHeaders({ ...headers, cookie: browser.cookie });
        },
      }),
      myBookings: await load(`${site.base}/api/booking/me`, { headers }),
      label,
    };
  };

  console.log(`${kind}: stored bookings 1, routes`);
  const empty = await measureRoutes("1 booking");
  add("GET /api/rooms", await load(`${site.base}/api/rooms`), "bare one-row query (ceiling)");
  add(
    "POST /api/booking/check-availability",
    empty.checkAvailability,
    "bare one-row query (ceiling)",
    0.5,
  );
  add(
    "GET /api/availability (30 nights)",
    await load(
      `${site.base}/api/availability?serviceType=room&roomType=master&from=${isoDay(10)}&to=${isoDay(40)}`,
    ),
    "bare one-row query (ceiling)",
  );
  add(
    "GET / (pre-rendered home page)",
    await load(`${site.base}/`),
    "bare Fastify JSON route (ceiling)",
  );

  // The guest's 200 bookings and the resort's history, written as the app writes them (with the
  // site stopped: the embedded database has one user at a time), then a warm restart. A staff
  // account is made an administrator meanwhile, to set the rate calendar's seasons.
  const staff = await signUp(site.base, "rates-admin");
  await site.stop();
  await seed(HISTORY, 199);
  await runSql(
    database,
    `update users set role = 'admin' where email = '${staff.email.replaceAll("'", "''")}'`,
  );
  const stored = await runSql(database, "select count(*)::int as count from bookings");
  site = await startSite(database);
  add("restart, warm (ms)", { value: Math.round(site.startMs) });
  console.log(`${kind}: stored bookings ${stored[0].count}, routes`);
  const full = await measureRoutes(`${stored[0].count} bookings`);
  add(
    `GET /api/booking/me (guest with 200, ${stored[0].count} stored)`,
    full.myBookings,
    "bare one-row query (ceiling)",
  );
  add(
    `POST /api/booking/check-availability, ${stored[0].count} stored`,
    full.checkAvailability,
    "bare one-row query (ceiling)",
    0.5,
  );
  add(
    "check-availability: cost at 20k stored / at 1",
    { value: Math.round((empty.checkAvailability.rps / full.checkAvailability.rps) * 100) / 100 },
    undefined,
    "flat (about 1)",
  );
  add(
    "my-bookings (1 booking vs 200 of 20k): cost ratio",
    { value: Math.round((empty.myBookings.rps / full.myBookings.rps) * 100) / 100 },
    undefined,
    "shows the 200 rows' own cost",
  );

  console.log(`${kind}: 30-night stays, flat price and three seasons`);
  const seasons = await thirtyNightStays(site.base, staff.cookie, browsers);
  add(
    "check-availability, 30 nights at the flat price",
    seasons.flat,
    "bare one-row query (ceiling)",
  );
  add(
    "check-availability, 30 nights across three seasons",
    seasons.seasons,
    "bare one-row query (ceiling)",
  );
  const seasonsRatio = Math.round((seasons.seasons.rps / seasons.flat.rps) * 100) / 100;
  add(
    "30 nights: three seasons / flat price (rps ratio)",
    { value: seasonsRatio },
    undefined,
    `within 20% (>= 0.8): ${seasonsRatio >= 0.8 ? "met" : "not met"}`,
  );

  console.log(`${kind}: paid bookings, one process`);
  const guests = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => signUp(site.base, `payer-${index}`)),
  );
  const one = await paidBookings([site], guests, 2);
  add("paid bookings per second, 1 process", one);
  add("server memory after the load (MB)", { value: site.memoryMb() });

  if (database.url) {
    console.log(`${kind}: paid bookings, three processes`);
    const more = [await startSite(database), await startSite(database)];
    const three = await paidBookings([site, ...more], guests, 183);
    add("paid bookings per second, 3 processes", three, undefined, 200);
    for (const process of more) await process.stop();
  }
  await site.stop();
  return figures;
}

async function coldStart() {
  // No build and no data: what a newcomer's first `npm start` does, the build included.
  const aside = await mkdtemp(path.join(tmpdir(), "camp-bench-builds-"));
  const builds = ["apps/web/dist", "apps/web/dist-server", "apps/server/dist"];
  for (const [index, dir] of builds.entries())
    if (existsSync(path.join(root, dir)))
      await rename(path.join(root, dir), path.join(aside, String(index)));
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-bench-cold-"));
  try {
    const site = await startProcess(
      process.execPath,
      ["scripts/start.mjs"],
      serverEnv({ dataDir }),
      "/api/ready",
    );
    await site.stop();
    return { value: Math.round(site.startMs) };
  } catch (error) {
    for (const [index, dir] of builds.entries())
      if (existsSync(path.join(aside, String(index)))) {
        await rm(path.join(root, dir), { recursive: true, force: true });
        await rename(path.join(aside, String(index)), path.join(root, dir));
      }
    throw error;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(aside, { recursive: true, force: true });
  }
}

function table(figures) {
  const byName = new Map(figures.map((figure) => [`${figure.database}|${figure.name}`, figure]));
  const rows = figures.map((figure) => {
    const ceiling = figure.ceiling && byName.get(`${figure.database}|${figure.ceiling}`);
    const ratio =
      ceiling && figure.rps ? Math.round((figure.rps / ceiling.rps) * 100) / 100 : undefined;
    const value =
      figure.value ?? (figure.rps !== undefined ? `${figure.rps}/s` : `${figure.perSecond}/s`);
    const latency = figure.p50 !== undefined ? `${figure.p50} / ${figure.p99} ms` : "";
    const target =
      typeof figure.target === "number"
        ? figure.rps !== undefined
          ? `>= ${figure.target} x ceiling`
          : `>= ${figure.target}/s`
        : (figure.target ?? "");
    const verdict =
      typeof figure.target === "number"
        ? (ratio ?? figure.perSecond) >= figure.target
          ? "met"
          : "not met"
        : "";
    return [
      figure.database,
      figure.name,
      String(value),
      latency,
      ceiling ? `${ceiling.rps}/s` : "",
      ratio === undefined ? "" : `${ratio}`,
      [target, verdict].filter(Boolean).join(": "),
    ];
  });
  const header = ["database", "figure", "value", "p50 / p99", "ceiling", "x ceiling", "target"];
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
}

try {
  console.log("Building what is stale (node scripts/start.mjs --build-only)...");
  const built = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the build failed");
  const figures = [];
  if (!only || only === "pglite") figures.push(...(await benchDatabase("pglite")));
  if (!only || only === "postgres") figures.push(...(await benchDatabase("postgres")));
  if (args.has("with-cold-start"))
    figures.push({
      database: "pglite",
      name: "first start, no build, no data (ms)",
      ...(await coldStart()),
    });

  const machine = `${(await import("node:os")).cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`;
  const markdown = `Benchmark (${machine}; ${durationSeconds} s per figure, ${CLIENTS} clients, median of ${repeat})\n\n${table(figures)}\n`;
  console.log(`\n${markdown}`);
  await mkdir(path.join(root, "data/bench"), { recursive: true });
  await writeFile(
    path.join(root, "data/bench/results.json"),
    `${JSON.stringify({ machine, durationSeconds, clients: CLIENTS, repeat, figures }, null, 2)}\n`,
  );
  await writeFile(path.join(root, "data/bench/results.md"), markdown);
  console.log("Written to data/bench/results.json and data/bench/results.md");
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
