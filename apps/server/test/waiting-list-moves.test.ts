import { WAITING_LIST_STATUSES } from "@camp/shared/waiting-list/waiting-list";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { waitingListEntries } from "../src/db/schema";
import {
  canMoveEntry,
  deleteEntries,
  ENTRY_MOVES,
  type EntryActor,
  insertEntry,
  moveEntry,
} from "../src/features/waiting-list/entry-state-machine";
import { readServerSources } from "./helpers/server-sources";
import { createTestApp, type TestApp } from "./helpers/test-app";

const ENDS = ["none", "deleted"] as const;
const ACTORS: EntryActor[] = ["guest", "waiting-list-job"];

/** Every move the table allows, as `from>to by actor` ("none": no row yet; "deleted": none left). */
const ALLOWED = new Set([
  "none>waiting by guest",
  "waiting>left by guest",
  "offered>left by guest",
  // A promo code applied on the offer's payment page: the offer goes on with the new quote.
  "offered>offered by guest",
  // Leaving an offer found already paid books it instead.
  "offered>booked by guest",
  "waiting>offered by waiting-list-job",
  "waiting>expired by waiting-list-job",
  "offered>booked by waiting-list-job",
  "offered>lapsed by waiting-list-job",
  "offered>expired by waiting-list-job",
  "lapsed>booked by waiting-list-job",
  // Entries of deleted accounts are forgotten, but never an offer still on (decision 031).
  ...["waiting", "left", "booked", "lapsed", "expired"].map(
    (from) => `${from}>deleted by waiting-list-job`,
  ),
]);

const steps = [...ENDS, ...WAITING_LIST_STATUSES];
const everyAsk = steps.flatMap((from) =>
  steps.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
);

/** A database that fails the test if a refused move reaches it. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database was touched");
    },
  },
) as never;

describe("[WAITING LIST] the entry's transition table", () => {
  it("allows exactly the listed moves", () => {
    const allowed = everyAsk
      .filter(({ from, to, actor }) => canMoveEntry(from, to, actor))
      .map(({ from, to, actor }) => `${from}>${to} by ${actor}`);
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it("never reopens a closed entry, and gives each move its reason", () => {
    const reopened = ENTRY_MOVES.filter(
      (move) =>
        ["left", "booked", "expired"].includes(move.from) &&
        move.to !== "deleted" &&
        move.to !== move.from,
    );
    expect(reopened).toEqual([]);
    for (const move of ENTRY_MOVES) expect(move.why.length).toBeGreaterThan(10);
  });

  it.each(
    WAITING_LIST_STATUSES.flatMap((from) =>
      WAITING_LIST_STATUSES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
    ).filter(({ from, to, actor }) => !ALLOWED.has(`${from}>${to} by ${actor}`)),
  )("refuses $from -> $to by $actor without touching the database", async ({ from, to, actor }) => {
    await expect(moveEntry(untouchable, { id: "e", status: from }, to, actor, {})).rejects.toThrow(
      /cannot move/,
    );
  });

  it("refuses to forget an offer still on without touching the database", async () => {
    await expect(deleteEntries(untouchable, [{ id: "e", status: "offered" }])).rejects.toThrow(
      /cannot move from offered to deleted/,
    );
  });
});

describe("[WAITING LIST] moveEntry against the database", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("writes a legal move once: a second writer that read the old status loses", async () => {
    const user = await seedUser(testApp.ctx.db);
    const entry = await insertEntry(testApp.ctx.db, {
      userId: user.id,
      language: "en",
      serviceType: "parking",
      roomType: null,
      checkIn: "2027-01-05",
      checkOut: "2027-01-06",
      quantity: 1,
      request: {},
      claims: [],
    });
    expect(entry.status).toBe("waiting");
    const read = async () =>
      (
        await testApp.ctx.db
          .select()
          .from(waitingListEntries)
          .where(eq(waitingListEntries.id, entry.id))
      )[0];
    const now = testApp.clock.now();
    expect(await moveEntry(testApp.ctx.db, entry, "left", "guest", { updatedAt: now })).toBe(true);
    // The job still believes the entry is waiting: its expiry writes nothing.
    expect(
      await moveEntry(testApp.ctx.db, entry, "expired", "waiting-list-job", { updatedAt: now }),
    ).toBe(false);
    expect((await read())?.status).toBe("left");
    await deleteEntries(testApp.ctx.db, [{ id: entry.id, status: "left" }]);
    expect(await read()).toBeUndefined();
  });
});

describe("[WAITING LIST] entry-state-machine.ts is the only writer of entries", () => {
  it("no other server file inserts, updates or deletes waiting-list entries", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(waitingListEntries\)/.test(text) ||
          /preparedInsert\([^)]*\bwaitingListEntries\)/.test(text) ||
          /(insert\s+into|update|delete\s+from)\s+"?waiting_list_entries\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/waiting-list/entry-state-machine.ts"]);
  });
});
