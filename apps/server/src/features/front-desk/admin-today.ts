import type { AdminTodayResponse, StayMovement } from "@camp/shared/admin/admin-today";
import { OCCUPANCY_NIGHTS } from "@camp/shared/admin/admin-today";
import { UNIT_KEYS, type UnitKey } from "@camp/shared/booking/booking-api";
import { balanceDueMinorOf } from "@camp/shared/booking/booking-money";
import { isStayLine } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { bookings, channelEvents, channelFeeds, inventoryClaims, users } from "../../db/schema";
import { isStayUnitKey, toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { loadBookingFacts } from "../bookings/booking-facts";
import { type BookingNoteRow, findLatestNotes } from "../bookings/booking-notes-repository";
import { chargedMinorOf } from "../bookings/stored-booking";
import { tourismFeeRefundOf } from "../cancellations-and-refunds/desk-refunds";
import { toBookingNote } from "./booking-notes";
import { deskActionsOf } from "./front-desk";

type Data = AdminTodayResponse["data"];

/**
 * Stays (not cancelled) that begin or end on one of `days`, and stays that began before `today`
 * that nobody checked in (confirmed, or marked as no-shows), with their guest.
 */
async function listMovements(db: Executor, days: string[], today: string) {
  return db
    .select({
      booking: bookings,
      guestName: users.name,
      guestEmail: users.email,
      accountPhone: users.phone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      or(
        and(
          ne(bookings.status, "cancelled"),
          or(inArray(bookings.checkIn, days), inArray(bookings.checkOut, days)),
        ),
        and(
          inArray(bookings.status, ["confirmed", "no_show"]),
          lt(bookings.checkIn, today),
          gte(bookings.checkOut, today),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(bookings.id));
}

type MovementRow = Awaited<ReturnType<typeof listMovements>>[number];

function toMovement(
  { booking, guestName, guestEmail, accountPhone }: MovementRow,
  today: string,
  notes: Map<string, BookingNoteRow>,
): StayMovement {
  const note = notes.get(booking.id);
  return {
    bookingId: booking.id,
    guestName,
    // A guest record made at the desk for a phone alone has no email: the desk sees none.
    guestEmail: guestEmail ?? "",
    phone: booking.guestPhone ?? accountPhone,
    specialRequests: booking.specialRequests,
    arrivalTime: booking.arrivalTime,
    serviceType: booking.serviceType,
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    units: booking.priceLines
      .filter(isStayLine)
      .map((line) => ({ unit: line.service, quantity: line.quantity })),
    desk: deskActionsOf(booking, today),
    paidAmount: toMajorUnits(chargedMinorOf(booking) - booking.refundOwedMinor),
    ...tourismFeeRefundOf(booking, chargedMinorOf(booking) - booking.refundOwedMinor),
    // Only a booking paid at the desk has a balance (its payment pending); a card paid it all.
    balanceDue: toMajorUnits(balanceDueMinorOf(booking)),
    latestNote: note ? toBookingNote(note) : null,
  };
}

/**
 * What each counting claim is: a closure, an OTA's reservation (decision 032), a pending request's,
 * a live hold, or else sold (a confirmed or completed stay's).
 */
const claimKind = sql<string>`case
  when ${inventoryClaims.closureId} is not null then 'closed'
  when ${inventoryClaims.channelEventId} is not null then 'channel'
  when ${inventoryClaims.bookingId} is not null and ${bookings.status} = 'pending' then 'pending'
  when ${inventoryClaims.bookingId} is null and ${inventoryClaims.holdExpiresAt} is not null then 'held'
  else 'sold' end`;

async function sumClaimsByKind(db: Executor, fromNight: string, untilNight: string, now: Date) {
  return db
    .select({
      unitKey: inventoryClaims.unitKey,
      night: inventoryClaims.night,
      kind: claimKind,
      quantity: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .leftJoin(bookings, eq(bookings.id, inventoryClaims.bookingId))
    .where(
      and(
        gte(inventoryClaims.night, fromNight),
        lt(inventoryClaims.night, untilNight),
        isNull(inventoryClaims.releasedAt),
        or(isNull(inventoryClaims.holdExpiresAt), gt(inventoryClaims.holdExpiresAt, now)),
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night, claimKind);
}

/** Units the OTAs' imported reservations take per unit key, night and feed name. */
async function sumChannelClaims(db: Executor, fromNight: string, untilNight: string, now: Date) {
  return db
    .select({
      unitKey: inventoryClaims.unitKey,
      night: inventoryClaims.night,
      name: channelFeeds.name,
      quantity: sql<string>`sum(${inventoryClaims.quantity})`,
    })
    .from(inventoryClaims)
    .innerJoin(channelEvents, eq(channelEvents.id, inventoryClaims.channelEventId))
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelEvents.feedId))
    .where(
      and(
        gte(inventoryClaims.night, fromNight),
        lt(inventoryClaims.night, untilNight),
        isNull(inventoryClaims.releasedAt),
        or(isNull(inventoryClaims.holdExpiresAt), gt(inventoryClaims.holdExpiresAt, now)),
      ),
    )
    .groupBy(inventoryClaims.unitKey, inventoryClaims.night, channelFeeds.name)
    .orderBy(desc(sql`sum(${inventoryClaims.quantity})`), asc(channelFeeds.name));
}

/** Arrivals and departures of Dubai's today and tomorrow, and the next 30 nights' occupancy. */
export async function getAdminToday(ctx: AppContext): Promise<Data> {
  const now = ctx.clock.now();
  const today = resortToday(now);
  const tomorrow = addDaysIso(today, 1);
  const nights = Array.from({ length: OCCUPANCY_NIGHTS }, (_, index) => addDaysIso(today, index));
  const until = addDaysIso(today, OCCUPANCY_NIGHTS);
  const [movements, claims, channelClaims, facts] = await Promise.all([
    listMovements(ctx.db, [today, tomorrow], today),
    sumClaimsByKind(ctx.db, today, until, now),
    sumChannelClaims(ctx.db, today, until, now),
    loadBookingFacts(ctx),
  ]);
  const notes = await findLatestNotes(
    ctx.db,
    movements.map((row) => row.booking.id),
  );
  const movement = (row: MovementRow) => toMovement(row, today, notes);
  const grid = occupancyGrid(nights, facts.totals, claims);
  addChannelNames(grid, channelClaims);
  return {
    today: movementsOn(movements, today, movement),
    tomorrow: movementsOn(movements, tomorrow, movement),
    // A no-show marked today stays listed, with its undo.
    notArrived: movements
      .filter((row) => row.booking.checkIn < today)
      .map(movement)
      .filter(({ desk }) => desk.canMarkNoShow || desk.canCheckIn || desk.undo === "no-show"),
    occupancy: UNIT_KEYS.map((unit) => ({
      unit,
      nights: nights.map((night) => {
        const { unit: _unit, ...counts } = grid.get(`${unit}|${night}`) ?? emptyCell(unit, night);
        return counts;
      }),
    })),
  };
}

/** The stays that arrive and leave on `date`; a no-show is listed apart. */
function movementsOn(
  movements: MovementRow[],
  date: string,
  movement: (row: MovementRow) => StayMovement,
) {
  return {
    date,
    arrivals: movements
      .filter((row) => row.booking.checkIn === date && row.booking.status !== "no_show")
      .map(movement),
    departures: movements
      .filter((row) => row.booking.checkOut === date && row.booking.status !== "no_show")
      .map(movement),
  };
}

const emptyCell = (unit: UnitKey, night: string) => ({
  night,
  sold: 0,
  held: 0,
  pending: 0,
  closed: 0,
  channel: 0,
  channels: [] as { name: string; quantity: number }[],
  total: 0,
  unit,
});

/** The occupancy grid, keyed `unit|night`: each cell's total units and its claims by kind. */
type OccupancyGrid = Map<string, ReturnType<typeof emptyCell>>;

function occupancyGrid(
  nights: string[],
  totals: Map<string, number>,
  claims: Awaited<ReturnType<typeof sumClaimsByKind>>,
): OccupancyGrid {
  const grid: OccupancyGrid = new Map(
    UNIT_KEYS.flatMap((unit) =>
      nights.map((night) => [`${unit}|${night}`, emptyCell(unit, night)]),
    ),
  );
  // Activities are sold by the day, not rooms, and promo codes' uses are no rooms either: they
  // have no row in the occupancy grid.
  for (const [unitKey, total] of totals) {
    if (!isStayUnitKey(unitKey)) continue;
    for (const night of nights) {
      const found = grid.get(`${toPublicUnit(unitKey)}|${night}`);
      if (found) found.total += total;
    }
  }
  for (const row of claims) {
    if (!isStayUnitKey(row.unitKey)) continue;
    const found = grid.get(`${toPublicUnit(row.unitKey)}|${row.night}`);
    const kind = row.kind as "sold" | "held" | "pending" | "closed" | "channel";
    if (found) found[kind] += Number(row.quantity);
  }
  return grid;
}

/** Each cell's OTA reservations by feed name. */
function addChannelNames(
  grid: OccupancyGrid,
  channelClaims: Awaited<ReturnType<typeof sumChannelClaims>>,
): void {
  for (const row of channelClaims) {
    if (!isStayUnitKey(row.unitKey)) continue;
    const found = grid.get(`${toPublicUnit(row.unitKey)}|${row.night}`);
    if (!found) continue;
    // Two camps' keys count as one "camp": the same feed name on both adds up.
    const same = found.channels.find((channel) => channel.name === row.name);
    if (same) same.quantity += Number(row.quantity);
    else found.channels.push({ name: row.name, quantity: Number(row.quantity) });
  }
}
