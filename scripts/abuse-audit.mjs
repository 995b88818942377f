// A black-box re-run of the outside audit's abuse checks (decision 011) against a server started here:
// parallel password guesses, lock-out of the owner, a spoofed X-Forwarded-For, a forged Host header,
// production without Stripe keys, one account holding the whole resort, NUL bytes in every field
// (decision 011); guesses at one account spread over 20 addresses, cut picture uploads and the
// framework's own client errors (decisions 002 and 011).
// Prints each figure beside what the audit measured before the fixes.
//
//   node scripts/abuse-audit.mjs                      (embedded database in a temporary folder)
//   DATABASE_URL=postgres://... node scripts/abuse-audit.mjs
//
// The Host header check needs the web build (`npm run build`); without it that check is skipped.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_DIR = path.join(ROOT, "apps/server");
const PASSWORD = "Camel-Dune-Lantern-42";
const ADMIN = { email: "audit-admin@example.com", password: "Audit-Keeper-Of-Dunes-2026" };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Runs the server as `npm start` does, on its own port and data folder. */
async function startServer(env) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-audit-"));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    },
  });
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      return { port, exited, output: () => output, stop, running: false };
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return { port, exited, output: () => output, stop, running: true };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`server did not start:\n${output}`);
}

function client(port) {
  const base = `http://127.0.0.1:${port}`;
  return async (method, url, { body, address, cookie, headers = {} } = {}) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(address ? { "x-forwarded-for": address } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json, text, setCookie: response.headers.get("set-cookie") };
  };
}

