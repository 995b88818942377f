import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { insertEntry } from "./entry-state-machine";
import type { WaitingListQuotes } from "./waiting-list-quotes";
import {
  countOpenEntries,
  findAccountLanguage,
  findOpenEntryForStay,
  lockJoinsOfUser,
} from "./waiting-list-repository";

/** A package request carries `serviceType: "package"`; any other body is a single service's. */
const kindOf = (body: unknown): "single" | "package" =>
  typeof body === "object" &&
  body !== null &&
  "serviceType" in body &&
  body.serviceType === "package"
    ? "package"
    : "single";

/**
 * POST /api/waiting-list (decision 033): the check-availability request of a stay some night of
 * which is short, kept for when units free up. Validated and judged exactly as check-availability
 * judges it (the same refusals and field messages; "has room" is its "confirmed"), with the stay
 * units it needs stored beside it, with the account's email language of the day (the offer email
 * is written in the account's language when it goes out).
 */
export async function joinWaitingList(
  ctx: AppContext,
  quotes: WaitingListQuotes,
  userId: string,
  body: unknown,
): Promise<{ id: string }> {
  const kind = kindOf(body);
  const stay = await quotes.priceStay(ctx, userId, kind, body);
  if (!stay.isShort) {
    throw new AppError(
      "WAITING_LIST_NOT_NEEDED",
      "Every night of this stay has room: book it instead.",
    );
  }
  return ctx.db.transaction(async (tx) => {
    await lockJoinsOfUser(tx, userId);
    const joined = await findOpenEntryForStay(tx, { userId, ...stay });
    if (joined) {
      throw new AppError(
        "WAITING_LIST_ALREADY_JOINED",
        "You are already on the waiting list for this stay.",
      );
    }
    // Offers skip the per-account hold limits (their units were given, not asked for), so the
    // number of stays one account may wait for is capped instead (decision 033).
    if ((await countOpenEntries(tx, userId)) >= ctx.config.WAITING_LIST_MAX_ENTRIES_PER_ACCOUNT) {
      throw new AppError(
        "WAITING_LIST_LIMIT_REACHED",
        `You can wait for at most ${ctx.config.WAITING_LIST_MAX_ENTRIES_PER_ACCOUNT} stays at once. Leave one in My bookings first.`,
        undefined,
        { params: { limit: ctx.config.WAITING_LIST_MAX_ENTRIES_PER_ACCOUNT } },
      );
    }
    const entry = await insertEntry(tx, {
      userId,
      language: (await findAccountLanguage(tx, userId)) ?? "en",
      serviceType: stay.serviceType,
      roomType: stay.roomType,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      quantity: stay.quantity,
      request: stay.request,
      claims: stay.stayClaims,
      updatedAt: ctx.clock.now(),
    });
    return { id: entry.id };
  });
}
