/**
 * `npm run bench`: how fast the site is, each figure beside a ceiling measured in the same run on
 * the same machine (a bare Fastify route; a bare one-row query on the same database and driver), on
 * the embedded database (PGlite) and on PostgreSQL. The price check and the paid booking also stand
 * beside their floor (docs/performance.md): bare routes sending the site's own SQL in the same
 * transactions (scripts/bench/floor-server.mjs), measured on the same database with the same
 * sessions, with 1 booking stored and again with HISTORY more. Prints a table, writes
 * data/bench/results.json and data/bench/results.md.
 *
 *   npm run bench                            both databases, 8 s per figure
 *   npm run bench -- --quick                 2 s per figure, to try it
 *   npm run bench -- --only=postgres         or pglite
 *   npm run bench -- --repeat=3              every figure 3 times, the median reported
 *   npm run bench -- --history=50000         stored bookings of the second round (200,000; quick 5,000)
 *   npm run bench -- --with-cold-start       also a first start with no build and no data (slow)
 *   npm run bench -- --floor-check           only whether the floor still sends the site's SQL
 *                                            (fails when not; every bench checks it first)
 *   npm run bench -- --paid-only             only the paid booking beside its floor (1 stored
 *                                            booking) and the outbox sender: a before/after in minutes
 *   npm run bench -- --paid-only --history=200000
 *                                            the same at 1 stored booking and with the history,
 *                                            in turns, then three processes and the sender
 *   npm run bench -- --no-paid-warm-up       paid bookings measured from each server's first one,
 *                                            as before decision 039
 *   npm run bench -- --with-sender           the sites' outbox sender left running at its default
 *                                            interval during the figures, as before decision 035
 *   npm run bench -- --price-check           only the ceilings and the price check beside its floor,
 *                                            at 1 stored booking and with the history (no other
 *                                            routes, no paid bookings): a before/after in minutes
 *   BENCH_DATABASE_URL=postgres://...        the PostgreSQL server (default: the local one); the
 *                                            bench creates its own database there and drops it
 *   BENCH_LOG_DATABASES=1                    prints the names of the databases it makes there (to
 *                                            sample pg_stat_activity or log their statements)
 *   npm run bench -- --site=/tmp/old --tsx   the site of another checkout (an older commit, for a
 *                                            before/after), run from its TypeScript with tsx
 *   BENCH_SITE_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
 *                                            node flags of the site processes (a CPU profile each)
 *
 * The servers run with the rate limits raised (sign-ups, price checks per account, holds per
 * account), as their own tests cover those, and with the outbox sender paused (decision 035): the
 * floor sends no email, and a sender waking every 10 s to draw 20 invoice PDFs would be counted in
 * whichever figure it happened to run during. The sender is measured as its own figure instead, on
 * the outbox the paid bookings filled (ms CPU per email sent, with its PDFs), and printed beside
 * the paid booking as their sum. Everything else is the configuration `npm start` uses.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { compareSteps, readSteps, stepMarker } from "./bench/floor-drift.mjs";
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
/** Only the price check beside its floor (and the ceilings), not the site's other figures. */
const isPriceCheckOnly = args.has("price-check");
/**
 * Only the paid booking beside its floor, at 1 stored booking and with the history (`--paid-only`
 * with `--history=N`): no ceilings, routes or price checks, then three processes and the sender.
 */
