import { z } from "zod";
import { UNIT_KEYS } from "../booking/booking-api";
import { BOOKING_STATUSES, SERVICE_TYPES } from "../booking/booking-limits";
import { guestContactShape } from "./admin-bookings";
import { bookingNoteSchema, deskStateSchema } from "./front-desk";

/** GET /api/admin/today: who comes and goes today and tomorrow, and what is sold ahead (Dubai dates). */

export const OCCUPANCY_NIGHTS = 30;

export const stayMovementSchema = z.object({
  bookingId: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  ...guestContactShape,
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(BOOKING_STATUSES),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  /** Units of each type the stay takes every night. */
  units: z.array(z.object({ unit: z.enum(UNIT_KEYS), quantity: z.number().int() })),
  /** What the desk may do now (decision 022); `undo` names the action an undo takes back. */
  desk: deskStateSchema,
  /** The most a no-show's refund can be, AED: what the resort holds for the stay now. */
  paidAmount: z.number(),
  /**
   * The Tourism Dirham fee a cancellation or a no-show gives back in full on top of the refund staff
   * choose (no night was stayed; decision 048), AED; absent without one.
   */
  tourismFeeRefundAmount: z.number().optional(),
  /** What is still to take at the desk, AED (decision 055): 0 for a stay paid by card. */
  balanceDue: z.number(),
  /** The newest staff note, if any. */
  latestNote: bookingNoteSchema.nullable(),
});
export type StayMovement = z.infer<typeof stayMovementSchema>;

const dayMovementsSchema = z.object({
  date: z.string(),
  arrivals: z.array(stayMovementSchema),
  departures: z.array(stayMovementSchema),
});

export const occupancyNightSchema = z.object({
  night: z.string(),
  /** Confirmed stays. */
  sold: z.number().int(),
  /** Live holds of guests paying now. */
  held: z.number().int(),
  /** Requests waiting for staff. */
  pending: z.number().int(),
  /** Closed for maintenance. */
  closed: z.number().int(),
  /** Taken by reservations imported from OTA calendars (decision 032). */
  channel: z.number().int(),
  /** Those per feed, by the name staff gave it ("Airbnb"), largest first. */
  channels: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  total: z.number().int(),
});
export type OccupancyNight = z.infer<typeof occupancyNightSchema>;

export const adminTodayResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    today: dayMovementsSchema,
    tomorrow: dayMovementsSchema,
    /**
     * Paid stays that began before today and nobody checked in: a late arrival to check in, or a
     * no-show to mark (decision 022).
     */
    notArrived: z.array(stayMovementSchema),
    occupancy: z.array(
      z.object({ unit: z.enum(UNIT_KEYS), nights: z.array(occupancyNightSchema) }),
    ),
  }),
});
export type AdminTodayResponse = z.infer<typeof adminTodayResponseSchema>;
