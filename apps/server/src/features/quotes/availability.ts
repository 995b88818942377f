import { resortToday } from "@camp/shared/dates/resort-dates";
import { listNights, nightsBetween } from "@camp/shared/dates/stay-dates";
import { PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { loadBookingFacts } from "../bookings/booking-facts";
import { sumClaimsByNight } from "../inventory/inventory-repository";

const MAX_RANGE_NIGHTS = 366;

/** Remaining units per night for the date pickers: GET /api/availability. */
export async function getAvailability(
  ctx: AppContext,
  query: {
    serviceType: "room" | "camp" | "parking";
    roomType?: "master" | "kids";
    from: string;
    to: string;
  },
) {
  const nightsCount = nightsBetween(query.from, query.to);
  if (nightsCount < 1)
    throw new AppError("VALIDATION_ERROR", "to must be after from", {
      to: "to must be after from",
    });
  if (nightsCount > MAX_RANGE_NIGHTS) {
    throw new AppError("VALIDATION_ERROR", `Ask for at most ${MAX_RANGE_NIGHTS} nights at a time`, {
      to: `Ask for at most ${MAX_RANGE_NIGHTS} nights at a time`,
    });
  }
  const facts = await loadBookingFacts(ctx);
  const roomType = query.serviceType === "room" ? (query.roomType ?? "master") : undefined;
  const unitKey =
    query.serviceType === "room"
      ? roomUnitKey(roomType ?? "master")
      : query.serviceType === "camp"
        ? facts.campKey
        : PARKING_UNIT_KEY;
  const total = facts.totals.get(unitKey) ?? 0;
  const now = ctx.clock.now();
  const today = resortToday(now);
  const nights = listNights(query.from, query.to);
  const taken = await sumClaimsByNight(ctx.db, [unitKey], nights, now);
  return {
    serviceType: query.serviceType,
    ...(roomType ? { roomType } : {}),
    total,
    nights: nights.map((date) => ({
      date,
      // Nights already past cannot be booked.
      remaining: date < today ? 0 : Math.max(0, total - (taken.get(`${unitKey}|${date}`) ?? 0)),
    })),
  };
}