const isPaidHistory = args.has("paid-only") && args.has("history");
/** The databases measured, in this order. */
const kinds = ["pglite", "postgres"].filter((kind) => !only || only === kind);
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The stored bookings the second round of figures runs with (docs/performance.md: 200,000). */
const HISTORY = Number(args.get("history") ?? (isQuick ? 5000 : 200_000));
/** The checkout whose server is measured, and how it runs: compiled (dist) or from source (tsx). */
const siteRoot = path.resolve(args.get("site") ?? root);
const siteCommand = [
  ...(process.env.BENCH_SITE_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
  ...(args.has("tsx")
    ? ["--import", "tsx", "apps/server/src/server.ts"]
    : ["--enable-source-maps", "apps/server/dist/server.js"]),
];
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
/** CPU milliseconds per request, to a tenth of a millisecond. */
const perRequest = (cpuMs, requests) =>
  requests > 0 ? Math.round((cpuMs / requests) * 10) / 10 : undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The run of autocannon results whose rate is the median. */
const middle = (runs) => runs.find((run) => run.rps === median(runs.map((each) => each.rps)));
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
    /** CPU time the process has used (user + system), from /proc: fields 14 and 15, in ticks of 10 ms. */
    cpuMs: () => {
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
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
  TWO_FACTOR_ENCRYPTION_KEY: "5f1c0b8e2d4a69738e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f",
  LOG_LEVEL: "warn",
  DATA_DIR: database.dataDir,
  ...(database.url ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: "10" } : {}),
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: "10000",
  QUOTES_PER_ACCOUNT_PER_MINUTE: "1000000",
  HOLD_MAX_QUOTES_PER_ACCOUNT: "1000",
  HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT: "100000",
  // Paused (its longest interval): measured on its own by measureSender (decision 035).
  ...(args.has("with-sender") ? {} : { EMAIL_SEND_INTERVAL_SECONDS: "3600" }),
});
/** The floor's copy of an embedded database (PGlite serves one process at a time). */
const floorDataDir = (database) => path.join(database.dataDir, "floor-db");
/** The floor server's database and the limits the site runs with (floor-server.mjs). */
const floorEnv = (database) => {
  const site = serverEnv(database);
  return {
    ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: floorDataDir(database) }),
    QUOTES_PER_ACCOUNT_PER_MINUTE: site.QUOTES_PER_ACCOUNT_PER_MINUTE,
    HOLD_MAX_QUOTES_PER_ACCOUNT: site.HOLD_MAX_QUOTES_PER_ACCOUNT,
    HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT: site.HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT,
  };
};
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
  const warmUp = await autocannon({ url, connections: CLIENTS, duration: 1, ...options });
  let requests = warmUp.requests.total;
  for (let run = 0; run < repeat; run += 1) {
    const result = await autocannon({
      url,
      connections: CLIENTS,
      duration: durationSeconds,
      ...options,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (result.requests.total === 0) console.log(`  ${url}: no answer within ${durationSeconds} s`);
    if (failed > result.requests.total / 100)
      throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
    requests += result.requests.total;
    runs.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
  }
  return {
    rps: Math.round(median(runs.map((run) => run.rps))),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests,
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

/** Seconds of paid bookings each server makes, uncounted, before its first measured run. */
const PAID_WARM_UP_SECONDS = Math.max(1, durationSeconds / 2);

/**
 * Paid bookings on each of `servers`, not counted: a process's first bookings compile its payment
 * and booking code (V8's JIT) and fill its pools, costing about 1.5 times the CPU of the later
 * ones, and in a lock-bound run that time is spent holding the unit locks. Without it a figure
 * measured on a process new to paid bookings (the 3 processes, or a site started for the round)
 * counts its start, the way autocannon's figures would without load()'s warm-up.
 */
async function warmUpPaid(servers, guests, database) {
  if (args.has("no-paid-warm-up")) return;
  for (const server of servers) await paidBookingsRun([server], guests, 2, PAID_WARM_UP_SECONDS);
  // PostgreSQL: the nights it took are freed. PGlite (its folder is the running site's): they stay
  // taken, one unit more of the earliest nights, for the site and its floor alike (4 or more each).
  if (database.url) await freeNightsAhead(database);
}

/** Paid bookings for `seconds` (paidBookingsRun) as a figure: per second, p50/p99 of a booking. */
async function paidBookings(sites, guests, firstDay, seconds = durationSeconds * 2) {
  return summarisePaid([await paidBookingsRun(sites, guests, firstDay, seconds)]);
}

/** Runs of paidBookingsRun as one figure: bookings per second over all, latencies pooled. */
function summarisePaid(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const booked = runs.reduce((sum, run) => sum + run.booked, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const failures = {};
  for (const run of runs)
    for (const [reason, count] of Object.entries(run.failures))
      failures[reason] = (failures[reason] ?? 0) + count;
  return {
    perSecond: Math.round((booked / seconds) * 10) / 10,
    cpuMs: perRequest(
      runs.reduce((sum, run) => sum + run.cpuMs, 0),
      booked,
    ),
    booked,
    p50: Math.round(median(latencies) ?? 0),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    failures,
  };
}

/**
 * Full paid bookings (price check, payment start with its hold, sandbox card, booking), each step
 * sent to the next site process, for `seconds`; one-night stays over many dates and every kind of
 * unit, so guests rarely want the same night. Answers what was booked, in how long, each booking's
 * time and why the others failed.
 */
async function paidBookingsRun(sites, guests, firstDay, seconds) {
  let next = 0;
  let booked = 0;
  const latencies = [];
  const failures = {};
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuOf = () => sites.reduce((sum, site) => sum + site.cpuMs(), 0);
  const cpuBefore = cpuOf();
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
        // 200: the booking was there already, made by the site's reconciler or webhook from the
        // paid intent while the guest's own call waited (fulfilment is idempotent); still booked.
        if (booking?.status === 201 || booking?.status === 200) {
          booked += 1;
          latencies.push(performance.now() - began);
        } else {
          const failed = [quote, payment, card, booking].find((step) => step && step.status >= 300);
          const reason = failed
            ? `${failed.status} ${failed.body.code ?? ""}`
            : `unknown (${[quote, payment, card, booking].map((step) => step?.status).join(", ")})`;
          failures[reason] = (failures[reason] ?? 0) + 1;
        }
      }
    }),
  );
  if (Object.keys(failures).length > 0)
    console.log(`  paid bookings that failed (${booked} booked): ${JSON.stringify(failures)}`);
  return {
    booked,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
    cpuMs: cpuOf() - cpuBefore,
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

/**
 * Every paid-booking run starts on empty nights: the claims on tonight and after are released (the
 * bookings stay stored). Without it the later runs find the earlier ones' nights full and measure
 * pending requests instead of confirmed bookings.
 */
const freeNightsAhead = (database) =>
  runSql(
    database,
    "update inventory_claims set released_at = now() where released_at is null and night >= current_date - 1",
  );

/**
 * The outbox sender on its own (decision 035), with every site of `database` stopped: a site
 * process whose sender runs every second (20 messages a run, its batch) takes the emails the paid
 * bookings queued, each a booking confirmation whose invoice or receipt PDF it draws, and writes
 * them to DATA_DIR/outbox (no SMTP_URL), where they are counted. The CPU of the process from its
 * first email written (start-up and first-use loading left out) to the last of the backlog or
 * `seconds`, per email written.
 */
async function measureSender(database, seconds = durationSeconds * 2) {
  const pending = (
    await runSql(
      database,
      "select count(*)::int as count from email_outbox where status = 'pending'",
    )
  )[0].count;
  const outbox = path.join(database.dataDir, "outbox");
  const written = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
  const already = written();
  if (pending < 2) return { perSecond: 0, cpuMs: undefined, sent: 0, pending };
  const sender = await startProcess(
    process.execPath,
    siteCommand,
    {
      ...serverEnv(database),
      EMAIL_SEND_INTERVAL_SECONDS: "1",
      WEB_DIST_DIR: path.join(root, "apps/web/dist"),
    },
    "/api/health",
    siteRoot,
  );
  try {
    const warmUpUntil = performance.now() + 120_000;
    while (written() === already && performance.now() < warmUpUntil) await sleep(20);
    const countBefore = written();
    const cpuBefore = sender.cpuMs();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    while (written() - already < pending && performance.now() < deadline) await sleep(20);
    const sent = written() - countBefore;
    const cpuMs = sender.cpuMs() - cpuBefore;
    const elapsed = (performance.now() - started) / 1000;
    return {
      perSecond: Math.round((sent / elapsed) * 10) / 10,
      cpuMs: perRequest(cpuMs, sent),
      sent,
      pending,
    };
  } finally {
    await sender.stop();
  }
}

/** A new database on the PostgreSQL server (a copy of `template` if given), dropped at the end. */
async function createPostgresDatabase(template) {
  const name = `camp_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  // A template must have no one connected: a stopped site's pool may still be closing.
  if (template)
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [template],
    );
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  if (process.env.BENCH_LOG_DATABASES)
    console.log(`  database ${name}${template ? ` (copy of ${template})` : ""}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: postgresServer });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A copy of the bench's database (site stopped) with a data folder of its own. */
async function copyDatabase(database) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-bench-copy-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  await cp(database.dataDir, dataDir, { recursive: true });
  if (!database.url) return { dataDir };
  return { dataDir, url: await createPostgresDatabase(new URL(database.url).pathname.slice(1)) };
}