let addressCounter = 0;
/** A fresh client address as a proxy one hop away would report it. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function register(call, email) {
  const answer = await call("POST", "/api/auth/register", {
    body: { name: "Audit Guest", email, password: PASSWORD },
    address: nextAddress(),
  });
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`register ${email}: ${answer.status} ${answer.text}`);
  }
}

async function signIn(call, email) {
  const answer = await call("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: nextAddress(),
  });
  if (answer.status !== 200) throw new Error(`sign in ${email}: ${answer.status} ${answer.text}`);
  return answer.setCookie.split(";")[0];
}

const report = [];
const line = (check, before, after) => {
  report.push({ check, before, after });
  console.log(`${check}\n  before: ${before}\n  now:    ${after}`);
};

async function parallelGuesses(call) {
  let gotIn = 0;
  let verified = 0;
  const bursts = 10;
  for (let burst = 0; burst < bursts; burst++) {
    const email = `burst${burst}-${Date.now()}@example.com`;
    await register(call, email);
    const address = nextAddress();
    const right = Math.floor(Math.random() * 60);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call("POST", "/api/auth/login", {
          body: { email, password: index === right ? PASSWORD : `Wrong-guess-${index}-xyz` },
          address,
        }),
      ),
    );
    if (answers[right].status === 200) gotIn += 1;
    verified += answers.filter((answer) => answer.status !== 429).length;
  }
  line(
    "60 parallel guesses (59 wrong, 1 right) against a limit of 5, 10 bursts",
    "the right password got in in 8 of 10 bursts",
    `got in in ${gotIn} of ${bursts} bursts; ${verified} of ${bursts * 60} guesses were checked (the rest refused with 429)`,
  );
}

async function lockOut(call) {
  const email = `owner-${Date.now()}@example.com`;
  await register(call, email);
  const attacker = nextAddress();
  for (let guess = 0; guess < 5; guess++) {
    await call("POST", "/api/auth/login", {
      body: { email, password: `Nope-${guess}-123` },
      address: attacker,
    });
  }
  const owner = await call("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: nextAddress(),
  });
  line(
    "5 wrong guesses from one address, then the owner signs in from another",
    "the owner was locked out",
    `owner's sign-in answered ${owner.status}`,
  );

  const shared = nextAddress();
  for (let guess = 0; guess < 30; guess++) {
    await call("POST", "/api/auth/login", {
      body: { email: `nobody${guess}@example.com`, password: "Whatever-123" },
      address: shared,
    });
  }
  const neighbour = `neighbour-${Date.now()}@example.com`;
  await register(call, neighbour);
  const sameNetwork = await call("POST", "/api/auth/login", {
    body: { email: neighbour, password: PASSWORD },
    address: shared,
  });
  line(
    "30 wrong guesses from one address, then another guest on that address signs in",
    "everyone on the address was locked out",
    `the other guest's sign-in answered ${sameNetwork.status}`,
  );
}

async function spreadGuesses(call) {
  const email = `spread-${Date.now()}@example.com`;
  await register(call, email);
  // The owner's own browser signed in once before: it is a known device of the account.
  const first = await call("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: nextAddress(),
  });
  const ownersDevice = /camp_device=[^;]+/.exec(first.setCookie ?? "")?.[0];
  let checked = 0;
  for (let index = 0; index < 20; index++) {
    const address = nextAddress();
    for (let guess = 0; guess < 5; guess++) {
      const answer = await call("POST", "/api/auth/login", {
        body: { email, password: `Spread-${index}-${guess}-xyz` },
        address,
      });
      if (answer.status !== 429) checked += 1;
    }
  }
  line(
    "20 addresses making 100 guesses at one account (5 each, within the per-address limit)",
    "100 of 100 guesses got through to a password check",
    `${checked} of 100 guesses got through to a password check (the rest refused with 429)`,
  );

  const newDevice = await call("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: nextAddress(),
  });
  const knownDevice = await call("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    address: nextAddress(),
    cookie: ownersDevice,
  });
  line(
    "then the owner signs in, from a new browser and from their own",
    "the owner got in from anywhere (there was no account-wide limit)",
    `new browser answered ${newDevice.status}${newDevice.json?.params?.retryAfterSeconds ? ` (wait ${newDevice.json.params.retryAfterSeconds} s)` : ""}; the owner's own browser answered ${knownDevice.status}`,
  );
}

async function spoofedAddress(call) {
  let accepted = 0;
  const proxySeen = nextAddress();
  for (let index = 0; index < 40; index++) {
    // The client forges the first entry; the proxy (one hop, TRUST_PROXY=1) appends the real address.
    const answer = await call("POST", "/api/auth/register", {
      body: { name: "Spoof", email: `spoof${index}-${Date.now()}@example.com`, password: PASSWORD },
      address: `203.0.113.${index}, ${proxySeen}`,
    });
    if (answer.status === 201 || answer.status === 200) accepted += 1;
  }
  line(
    "40 sign-ups from one client forging X-Forwarded-For (limit 20 per address per hour)",
    "40 of 40 accepted",
    `${accepted} of 40 accepted`,
  );
}

async function forgedHost(call) {
  if (!existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
    line(
      "forged Host and X-Forwarded-Host headers",
      "injected meta refresh ran",
      "skipped: no web build",
    );
    return;
  }
  const evil = 'evil.example"><meta http-equiv="refresh" content="0;url=https://evil.example/">';
  const byHost = await call("GET", "/", { headers: { host: evil } });
  const byForwarded = await call("GET", "/DeluxeRoom", { headers: { "x-forwarded-host": evil } });
  const injected = [byHost, byForwarded].filter((answer) =>
    answer.text.includes("evil.example"),
  ).length;
  line(
    "forged Host and X-Forwarded-Host headers on pre-rendered pages",
    "written unescaped into canonical links; an injected meta refresh ran in Chromium",
    `${injected} of 2 pages mention the forged host (statuses ${byHost.status}, ${byForwarded.status})`,
  );
}

async function productionWithoutKeys() {
  // With the key production needs anyway (decision 054), so the answer is about the card processor.
  const server = await startServer({
    NODE_ENV: "production",
    TWO_FACTOR_ENCRYPTION_KEY: "5f1c0b8e2d4a69738e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f",
  });
  const outcome = server.running
    ? "started and takes the sandbox's test cards"
    : `refused to start (exit ${await server.exited}): ${server
        .output()
        .trim()
        .split("\n")
        .slice(0, 2)
        .join(" ")}`;
  await server.stop();
  line(
    "NODE_ENV=production without Stripe keys",
    "started and gave free confirmed bookings with 4242",
    outcome,
  );
}

const addDays = (iso, days) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function holdSquatting(call) {
  const squatterEmail = `squatter-${Date.now()}@example.com`;
  await register(call, squatterEmail);
  const squatter = await signIn(call, squatterEmail);
  const today = new Date().toISOString().slice(0, 10);
  // Every unit of the resort, in quotes no larger than one booking may be (4 rooms or tents).
  const stays = [
    { serviceType: "room", roomType: "master", quantity: 4, guests: 4 },
    { serviceType: "room", roomType: "master", quantity: 2, guests: 2 },
    { serviceType: "room", roomType: "kids", quantity: 4, guests: 4 },
    { serviceType: "camp", quantity: 4, guests: 4 },
    { serviceType: "camp", quantity: 4, guests: 4 },
    { serviceType: "camp", quantity: 2, guests: 2 },
    { serviceType: "parking", quantity: 8, guests: 8 },
  ];
  const started = Date.now();
  let heldUnitNights = 0;
  const refusals = {};
  for (let start = 2; start < 362; start += 30) {
    for (const stay of stays) {
      const checkIn = addDays(today, start);
      const checkOut = addDays(today, Math.min(start + 30, 362));
      const quote = await call("POST", "/api/booking/check-availability", {
        body: { ...stay, checkIn, checkOut },
        cookie: squatter,
      });
      if (quote.status !== 200) {
        const reason = `${stay.serviceType}: ${quote.json?.code ?? quote.status}`;
        refusals[reason] = (refusals[reason] ?? 0) + 1;
        continue;
      }
      const { quoteId, totalAmount, nights } = quote.json.data;
      const hold = await call("POST", "/api/payment/process", {
        body: { quoteId, amount: Math.round(totalAmount * 100) },
        cookie: squatter,
      });
      if (hold.status === 200) heldUnitNights += stay.quantity * nights;
      else
        refusals[hold.json?.code ?? hold.status] =
          (refusals[hold.json?.code ?? hold.status] ?? 0) + 1;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const honestEmail = `honest-${Date.now()}@example.com`;
  await register(call, honestEmail);
  const honest = await signIn(call, honestEmail);
  const honestQuote = await call("POST", "/api/booking/check-availability", {
    body: {
      serviceType: "room",
      roomType: "master",
      quantity: 1,
      guests: 2,
      checkIn: addDays(today, 40),
      checkOut: addDays(today, 41),
    },
    cookie: honest,
  });
  const wholeResort = (6 + 4 + 10 + 8) * 360;
  line(
    "one free account tries to hold every unit for 360 nights",
    `held all ${wholeResort} unit-nights in 10 s; every honest guest got 'pending'`,
    `held ${heldUnitNights} of ${wholeResort} unit-nights in ${seconds} s; refused: ${JSON.stringify(refusals)}; an honest guest's quote: ${honestQuote.json?.data?.status ?? honestQuote.status}`,
  );
}

async function nulBytes(call) {
  const cookie = await (async () => {
    const email = `fuzz-${Date.now()}@example.com`;
    await register(call, email);
    return signIn(call, email);
  })();
  const nul = "a\u0000b";
  const requests = [
    ["POST", "/api/auth/register", { name: nul, email: "x@example.com", password: PASSWORD }],
    ["POST", "/api/auth/register", { name: "A", email: `x${nul}@example.com`, password: nul }],
    ["POST", "/api/auth/login", { email: nul, password: nul }],
    ["POST", "/api/booking/check-availability", { serviceType: nul, checkIn: nul, checkOut: nul }],
    [
      "POST",
      "/api/package-booking/new-check-availability",
      { checkIn: nul, checkOut: nul, services: nul },
    ],
    ["POST", "/api/payment/process", { quoteId: nul, amount: 1 }],
    ["POST", "/api/booking", { quoteId: nul, paymentInfo: { id: nul, status: nul } }],
    ["GET", `/api/booking/quote/${encodeURIComponent(nul)}`, undefined],
    ["GET", `/api/availability?serviceType=${encodeURIComponent(nul)}`, undefined],
    ["GET", "/%E0%A4%A", undefined],
    ["POST", "/api/auth/login", "{not json"],
    [
      "POST",
      "/api/booking/check-availability",
      { quantity: 1e308, guests: -1e308, checkIn: "2026-02-30" },
    ],
  ];
  let serverErrors = 0;
  let outsideShape = 0;
  for (const [method, url, body] of requests) {
    for (const withCookie of [false, true]) {
      const answer = await call(method, url, { body, cookie: withCookie ? cookie : undefined });
      if (answer.status >= 500) serverErrors += 1;
      if (
        answer.status >= 400 &&
        !(answer.json?.success === false && answer.json.code && answer.json.message)
      ) {
        outsideShape += 1;
      }
    }
  }
  line(
    `NUL bytes, bad encodings, broken JSON and extreme numbers (${requests.length * 2} requests)`,
    "41 x 500 from NUL bytes alone, framework errors outside { success:false, code, message }",
    `${serverErrors} answers of 5xx, ${outsideShape} error answers outside the one shape`,
  );
}

/** A picture upload as a browser sends it: alt texts, then the file. */
function uploadBody(boundary, file) {
  const part = (disposition, type, value) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from("\r\n"),
    ]);
  return Buffer.concat([
    part('name="alt"', "", "Dunes at dusk"),
    part('name="altAr"', "", "الكثبان عند الغسق"),
    part('name="image"; filename="dunes.png"', "image/png", file),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** Uploads cut at every point from the first part's header to the closing boundary (decision 011). */
async function cutUploads(port) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const boundary = "----audit-boundary";
  const whole = uploadBody(boundary, Buffer.alloc(32 * 1024, 7));
  const cuts = [];
  for (let cut = 20; cut < whole.length; cut += Math.ceil(whole.length / 120)) cuts.push(cut);
  cuts.push(whole.length - 1, whole.length - 8, whole.length - 24);
  const statuses = {};
  let serverErrors = 0;
  let requests = 0;
  for (const kind of ["gallery", "instagram"]) {
    for (const cut of cuts) {
      const response = await fetch(`http://127.0.0.1:${port}/api/image/${kind}`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
        body: whole.subarray(0, cut),
      });
      await response.arrayBuffer();
      requests += 1;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) serverErrors += 1;
    }
  }
  line(
    `cut picture uploads (${requests}, gallery and instagram, cut at every point of the body)`,
    "41 of 14,750 fuzzed requests answered 500 (Premature close)",
    `${serverErrors} answers of 5xx; statuses ${JSON.stringify(statuses)}`,
  );
}

