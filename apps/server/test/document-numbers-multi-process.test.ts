import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resortDateOf, resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { documentNumber } from "@camp/shared/tax/tax-documents";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgresDatabase } from "../src/db/database";
import { seedUser } from "../src/db/factories";
import { bookings, taxDocuments } from "../src/db/schema";
import { seedCatalogue } from "../src/db/seed";
import { TEST_CARDS } from "./helpers/booking-helpers";
import { killAllServers, type Site, signInAt, startSites } from "./helpers/server-process";
import { createPostgresTestDatabase, isRealPostgres } from "./helpers/test-database";

const PAID = 50;
const DECLINED = 10;

type Answer = {
  data: { quoteId: string; totalAmount: number };
  client_secret: string;
  paymentIntentId: string;
};

/**
 * Document numbers under load (decision 029): guests pay at once through three server processes on
 * one PostgreSQL database, each step of a booking sent to another process, some cards declined.
 * Every paid booking gets one document, and the numbers run 1..50 without a gap or a repeat: a
 * number is drawn in the transaction that records the money, under its run's row lock.
 */
describe.runIf(isRealPostgres())("[SCALE] document numbers over three processes", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let handle: DatabaseHandle;
  let dataDir: string;
  const sites: Site[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = await openPostgresDatabase(database.url);
    dataDir = await mkdtemp(path.join(tmpdir(), "camp-documents-"));
    await handle.migrate();
    await seedCatalogue(handle.db, dataDir);
    sites.push(
      ...(await startSites(database.url, dataDir, {
        // A TRN from the environment (the tax settings' default): every document is a tax invoice.
        TAX_TRN: "100123456700003",
      })),
    );
  }, 120_000);

  afterAll(async () => {
    killAllServers();
    await handle?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("gives 50 paid bookings 50 documents numbered 1..50, with declined cards drawing none", async () => {
    const firstNight = addDaysIso(resortToday(), 20);
    const book = async (index: number) => {
      const at = (offset: number) => sites[(index + offset) % sites.length] as Site;
      const cookie = await signInAt(at(0), await seedUser(handle.db));
      const call = async (site: Site, url: string, body: object) => {
        const response = await fetch(`${site.base}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Answer };
      };
      // A tent each on its own night: nobody is refused for stock, every payment is taken.
      const checkIn = addDaysIso(firstNight, index);
      const quote = await call(at(0), "/booking/check-availability", {
        serviceType: "camp",
        checkIn,
        checkOut: addDaysIso(checkIn, 1),
        quantity: 1,
        guests: 2,
      });
      expect(quote.status).toBe(200);
      const { quoteId, totalAmount } = quote.body.data;
      const payment = await call(at(1), "/payment/process", {
        quoteId,
        amount: Math.round(totalAmount * 100),
      });
      const isDeclined = index >= PAID;
      const card = await call(at(2), "/payment/sandbox/confirm", {
        client_secret: payment.body.client_secret,
        card: {
          number: isDeclined ? TEST_CARDS.declined : TEST_CARDS.visa,
          exp_month: 12,
          exp_year: 2030,
          cvc: "123",
        },
      });
      if (isDeclined) return "declined";
      expect(card.status).toBe(200);
      const booking = await call(at(3), "/booking", {
        quoteId,
        paymentInfo: { id: payment.body.paymentIntentId, status: "succeeded" },
      });
      return `booking ${booking.status}`;
    };
    const outcomes = await Promise.all(
      Array.from({ length: PAID + DECLINED }, (_, index) => book(index)),
    );
    expect(outcomes.filter((outcome) => outcome === "booking 201")).toHaveLength(PAID);

    const rows = await handle.db.select().from(taxDocuments).orderBy(asc(taxDocuments.sequence));
    const booked = await handle.db.select({ id: bookings.id }).from(bookings);
    expect(booked).toHaveLength(PAID);
    expect(new Set(rows.map((row) => row.bookingId))).toEqual(new Set(booked.map((row) => row.id)));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(["invoice"]));
    const year = Number(resortDateOf(new Date()).slice(0, 4));
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: PAID }, (_, index) => documentNumber("invoice", year, index + 1)),
    );
  }, 180_000);
});
