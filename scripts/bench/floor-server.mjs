/**
 * The floors of `npm run bench` (docs/performance.md): bare Fastify routes at the product's own
 * paths that send the product's SQL (floor-sql.mjs) for a price check and a paid booking's four
 * calls, in the same transactions and under the same locks, and nothing else: no ORM, no schema
 * layer, no validation library, no e-mail or receipt rendering (their texts are filled in one
 * template string each). On PostgreSQL every statement is a named prepared statement of a
 * node-postgres pool; on PGlite the same texts go through its query(). It runs on the site's own
 * database (migrated and seeded by the site, which is stopped meanwhile) and reads the site's
 * session cookie as the site does.
 *   PORT=4100 [DATABASE_URL=...] [DATA_DIR=<site data>/db] node scripts/bench/floor-server.mjs
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";
import { sql } from "./floor-sql.mjs";

const { PORT, DATABASE_URL, DATA_DIR } = process.env;
// Calendar dates stay YYYY-MM-DD strings, as the site's schema reads them (ARCHITECTURE.md, data).
const DATE_OID = 1082;
const asText = (value) => value;
// The limits the bench gives the site (scripts/bench.mjs serverEnv), with the site's defaults.
const limits = {
  quotesPerMinute: Number(process.env.QUOTES_PER_ACCOUNT_PER_MINUTE ?? 30),
  holdQuotes: Number(process.env.HOLD_MAX_QUOTES_PER_ACCOUNT ?? 3),
  holdUnitNights: Number(process.env.HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT ?? 60),
};
/** The site's tax settings when staff never saved any (config/env.ts defaults). */
const DEFAULT_TAX = {
  vat_rate_bp: 500,
  legal_name_en: "Desert Camp Resort",
  legal_name_ar: "منتجع مخيم الصحراء",
  address_en: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
  address_ar: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
  trn: null,
};
const QUOTE_MINUTES = 30;
const HOLD_MINUTES = 15;
const SESSION_IDLE_MS = 72 * 3_600_000;
const TOUCH_INTERVAL_MS = 60_000;

/**
 * `run(name, values)` sends statement `name` of floor-sql.mjs (a function of an arity names its
 * text by `arity`); `transaction(fn)` runs fn(run) between BEGIN and COMMIT on one connection.
 */
let run;
let transaction;
let close;
if (DATABASE_URL) {
  pg.types.setTypeParser(DATE_OID, asText);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  const send = (client) => (name, values, arity) =>
    client.query({
      name: arity === undefined ? name : `${name}_${arity}`,
      text: arity === undefined ? sql[name] : sql[name](arity),
      values,
    });
  run = send(pool);
  transaction = async (fn) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await fn(send(client));
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  };
  close = () => pool.end();
} else {
  const database = new PGlite(DATA_DIR, { parsers: { [DATE_OID]: asText } });
  await database.waitReady;
  const send = (target) => (name, values, arity) =>
    target.query(arity === undefined ? sql[name] : sql[name](arity), values);
  run = send(database);
  transaction = (fn) => database.transaction((tx) => fn(send(tx)));
  close = () => database.close();
}