/** Sends bytes as they are over a socket and reads the whole answer. */
function sendRaw(port, request) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.write(request);
  });
}

/** The framework's and Node's own refusals, in the one shape with the security headers (item 5). */
async function clientErrors(port) {
  const long = "a".repeat(20_000);
  const requests = {
    "headers over the limit": `GET /api/rooms HTTP/1.1\r\nHost: x\r\nX-Big: ${long}\r\n\r\n`,
    "URL over the limit": `GET /Gallery?q=${long} HTTP/1.1\r\nHost: x\r\n\r\n`,
    "unknown method": "FOO / HTTP/1.1\r\nHost: x\r\n\r\n",
    "not HTTP": "garbage\r\n\r\n",
    "bad length": "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}",
    "bad chunk":
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    "no Host": "GET /api/rooms HTTP/1.1\r\nConnection: close\r\n\r\n",
    "bad escape": "GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "parameter too long": `GET /api/admin/bookings/${"b".repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    "body over the limit": `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\nConnection: close\r\n\r\n${"x".repeat(200_000)}`,
    "bad JSON":
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":',
    "unsupported media type":
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 3\r\nConnection: close\r\n\r\n<a>",
  };
  const outside = [];
  const statuses = [];
  for (const [name, request] of Object.entries(requests)) {
    const answer = await sendRaw(port, request);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    const status = head.split(" ")[1];
    statuses.push(status);
    let json = null;
    try {
      json = JSON.parse(body);
    } catch {
      // not JSON
    }
    const inShape = json?.success === false && typeof json.code === "string" && json.message;
    const hasHeaders =
      /content-security-policy:/i.test(head) && /x-content-type-options:/i.test(head);
    if (!inShape || !hasHeaders) outside.push(`${name} (${status})`);
  }
  line(
    `client errors the framework answers (${Object.keys(requests).length}: 431, 400, 414, 413, 415...)`,
    "431 answered {error,message,statusCode} without the security headers",
    `${outside.length} outside the one shape or without the security headers${outside.length ? `: ${outside.join(", ")}` : ""}; statuses ${statuses.join(" ")}`,
  );
}

const server = await startServer({
  TRUST_PROXY: "1",
  NODE_ENV: "development",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
if (!server.running) throw new Error(`server did not start:\n${server.output()}`);
try {
  const call = client(server.port);
  await parallelGuesses(call);
  await lockOut(call);
  await spreadGuesses(call);
  await spoofedAddress(call);
  await forgedHost(call);
  await holdSquatting(call);
  await nulBytes(call);
  await cutUploads(server.port);
  await clientErrors(server.port);
} finally {
  await server.stop();
}
await productionWithoutKeys();
console.log(
  JSON.stringify({ database: process.env.DATABASE_URL ? "postgresql" : "pglite", report }, null, 2),
);
