import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/config/env";
import { openPostgresDatabase } from "../src/db/database";
import { emailOutbox, inventoryClaims, waitingListEntries } from "../src/db/schema";
import { offerFreedUnits } from "../src/features/waiting-list/offer-freed-units";
import { waitingListQuotes } from "../src/features/waiting-list/waiting-list-offers";
import { TestClock } from "../src/lib/test-clock";
import { startApp } from "../src/start-app";
import { seedBooking } from "./helpers/booking-helpers";
import { signIn, type TestApp } from "./helpers/test-app";
import { createPostgresTestDatabase, isRealPostgres } from "./helpers/test-database";

/**
 * One freed unit is offered to one guest, also with several processes (decision 033): two
 * instances of the app, each with its own connection pool on one PostgreSQL database (as two
 * servers behind a load balancer), run the offer walk at the same moment, past the job's
 * one-process-at-a-time election, with one room freed and two guests waiting for it.
 */
describe.runIf(isRealPostgres())("[WAITING LIST] two processes offer one freed room", () => {
  const clock = new TestClock();
  let sites: TestApp[] = [];
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "camp-race-"));
      const config = parseEnv({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
        REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
        QUOTES_PER_ACCOUNT_PER_MINUTE: "1000",
      });
      const running = await startApp(config, {
        clock,
        database: await openPostgresDatabase(database.url),
        runBackgroundJobs: false,
      });
      sites.push({
        app: running.app,
        ctx: running.ctx,
        clock,
        dataDir,
        close: async () => {
          await running.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      });
    }
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    sites = [];
    await dropDatabase?.();
  });

  /** A stay of two master-room nights, sold out on the first site, one room then given back. */
  async function soldOutThenOneFreed(checkIn: string) {
    const [first] = sites as [TestApp, TestApp];
    const stay = (quantity: number) => ({
      serviceType: "room",
      roomType: "master",
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      quantity,
      guests: quantity,
    });
    let freed: { cookie: string; id: string; totalAmount: number } | undefined;
    for (const quantity of [4, 1, 1]) {
      const { cookie, booking } = await seedBooking(first, stay(quantity));
      freed = { cookie, id: booking._id, totalAmount: booking.totalAmount };
    }
    const waiting: string[] = [];
    for (const site of sites) {
      // Each guest joins through a different process.
      const { cookie } = await signIn(site);
      const joined = await site.app.inject({
        method: "POST",
        url: "/api/waiting-list",
        payload: stay(1),
        headers: { cookie },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      waiting.push(joined.json().data.id);
    }
    const cancelled = await first.app.inject({
      method: "POST",
      url: `/api/booking/${freed?.id}/cancel`,
      payload: { expectedRefundAmount: freed?.totalAmount },
      headers: { cookie: freed?.cookie ?? "" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return waiting;
  }

  it.each([30, 40, 50])("one offer, one hold, one email (stay %i days ahead)", async (days) => {
    const [first] = sites as [TestApp, TestApp];
    const checkIn = addDaysIso(resortToday(clock.now()), days);
    const waiting = await soldOutThenOneFreed(checkIn);

    const runs = await Promise.all(
      sites.map((site) => offerFreedUnits(site.ctx, waitingListQuotes)),
    );
    expect(runs.flat()).toEqual([waiting[0]]);

    const entries = await first.ctx.db
      .select()
      .from(waitingListEntries)
      .where(inArray(waitingListEntries.id, waiting));
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(byId.get(waiting[0] as string)?.status).toBe("offered");
    expect(byId.get(waiting[1] as string)?.status).toBe("waiting");

    // The stay's live holds: the offer's, one room a night, nothing else.
    const holds = await first.ctx.db
      .select()
      .from(inventoryClaims)
      .where(
        and(
          eq(inventoryClaims.unitKey, "room:master"),
          inArray(inventoryClaims.night, [checkIn, addDaysIso(checkIn, 1)]),
          isNull(inventoryClaims.releasedAt),
          isNull(inventoryClaims.bookingId),
          gt(inventoryClaims.holdExpiresAt, clock.now()),
        ),
      );
    expect(holds.map((hold) => [hold.quoteId, hold.quantity])).toEqual([
      [byId.get(waiting[0] as string)?.offerQuoteId, 1],
      [byId.get(waiting[0] as string)?.offerQuoteId, 1],
    ]);
    const offers = await first.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "waiting-list-offer"));
    // One email per round so far: this round's offer, no second one.
    expect(offers).toHaveLength([30, 40, 50].indexOf(days) + 1);

    // Run again on both: nothing left to offer.
    const again = await Promise.all(
      sites.map((site) => offerFreedUnits(site.ctx, waitingListQuotes)),
    );
    expect(again.flat()).toEqual([]);
  });
});