/** Bookings per seeding statement: one statement of 200,000 is too much for the embedded database. */
const SEED_CHUNK = 25_000;

/** The ceilings of `database`: a bare Fastify JSON route and a bare one-row query. */
async function addCeilings(database, add) {
  console.log(`\n${database.url ? "postgres" : "pglite"}: ceilings`);
  const bare = await startProcess(
    process.execPath,
    ["scripts/bench/bare-server.mjs"],
    {
      ...(database.url
        ? { DATABASE_URL: database.url }
        : { DATA_DIR: path.join(database.dataDir, "bare-db") }),
    },
    "/json",
  );
  const bareJson = await load(`${bare.base}/json`);
  const oneQuery = await load(`${bare.base}/one-query`);
  await bare.stop();
  add("bare Fastify JSON route (ceiling)", bareJson);
  add("bare one-row query (ceiling)", oneQuery);
}

async function benchDatabase(kind) {
  const figures = [];
  const add = (name, value, ceiling, target, floor) =>
    figures.push({ database: kind, name, ...value, ceiling, target, floor });
  const dataDir = await mkdtemp(path.join(tmpdir(), `camp-bench-${kind}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = { dataDir };
  if (kind === "postgres") database.url = await createPostgresDatabase();
  if (!args.has("paid-only")) await addCeilings(database, add);

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
  /**
   * Price checks on `server` (the site or the floor), with the CPU time its process spent per
   * request: on a machine shared with other work the rate follows the load, CPU per request much less.
   */
  const measureCheck = async (server) => {
    let connection = 0;
    const cpuBefore = server.cpuMs();
    const result = await load(`${server.base}/api/booking/check-availability`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: checkBody,
      setupClient: (client) => {
        const browser = browsers[connection++ % browsers.length];
        client.setHeaders({ "content-type": "application/json", cookie: browser.cookie });
      },
    });
    return { ...result, cpuMs: perRequest(server.cpuMs() - cpuBefore, result.requests) };
  };
  const measureMyBookings = () =>
    load(`${site.base}/api/booking/me`, {
      headers: { "content-type": "application/json", cookie: guest.cookie },
    });
  const payers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => signUp(site.base, `payer-${index}`)),
  );
  /**
   * With the site stopped: the nights ahead freed, and on PGlite (one process per database) a copy
   * of the site's database for the floor, so that both can run at once and be measured in turns.
   */
  const prepareFloor = async (target) => {
    await freeNightsAhead(target);
    if (target.url) return;
    await rm(floorDataDir(target), { recursive: true, force: true });
    await cp(path.join(target.dataDir, "db"), floorDataDir(target), { recursive: true });
  };
  const startFloor = (target) =>
    startProcess(process.execPath, ["scripts/bench/floor-server.mjs"], floorEnv(target), "/json");
  /**
   * The price check and the paid booking of the site and of its floor, at 1 stored booking and with
   * the history, all four servers running and taken in turns (three rounds of price checks, the
   * median kept; two of paid bookings, summed): on a shared machine the load drifts more from one
   * minute to the next than these differ. Each paid-booking run starts on empty nights.
   */
  const measureInTurns = async (levels) => {
    const results = levels.map(() => ({
      product: { checks: [], paid: [] },
      floor: { checks: [], paid: [] },
    }));
    const sides = (level) => [
      ["product", level.site],
      ["floor", level.floor],
    ];
    for (let round = 0; round < (isPaidHistory ? 0 : 3); round += 1)
      for (const [index, level] of levels.entries())
        for (const [side, server] of sides(level))
          results[index][side].checks.push(await measureCheck(server));
    if (!isPriceCheckOnly)
      for (const level of levels)
        await warmUpPaid(
          sides(level).map(([, server]) => server),
          payers,
          level.database,
        );
    for (let round = 0; round < (isPriceCheckOnly ? 0 : 2); round += 1)
      for (const [index, level] of levels.entries())
        for (const [side, server] of sides(level)) {
          // PostgreSQL: one database for the site and its floor; PGlite: each books its own copy.
          if (level.database.url) await freeNightsAhead(level.database);
          results[index][side].paid.push(
            await paidBookingsRun([server], payers, 2, durationSeconds),
          );
        }
    return results.map((result) => ({
      product: {
        checkAvailability: middle(result.product.checks),
        paid: isPriceCheckOnly ? undefined : summarisePaid(result.product.paid),
      },
      floor: {
        checkAvailability: middle(result.floor.checks),
        paid: isPriceCheckOnly ? undefined : summarisePaid(result.floor.paid),
      },
    }));
  };
  /** The price check and the paid booking at one number of stored bookings, product and floor. */
  const addBeside = (stored, { product, floor }) => {
    const floorCheck = `floor: check-availability, ${stored} stored`;
    const floorPaid = `floor: paid bookings per second, ${stored} stored`;
    if (!isPaidHistory) add(floorCheck, floor.checkAvailability, "bare one-row query (ceiling)");
    if (!isPaidHistory)
      add(
        `POST /api/booking/check-availability, ${stored} stored`,
        product.checkAvailability,
        "bare one-row query (ceiling)",
        0.6,
        floorCheck,
      );
    if (isPriceCheckOnly) return;
    add(floorPaid, floor.paid);
    add(
      `paid bookings per second, 1 process, ${stored} stored`,
      product.paid,
      undefined,
      0.6,
      floorPaid,
    );
  };
  /** From 1 stored booking to the history: the rate there over the rate here. */
  const addChange = (name, before, after, hasTarget) => {
    const ratio =
      Math.round(((after.rps ?? after.perSecond) / (before.rps ?? before.perSecond)) * 100) / 100;
    const verdict = ratio >= 0.85 && ratio <= 1.15 ? "met" : "not met";
    add(
      name,
      { value: ratio },
      undefined,
      hasTarget ? `within 15% (0.85 to 1.15): ${verdict}` : "the floor's own change",
    );
  };

  /** The sender's own figure and the paid booking with its email sent, beside `paid` (decision 035). */
  const addSender = async (paidName, paid) => {
    console.log(`${kind}: the outbox sender on its own (the paid bookings' emails, PDFs drawn)`);
    const sender = await measureSender(database);
    const senderName = "outbox sender: emails sent per second (20 a run, every 1 s)";
    add(senderName, sender, undefined, `${sender.sent} of ${sender.pending} pending sent`);
    if (paid.cpuMs !== undefined && sender.cpuMs !== undefined)
      add(`${paidName}, with its email sent (ms CPU)`, {
        value: Math.round((paid.cpuMs + sender.cpuMs) * 10) / 10,
      });
  };
  if (args.has("paid-only") && !isPaidHistory) {
    // The paid booking beside its floor at 1 stored booking, taken in turns (two rounds each, as
    // measureInTurns does), then the sender: no ceilings, routes or history.
    await site.stop();
    await prepareFloor(database);
    site = await startSite(database);
    const floor = await startFloor(database);
    const runs = { product: [], floor: [] };
    await warmUpPaid([site, floor], payers, database);
    for (let round = 0; round < 2; round += 1)
      for (const [side, server] of [
        ["product", site],
        ["floor", floor],
      ]) {
        if (database.url) await freeNightsAhead(database);
        runs[side].push(await paidBookingsRun([server], payers, 2, durationSeconds));
      }
    await floor.stop();
    await site.stop();
    const floorPaid = "floor: paid bookings per second, 1 stored";
    const paidName = "paid bookings per second, 1 process, 1 stored";
    const paid = summarisePaid(runs.product);
    add(floorPaid, summarisePaid(runs.floor));
    add(paidName, paid, undefined, 0.6, floorPaid);
    await addSender(paidName, paid);
    return figures;
  }

  /** The other routes at 1 stored booking; my-bookings' figure is compared with the history's. */
  const measureRoutes = async () => {
    console.log(`${kind}: stored bookings 1, routes`);
    const myBookings = await measureMyBookings();
    add("GET /api/rooms", await load(`${site.base}/api/rooms`), "bare one-row query (ceiling)");
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
    return myBookings;
  };
  const emptyMyBookings = isPriceCheckOnly || isPaidHistory ? undefined : await measureRoutes();
  // A staff account, made an administrator while the site is stopped, sets the rate calendar's
  // seasons later.
  const staff = await signUp(site.base, "rates-admin");
  await site.stop();

  // A copy of the database as it is now (1 booking), for the site and floor measured beside the
  // history; then the guest's 200 bookings and the resort's history, written as the app writes
  // them (with the site stopped: the embedded database has one user at a time).
  const before = await copyDatabase(database);
  console.log(`${kind}: storing ${HISTORY} bookings`);
  for (let written = 0; written < HISTORY; written += SEED_CHUNK)
    await seed(Math.min(SEED_CHUNK, HISTORY - written), written === 0 ? 199 : 0);
  await runSql(
    database,
    `update users set role = 'owner' where email = '${staff.email.replaceAll("'", "''")}'`,
  );
  const stored = (await runSql(database, "select count(*)::int as count from bookings"))[0].count;
  await prepareFloor(database);
  await prepareFloor(before);
  site = await startSite(database);
  add("restart, warm (ms)", { value: Math.round(site.startMs) });
  /** My bookings with the history, and 30-night stays: flat, then across three seasons. */
  const measureWithHistory = async (emptyMyBookings) => {
    console.log(`${kind}: stored bookings ${stored}, routes`);
    const fullMyBookings = await measureMyBookings();
    add(
      `GET /api/booking/me (guest with 200, ${stored} stored)`,
      fullMyBookings,
      "bare one-row query (ceiling)",
    );
    add(
      "my-bookings (1 booking vs 200 of the history): cost ratio",
      { value: Math.round((emptyMyBookings.rps / fullMyBookings.rps) * 100) / 100 },
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
  };
  if (!isPriceCheckOnly && !isPaidHistory) await measureWithHistory(emptyMyBookings);

  console.log(
    `${kind}: price checks and paid bookings at 1 and ${stored} stored, site and floor in turns`,
  );
  const others = {
    siteBefore: await startSite(before),
    floorBefore: await startFloor(before),
    floor: await startFloor(database),
  };
  const [empty, full] = await measureInTurns([
    { database: before, site: others.siteBefore, floor: others.floorBefore },
    { database, site, floor: others.floor },
  ]);
  for (const server of Object.values(others)) await server.stop();
  addBeside("1", empty);
  addBeside(String(stored), full);
  add("server memory after the load (MB)", { value: site.memoryMb() });
  if (!isPaidHistory) {
    addChange(
      `check-availability: ${stored} stored / 1 stored (rps)`,
      empty.product.checkAvailability,
      full.product.checkAvailability,
      true,
    );
    addChange(
      `floor check-availability: ${stored} stored / 1 stored`,
      empty.floor.checkAvailability,
      full.floor.checkAvailability,
    );
  }
  if (!isPriceCheckOnly) {
    addChange(
      `paid bookings: ${stored} stored / 1 stored`,
      empty.product.paid,
      full.product.paid,
      true,
    );
    addChange(
      `floor paid bookings: ${stored} stored / 1 stored`,
      empty.floor.paid,
      full.floor.paid,
    );
  }

  if (database.url && !isPriceCheckOnly) {
    console.log(`${kind}: paid bookings, three processes`);
    const more = [await startSite(database), await startSite(database)];
    await warmUpPaid(more, payers, database);
    const three = await paidBookings([site, ...more], payers, 183);
    add("paid bookings per second, 3 processes", three, undefined, 200);
    for (const process of more) await process.stop();
  }
  await site.stop();
  if (!isPriceCheckOnly)
    await addSender(`paid bookings per second, 1 process, ${stored} stored`, full.product.paid);
  return figures;
}

/** One paid booking's four calls on `base`, a marker written to `traceFile` before each and after. */
async function tracedPaidBooking(base, guest, day, traceFile) {
  // A call's last statements may be written just after its answer: wait for them before the marker.
  const mark = async (name) => {
    await sleep(200);
    appendFileSync(traceFile, stepMarker(name));
  };
  const succeeded = (call, answer) => {
    if (answer.status >= 300) throw new Error(`${base} ${call}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await mark("check-availability");
  const quote = succeeded(
    "check-availability",
    await postJson(
      base,
      "/api/booking/check-availability",
      {
        serviceType: "room",
        roomType: "master",
        checkIn: isoDay(day),
        checkOut: isoDay(day + 2),
        quantity: 1,
        guests: 2,
      },
      guest.cookie,
    ),
  );
  await mark("payment start");
  const payment = succeeded(
    "payment start",
    await postJson(
      base,
      "/api/payment/process",
      { quoteId: quote.data.quoteId, amount: Math.round(quote.data.totalAmount * 100) },
      guest.cookie,
    ),
  );
  await mark("sandbox card");
  succeeded(
    "sandbox card",
    await postJson(base, "/api/payment/sandbox/confirm", {
      client_secret: payment.client_secret,
      card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" },
    }),
  );
  await mark("booking");
  succeeded(
    "booking",
    await postJson(
      base,
      "/api/booking",
      {
        quoteId: quote.data.quoteId,
        paymentInfo: { id: payment.paymentIntentId, status: "succeeded" },
      },
      guest.cookie,
    ),
  );
  await mark("end");
}

/**
 * Whether the floor still sends the site's statements, in the same order and transactions: one
 * paid booking's four calls through the site and then through the floor on a new database of
 * `kind`, each process tracing what it sends (trace-sql.mjs), compared call by call
 * (floor-drift.mjs). Answers the differences, none when equal.
 */
async function checkFloorSql(kind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `camp-bench-floor-check-${kind}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = { dataDir };
  if (kind === "postgres") database.url = await createPostgresDatabase();
  const traces = {
    site: path.join(dataDir, "site-sql.log"),
    floor: path.join(dataDir, "floor-sql.log"),
  };
  const traced = ["--import", pathToFileURL(path.join(root, "scripts/bench/trace-sql.mjs")).href];
  // No timed job (reconciler, e-mail sender, waiting list, calendars) runs meanwhile: its
  // statements would be read as the call's.
  const quiet = {
    RECONCILE_INTERVAL_SECONDS: "3600",
    EMAIL_SEND_INTERVAL_SECONDS: "3600",
    WAITING_LIST_INTERVAL_SECONDS: "3600",
    CALENDAR_SYNC_INTERVAL_SECONDS: "86400",
  };
  const site = await startProcess(
    process.execPath,
    [...traced, ...siteCommand],
    {
      ...serverEnv(database),
      ...quiet,
      WEB_DIST_DIR: path.join(root, "apps/web/dist"),
      TRACE_SQL_FILE: traces.site,
    },
    "/api/health",
    siteRoot,
  );
  let floorGuest;
  try {
    await tracedPaidBooking(site.base, await signUp(site.base, "floor-check"), 30, traces.site);
    // Signed in just before its calls, as the site's guest was: a session last seen over a
    // minute ago is also touched (one statement more).
    floorGuest = await signUp(site.base, "floor-check");
  } finally {
    await site.stop();
  }
  // PGlite: one process per database, so the floor books on a copy once the site has stopped.
  if (!database.url)
    await cp(path.join(dataDir, "db"), floorDataDir(database), { recursive: true });
  const floor = await startProcess(
    process.execPath,
    [...traced, "scripts/bench/floor-server.mjs"],
    { ...floorEnv(database), TRACE_SQL_FILE: traces.floor },
    "/json",
  );
  try {
    await tracedPaidBooking(floor.base, floorGuest, 40, traces.floor);
  } finally {
    await floor.stop();
  }
  const siteSteps = readSteps(traces.site);
  if (Object.values(siteSteps).every((statements) => statements.length === 0))
    return ["the site sent nothing through the traced driver (another checkout's copy of it?)"];
  return compareSteps(siteSteps, readSteps(traces.floor));
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
  const rate = (figure) => figure.rps ?? figure.perSecond;
  const rows = figures.map((figure) => {
    const ceiling = figure.ceiling && byName.get(`${figure.database}|${figure.ceiling}`);
    const floor = figure.floor && byName.get(`${figure.database}|${figure.floor}`);
    const ratioTo = (other) =>
      other && rate(figure) !== undefined
        ? Math.round((rate(figure) / rate(other)) * 100) / 100
        : undefined;
    const xCeiling = ratioTo(ceiling);
    const xFloor = ratioTo(floor);
    const value = figure.value ?? `${rate(figure)}/s`;
    const latency = figure.p50 !== undefined ? `${figure.p50} / ${figure.p99} ms` : "";
    const cpu = figure.cpuMs !== undefined ? `${figure.cpuMs}` : "";
    // A number is a target for the ratio to the floor, else to the ceiling, else for the rate itself.
    const isNumber = typeof figure.target === "number";
    const target = isNumber
      ? floor
        ? `>= ${figure.target} x floor`
        : figure.rps !== undefined
          ? `>= ${figure.target} x ceiling`
          : `>= ${figure.target}/s`
      : (figure.target ?? "");
    const measured = floor ? xFloor : (xCeiling ?? rate(figure));
    const verdict = isNumber ? (measured >= figure.target ? "met" : "not met") : "";
    return [
      figure.database,
      figure.name,
      String(value),
      latency,
      cpu,
      ceiling ? `${rate(ceiling)}/s` : "",
      xCeiling === undefined ? "" : `${xCeiling}`,
      floor ? `${rate(floor)}/s` : "",
      xFloor === undefined ? "" : `${xFloor}`,
      [target, verdict].filter(Boolean).join(": "),
    ];
  });
  const header = [
    "database",
    "figure",
    "value",
    "p50 / p99",
    "CPU ms / request",
    "ceiling",
    "x ceiling",
    "floor",
    "x floor",
    "target",
  ];
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
}

/** checkFloorSql on `kind`, what differs printed, as a figure of the table. */
async function floorCheck(kind) {
  console.log(
    `\n${kind}: floor check, one paid booking through the site and the floor, SQL traced`,
  );
  const differences = await checkFloorSql(kind);
  if (differences.length === 0)
    console.log(`${kind}: the floor sends the site's statements, call for call`);
  else
    console.log(
      `${kind}: FLOOR DRIFT: the floor no longer sends the site's SQL; capture it again (scripts/bench/trace-sql.mjs), then update scripts/bench/floor-sql.mjs and floor-server.mjs:\n${differences.join("\n")}`,
    );
  return {
    database: kind,
    name: "floor sends the site's SQL (a paid booking's four calls, traced)",
    value: differences.length === 0 ? "yes" : `no: ${differences.length} calls differ`,
    target: `same statements: ${differences.length === 0 ? "met" : "not met"}`,
    differences,
  };
}

/** Every figure of the bench, in a table written to data/bench. */
async function benchAll() {
  const figures = [];
  // A floor that no longer sends the site's SQL measures something else: checked first.
  for (const kind of kinds) figures.push(await floorCheck(kind));
  for (const kind of kinds) figures.push(...(await benchDatabase(kind)));
  if (args.has("with-cold-start"))
    figures.push({
      database: "pglite",
      name: "first start, no build, no data (ms)",
      ...(await coldStart()),
    });

  // The load average at the end: on a machine shared with other work the rates follow it, the
  // ratios (taken in turns) much less.
  const { cpus, loadavg } = await import("node:os");
  const load1 = loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  const machine = `${cpus().length} cores, load average ${load1}, Node ${process.version}, ${new Date().toISOString()}`;
  const markdown = `Benchmark (${machine}; ${durationSeconds} s per figure, ${CLIENTS} clients, median of ${repeat})\n\n${table(figures)}\n`;
  console.log(`\n${markdown}`);
  await mkdir(path.join(root, "data/bench"), { recursive: true });
  await writeFile(
    path.join(root, "data/bench/results.json"),
    `${JSON.stringify({ machine, durationSeconds, clients: CLIENTS, repeat, figures }, null, 2)}\n`,
  );
  await writeFile(path.join(root, "data/bench/results.md"), markdown);
  console.log("Written to data/bench/results.json and data/bench/results.md");
}

try {
  console.log("Building what is stale (node scripts/start.mjs --build-only)...");
  const built = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the build failed");
  if (args.has("floor-check")) {
    for (const kind of kinds)
      if ((await floorCheck(kind)).differences.length > 0) process.exitCode = 1;
  } else await benchAll();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