class HttpError extends Error {
  constructor(statusCode, code) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** The site's session (plugins/sessions.ts): the cookie's token, hashed, is the session's id. */
async function sessionUser(request) {
  const token = /(?:^|;\s*)camp_session=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (!token) throw new HttpError(401, "UNAUTHENTICATED");
  const id = createHash("sha256").update(token).digest("hex");
  // Of the row's two "id" columns the later one, the user's, is the one an object row keeps.
  const { rows } = await run("sessionUser", [id]);
  const row = rows[0];
  if (!row) throw new HttpError(401, "UNAUTHENTICATED");
  const now = new Date();
  const lastSeenAt = new Date(row.last_seen_at);
  if (now >= new Date(row.expires_at) || now - lastSeenAt >= SESSION_IDLE_MS)
    throw new HttpError(401, "UNAUTHENTICATED");
  if (now - lastSeenAt >= TOUCH_INTERVAL_MS) await run("touchSession", [now, id]);
  return { id: row.id, email: row.email };
}

async function countQuoteRequest(userId) {
  const now = new Date();
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const { rows } = await run("countQuote", [
    `quotes:account:${userId}`,
    1,
    now.toISOString(),
    minuteStart.toISOString(),
    now.toISOString(),
  ]);
  if (rows[0].count > limits.quotesPerMinute) throw new HttpError(429, "TOO_MANY_QUOTES");
}

const isoDay = (date) => date.toISOString().slice(0, 10);
function listNights(checkIn, checkOut) {
  const nights = [];
  for (let day = new Date(`${checkIn}T00:00:00Z`); isoDay(day) < checkOut; ) {
    nights.push(isoDay(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return nights;
}

/** The unit a request sleeps in, its stock and its price per night (rate calendar, else catalogue). */
function unitOf(body, catalogue, calendar) {
  const { rooms, camps, parking } = catalogue;
  const unit =
    body.serviceType === "room"
      ? {
          key: `room:${body.roomType}`,
          type: body.roomType,
          row: rooms.find((room) => room.roomType === body.roomType),
        }
      : body.serviceType === "camp"
        ? { key: `camp:${camps[0].slug}`, type: "camp", row: camps[0] }
        : { key: "parking", type: "parking", row: parking };
  const total = unit.row.totalRooms ?? unit.row.totalCamps ?? unit.row.totalSlots;
  const priceOf = (night) => {
    const isWeekend = [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());
    const rate = calendar.find((row) => row.unitType === unit.type && row.night === night);
    if (rate) return (isWeekend && rate.weekendRateMinor) || rate.nightlyRateMinor;
    return unit.row.pricingMinor ?? (isWeekend ? unit.row.weekendMinor : unit.row.weekdayMinor);
  };
  return { key: unit.key, total, priceOf };
}

/** The nights on which `quantity` more of `unitKey` do not fit, from one grouped read. */
async function shortNights(send, unitKey, nights, quantity, total, now) {
  const { rows } = await send("claimedPerNight", [[unitKey], nights, now.toISOString()]);
  return rows.filter((row) => total - Number(row.sum) < quantity);
}

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply) => {
  reply
    .status(error.statusCode ?? 500)
    .send({ success: false, code: error.code ?? "ERROR", message: error.message });
});

app.post("/api/booking/check-availability", async (request) => {
  const user = await sessionUser(request);
  await countQuoteRequest(user.id);
  const body = request.body;
  const nights = listNights(body.checkIn, body.checkOut);
  const now = new Date();
  // The catalogue, extras, promo caps, tax terms and the stay's rate calendar: one statement.
  const facts = (await run("bookingFacts", [body.checkIn, body.checkOut])).rows[0];
  const unit = unitOf(body, facts, facts.calendar);
  const nightly = nights.map((date) => ({ date, amount: unit.priceOf(date) * body.quantity }));
  const total = nightly.reduce((sum, night) => sum + night.amount, 0);
  const short = await shortNights(run, unit.key, nights, body.quantity, unit.total, now);
  const status = short.length === 0 ? "confirmed" : "pending";
  const priceLines = [
    {
      service: unit.key,
      quantity: body.quantity,
      perNight: nightly[0].amount / body.quantity,
      amount: total,
      nightly,
    },
  ];
  const expiresAt = new Date(now.getTime() + QUOTE_MINUTES * 60_000).toISOString();
  const { rows } = await run("insertQuote", [
    user.id,
    body.serviceType,
    "single",
    body.serviceType === "room" ? body.roomType : null,
    body.checkIn,
    body.checkOut,
    nights.length,
    body.quantity,
    body.guests,
    JSON.stringify(body),
    JSON.stringify([{ unitKey: unit.key, quantity: body.quantity }]),
    JSON.stringify(priceLines),
    total / nights.length,
    total,
    facts.tax_terms?.vatRateBp ?? DEFAULT_TAX.vat_rate_bp,
    status,
    expiresAt,
  ]);
  // As the site: only the new quote's id is read back, the rest is what was just written.
  return {
    success: true,
    data: {
      price: total / nights.length / 100,
      status,
      totalAmount: total / 100,
      nights: nights.length,
      quoteId: rows[0].id,
      expiresAt,
      holdMinutes: HOLD_MINUTES,
      nightly: nightly.map((night) => ({ date: night.date, amount: night.amount / 100 })),
      shortNights: short.map((row) => ({
        date: row.night,
        remaining: unit.total - Number(row.sum),
      })),
    },
  };
});

/** The hold and the payment intent (start-payment.ts): the quote locked, the account's and the unit's locks. */
app.post("/api/payment/process", async (request) => {
  const user = await sessionUser(request);
  await countQuoteRequest(user.id);
  const { quoteId, amount } = request.body;
  const now = new Date();
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
  const quote = await transaction(async (send) => {
    const { rows } = await send("quoteForUpdate", [quoteId]);
    const quote = rows[0];
    if (!quote || quote.user_id !== user.id) throw new HttpError(404, "QUOTE_NOT_FOUND");
    if (quote.state !== "open" || new Date(quote.expires_at) <= now)
      throw new HttpError(410, "QUOTE_EXPIRED");
    if (amount !== quote.total_minor) throw new HttpError(400, "AMOUNT_MISMATCH");
    await send("advisoryLock", [`holds:${user.id}`]);
    const held = (
      await send("heldByAccount", [user.id, quoteId, now.toISOString(), "extra:%", "promo:%"])
    ).rows[0];
    if (
      Number(held.count) + 1 > limits.holdQuotes ||
      Number(held.coalesce) + quote.nights * quote.quantity > limits.holdUnitNights
    )
      throw new HttpError(409, "TOO_MANY_HOLDS");
    const claims = quote.claims;
    const nights = listNights(quote.check_in, quote.check_out);
    for (const claim of claims) await send("advisoryLock", [`inventory:${claim.unitKey}`]);
    await send("unitTotals", []);
    for (const claim of claims) {
      await send("claimedPerNight", [[claim.unitKey], nights, now.toISOString()]);
    }
    const holds = claims.flatMap((claim) =>
      nights.flatMap((night) => [claim.unitKey, night, claim.quantity, holdUntil, quoteId]),
    );
    await send("insertHolds", holds, holds.length / 5);
    const marked = await send("markPaying", [
      "paying",
      holdUntil,
      now.toISOString(),
      quoteId,
      "open",
    ]);
    if (marked.rows.length === 0) throw new HttpError(409, "QUOTE_TAKEN");
    return quote;
  });
  const id = `pi_sandbox_${randomBytes(12).toString("hex")}`;
  const intent = (
    await run("insertIntent", [
      id,
      `${id}_secret_${randomBytes(12).toString("hex")}`,
      `intent-${quoteId}`,
      quote.total_minor,
      "aed",
      quote.status === "pending" ? "manual" : "automatic",
      "requires_payment_method",
      JSON.stringify({ quoteId, userId: user.id }),
    ])
  ).rows[0];
  await run("setQuoteIntent", ["sandbox", intent.id, new Date().toISOString(), quoteId]);
  return { client_secret: intent.client_secret, paymentIntentId: intent.id };
});

/** The sandbox card processor's confirm: one guarded update (the card's checks are arithmetic). */
app.post("/api/payment/sandbox/confirm", async (request) => {
  const { rows } = await run("confirmIntent", [
    null,
    new Date().toISOString(),
    request.body.client_secret,
    "requires_payment_method",
  ]);
  const intent = rows[0];
  if (!intent) throw new HttpError(400, "INTENT_NOT_CONFIRMABLE");
  return { paymentIntent: { id: intent.id, status: intent.status, amount: intent.amount } };
});

/** The booking (create-booking.ts, fulfil-booking.ts): its claims, its payment, its receipt, its e-mail. */
app.post("/api/booking", async (request, reply) => {
  const user = await sessionUser(request);
  const { quoteId, paymentInfo } = request.body;
  const seen = (await run("quote", [quoteId])).rows[0];
  if (!seen || seen.user_id !== user.id) throw new HttpError(404, "QUOTE_NOT_FOUND");
  const intent = (await run("intent", [paymentInfo.id])).rows[0];
  // A pending request is paid by authorisation only (ARCHITECTURE.md, booking and payment).
  const isPending = seen.status === "pending";
  if (
    intent?.status !== (isPending ? "requires_capture" : "succeeded") ||
    intent.amount !== seen.total_minor
  )
    throw new HttpError(402, "NOT_PAID");
  await run("quote", [quoteId]);
  const booking = await transaction(async (send) => {
    const quote = (await send("quoteForUpdate", [quoteId])).rows[0];
    if (quote.state !== "paying") throw new HttpError(409, "QUOTE_TAKEN");
    const now = new Date();
    const id = randomUUID();
    // The booking's reference is its id's first ten hex digits: the id is drawn again if taken.
    const prefix = id.replaceAll("-", "").slice(0, 10);
    const range = (fill) => {
      const hex = prefix + fill.repeat(22);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    await send("bookingIdTaken", [range("0"), range("f"), 1]);
    for (const claim of quote.claims) await send("advisoryLock", [`inventory:${claim.unitKey}`]);
    const held = await send("heldByQuote", [quoteId, now.toISOString()]);
    if (held.rows.length === 0) throw new HttpError(409, "HOLD_EXPIRED");
    await send("claimForBooking", [null, id, quoteId]);
    const phone = (await send("userPhone", [user.id])).rows[0].phone;
    const checkIn = quote.check_in;
    const stamp = now.toISOString();
    const booking = (
      await send("insertBooking", [
        id,
        user.id,
        quoteId,
        intent.id,
        quote.service_type,
        quote.booking_type,
        quote.room_type,
        checkIn,
        quote.check_out,
        checkIn,
        quote.nights,
        quote.quantity,
        quote.guests,
        false,
        JSON.stringify(quote.price_lines),
        quote.total_minor,
        quote.vat_rate_bp,
        null,
        quote.status,
        isPending ? "authorised" : "completed",
        isPending ? 0 : quote.total_minor,
        stamp,
        0,
        phone,
        null,
        null,
        stamp,
      ])
    ).rows[0];
    await send("markFulfilled", ["fulfilled", id, stamp, quoteId, "paying"]);
    const payment = (
      await send("insertPayment", [
        id,
        isPending ? "authorised" : "captured",
        quote.total_minor,
        intent.id,
        "guest",
        user.id,
        stamp,
      ])
    ).rows[0];
    const guest = (await send("userForEmail", [user.id])).rows[0];
    await send("queueEmail", [
      guest.email,
      guest.language ?? "en",
      "booking-confirmed",
      "Your booking is confirmed · Desert Camp Resort",
      confirmationHtml(guest.name, prefix, checkIn, quote.total_minor),
      `Your booking ${prefix} is confirmed.\n`.repeat(30),
      JSON.stringify({
        bookingId: id,
        kinds: ["invoice", "receipt"],
        expectedMinor: quote.total_minor,
      }),
    ]);
    await send("documentsOfPayment", [payment.id]);
    const tax = (await send("taxSettings", [1])).rows[0] ?? DEFAULT_TAX;
    const customer = (await send("userNameEmail", [user.id])).rows[0];
    await send("documentsOfBooking", [id]);
    const year = now.getUTCFullYear();
    const sequence = (await send("nextDocumentNumber", ["receipt", year, 1])).rows[0].last_number;
    const number = `RCT-${year}-${String(sequence).padStart(6, "0")}`;
    const content = {
      kind: "receipt",
      number,
      issuedAt: stamp,
      reason: "booking",
      supplier: {
        nameEn: tax.legal_name_en,
        nameAr: tax.legal_name_ar,
        addressEn: tax.address_en,
        addressAr: tax.address_ar,
        trn: tax.trn,
      },
      customer: {
        name: customer.name,
        email: customer.email,
        companyName: null,
        companyTrn: null,
        companyAddress: null,
      },
      booking: {
        id,
        reference: prefix.toUpperCase(),
        serviceType: quote.service_type,
        checkIn,
        checkOut: booking.check_out,
        nights: quote.nights,
      },
      lines: quote.price_lines,
      vatRateBp: quote.vat_rate_bp,
      totals: { total: quote.total_minor },
      corrects: null,
    };
    await send("insertDocument", [
      id,
      "receipt",
      number,
      year,
      sequence,
      stamp,
      JSON.stringify(content),
      quote.total_minor,
      "booking",
      null,
      intent.id,
      payment.id,
    ]);
    return booking;
  });
  return reply
    .status(201)
    .send({ success: true, data: { id: booking.id, status: booking.status } });
});

/** The confirmation e-mail's size (about 4.5 kB of HTML), without its renderer. */
const confirmationHtml = (name, reference, checkIn, totalMinor) =>
  `<!doctype html><html lang="en" dir="ltr"><body><p>Dear ${name},</p><p>Booking ${reference}, ${checkIn}, AED ${totalMinor / 100}.</p>${"<p>Desert Camp Resort</p>".repeat(180)}</body></html>`;

app.get("/json", async () => ({ success: true }));
await app.listen({ host: "127.0.0.1", port: Number(PORT) });
console.log("ready");

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await app.close();
    await close();
    process.exit(0);
  });
