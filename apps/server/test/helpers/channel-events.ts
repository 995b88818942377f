import { listNights } from "@camp/shared/dates/stay-dates";
import type { Executor } from "../../src/db/database";
import { channelEvents, inventoryClaims } from "../../src/db/schema";

/**
 * An imported OTA reservation as the import leaves it: the event's row and one claim of `units` on
 * `unitKey` per night, tied to the event (decision 032). For tests of what reads the ledger.
 */
export async function insertChannelEvent(
  db: Executor,
  options: {
    feedId: string;
    unitKey: string;
    from: string;
    until: string;
    units: number;
    uid?: string;
    summary?: string;
    conflictAt?: Date;
  },
): Promise<string> {
  const [event] = await db
    .insert(channelEvents)
    .values({
      feedId: options.feedId,
      uid: options.uid ?? `${options.from}-${Math.random().toString(36).slice(2)}@ota.example`,
      summary: options.summary ?? "Reserved",
      fromNight: options.from,
      untilNight: options.until,
      conflictAt: options.conflictAt ?? null,
    })
    .returning();
  if (!event) throw new Error("no event inserted");
  await db.insert(inventoryClaims).values(
    listNights(options.from, options.until).map((night) => ({
      unitKey: options.unitKey,
      night,
      quantity: options.units,
      channelEventId: event.id,
    })),
  );
  return event.id;
}

/** Raw claims of `quantity` units on each night (stock taken by no one in particular). */
export async function takeUnits(
  db: Executor,
  options: { unitKey: string; nights: string[]; quantity: number; releasedAt?: Date },
): Promise<void> {
  await db.insert(inventoryClaims).values(
    options.nights.map((night) => ({
      unitKey: options.unitKey,
      night,
      quantity: options.quantity,
      releasedAt: options.releasedAt ?? null,
    })),
  );
}
