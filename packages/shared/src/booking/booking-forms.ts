import { z } from "zod";
import { type RoomType, roomTypeSchema } from "../catalogue/catalogue-responses";
import { addDaysIso, isIsoDate, nightsBetween } from "../dates/stay-dates";
import { checkExtras, type ExtraChoice, extraChoicesSchema } from "../extras/extra-choices";
import type { ExtraFacts } from "../extras/extras-schemas";
import { guestDetailsShape } from "../guest/guest-details";
import { promoCodeInputSchema } from "../rates/promo-code-input";
import { bookingLimits } from "./booking-limits";
import { bookingMessages as messages } from "./booking-messages";

/**
 * The booking forms' rules (spec section 5), one schema per form, used by the web form and by the
 * server alike. Some rules depend on facts of the day: Dubai's today, the rooms' capacity and the
 * number of caravan slots; the schema factories take them, so both sides judge by the same facts.
 */
export type BookingRules = {
  /** Dubai's today, YYYY-MM-DD. */
  today: string;
  roomCapacity: Record<RoomType, number>;
  parkingTotalSlots: number;
  /** The activities on sale (active ones); a request naming another is refused. */
  extras?: ExtraFacts[];
};

const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isIsoDate, "Enter a date as YYYY-MM-DD");

/** A whole number of things; a missing or non-numeric value reads as the minimum's message. */
const countField = (minMessage: string, min = 1) =>
  z.number({ error: minMessage }).int(minMessage).min(min, minMessage);

const stayShape = {
  checkIn: dateField(messages.checkInRequired),
  checkOut: dateField(messages.checkOutRequired),
  // Every form and request, single or package, may carry the guest's phone, wishes and arrival time.
  ...guestDetailsShape,
  /** Activities on days of the stay (docs/decisions/021); none when absent. */
  extras: extraChoicesSchema,
  /** A promo code (decision 026), trimmed and upper-cased; the server judges it. Blank is none. */
  promoCode: promoCodeInputSchema.optional(),
};

/** Dates not before today, check-out strictly after check-in, a bounded stay and horizon. */
function checkStay(
  stay: { checkIn: string; checkOut: string; extras?: ExtraChoice[] | undefined },
  rules: BookingRules,
  ctx: z.RefinementCtx,
) {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) return;
  if (stay.checkOut > stay.checkIn) checkExtras(stay, rules.extras ?? [], ctx);
  if (stay.checkIn < rules.today) {
    ctx.addIssue({ code: "custom", path: ["checkIn"], message: messages.checkInNotPast });
  } else if (stay.checkIn > addDaysIso(rules.today, bookingLimits.maxDaysAhead)) {
    ctx.addIssue({
      code: "custom",
      path: ["checkIn"],
      message: messages.tooFarAhead(bookingLimits.maxDaysAhead),
    });
  }
  if (stay.checkOut <= stay.checkIn) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], message: messages.checkOutAfterCheckIn });
  } else if (nightsBetween(stay.checkIn, stay.checkOut) > bookingLimits.maxNights) {
    ctx.addIssue({
      code: "custom",
      path: ["checkOut"],
      message: messages.stayTooLong(bookingLimits.maxNights),
    });
  }
}

// ---- single services ----

export function roomFormSchema(rules: BookingRules) {
  return z
    .object({
      ...stayShape,
      roomType: roomTypeSchema.default("master"),
      quantity: countField(messages.minRooms).max(bookingLimits.maxRooms, messages.maxRooms),
      guests: z.number({ error: messages.minRoomGuests(1) }).int(messages.minRoomGuests(1)),
    })
    .superRefine((form, ctx) => {
      checkStay(form, rules, ctx);
      const rooms = form.quantity;
      if (!Number.isInteger(rooms) || rooms < 1 || rooms > bookingLimits.maxRooms) return;
      const maxGuests = rules.roomCapacity[form.roomType] * rooms;
      if (form.guests < rooms) {
        ctx.addIssue({ code: "custom", path: ["guests"], message: messages.minRoomGuests(rooms) });
      } else if (form.guests > maxGuests) {
        ctx.addIssue({
          code: "custom",
          path: ["guests"],
          message: messages.maxRoomGuests(maxGuests, rooms),
        });
      }
    });
}

export function campFormSchema(rules: BookingRules) {
  return z
    .object({
      ...stayShape,
      quantity: countField(messages.minTents).max(bookingLimits.maxTents, messages.maxTents),
      guests: countField(messages.minCampGuests).max(
        bookingLimits.maxCampGuests,
        messages.maxCampGuests,
      ),
    })
    .superRefine((form, ctx) => checkStay(form, rules, ctx));
}

export function parkingFormSchema(rules: BookingRules) {
  return z
    .object({
      ...stayShape,
      quantity: countField(messages.minSlots).max(
        rules.parkingTotalSlots,
        messages.maxSlots(rules.parkingTotalSlots),
      ),
      /** The parking form does not ask; a caravan brings at least one person. */
      guests: countField(messages.minCampGuests).max(99).default(1),
    })
    .superRefine((form, ctx) => checkStay(form, rules, ctx));
}

export type RoomForm = z.infer<ReturnType<typeof roomFormSchema>>;
export type CampForm = z.infer<ReturnType<typeof campFormSchema>>;
export type ParkingForm = z.infer<ReturnType<typeof parkingFormSchema>>;

/** The check-availability call: the form's fields plus which service (spec section 7). */
export function singleBookingRequestSchema(rules: BookingRules) {
  return z.discriminatedUnion(
    "serviceType",
    [
      roomFormSchema(rules).safeExtend({ serviceType: z.literal("room") }),
      campFormSchema(rules).safeExtend({ serviceType: z.literal("camp") }),
      parkingFormSchema(rules).safeExtend({ serviceType: z.literal("parking") }),
    ],
    { error: "serviceType must be room, camp or parking" },
  );
}
export type SingleBookingRequest = z.infer<ReturnType<typeof singleBookingRequestSchema>>;

// ---- package ----

/** The package screen's form: units of (1 master room + 1 kids room + 1 tent), guests, caravan spots. */
export function packageFormSchema(rules: BookingRules) {
  return z
    .object({
      ...stayShape,
      guests: countField(messages.packageGuests),
      units: countField(messages.packageUnits).max(
        bookingLimits.maxPackageUnits,
        messages.packageMaxUnits,
      ),
      wantsParking: z.boolean().default(false),
      parkingSpots: z
        .number({ error: messages.packageParkingSpots })
        .int(messages.packageParkingSpots)
        .min(0, messages.packageParkingSpots)
        .default(0),
    })
    .superRefine((form, ctx) => {
      checkStay(form, rules, ctx);
      if (form.wantsParking && form.parkingSpots < 1) {
        ctx.addIssue({
          code: "custom",
          path: ["parkingSpots"],
          message: messages.packageParkingSpots,
        });
      } else if (form.wantsParking && form.parkingSpots > rules.parkingTotalSlots) {
        ctx.addIssue({
          code: "custom",
          path: ["parkingSpots"],
          message: messages.maxSlots(rules.parkingTotalSlots),
        });
      }
    });
}
export type PackageForm = z.infer<ReturnType<typeof packageFormSchema>>;

const serviceCount = z.object({
  quantity: z.number({ error: messages.packageUnits }).int().min(0),
  guests: z.number().int().min(0).default(0),
});

/**
 * The package calls' body (ARCHITECTURE.md): units u become quantity u for master, kids and camp;
 * parking quantity 0 means no caravan spot.
 */
export function packageRequestSchema(rules: BookingRules) {
  return z
    .object({
      ...stayShape,
      services: z.object({
        room: z.object({ master: serviceCount, kids: serviceCount }),
        camp: serviceCount,
        parking: z
          .object({
            quantity: z.number().int().min(0),
            type: z
              .literal("caravan", { error: "Parking type must be caravan" })
              .default("caravan"),
          })
          .default({ quantity: 0, type: "caravan" }),
      }),
    })
    .superRefine((request, ctx) => {
      checkStay(request, rules, ctx);
      const { room, camp, parking } = request.services;
      const units = room.master.quantity;
      if (units < bookingLimits.minPackageUnits) {
        ctx.addIssue({
          code: "custom",
          path: ["services", "room", "master", "quantity"],
          message: messages.packageUnits,
        });
      } else if (units > bookingLimits.maxPackageUnits) {
        ctx.addIssue({
          code: "custom",
          path: ["services", "room", "master", "quantity"],
          message: messages.packageMaxUnits,
        });
      } else if (room.kids.quantity !== units || camp.quantity !== units) {
        ctx.addIssue({ code: "custom", path: ["services"], message: messages.packageUnitsEqual });
      }
      const guests = room.master.guests + room.kids.guests + camp.guests;
      const maxGuests =
        units * (rules.roomCapacity.master + rules.roomCapacity.kids + bookingLimits.maxCampGuests);
      if (guests < 1) {
        ctx.addIssue({
          code: "custom",
          path: ["services", "room", "master", "guests"],
          message: messages.packageGuests,
        });
      } else if (units >= 1 && guests > maxGuests) {
        ctx.addIssue({
          code: "custom",
          path: ["services", "room", "master", "guests"],
          message: messages.packageMaxGuests(maxGuests),
        });
      }
      if (parking.quantity > rules.parkingTotalSlots) {
        ctx.addIssue({
          code: "custom",
          path: ["services", "parking", "quantity"],
          message: messages.maxSlots(rules.parkingTotalSlots),
        });
      }
    });
}
export type PackageRequest = z.infer<ReturnType<typeof packageRequestSchema>>;

/** The package form as the package calls expect it. */
export function packageFormToRequest(form: PackageForm): PackageRequest {
  return {
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    phone: form.phone,
    specialRequests: form.specialRequests,
    arrivalTime: form.arrivalTime,
    ...(form.extras ? { extras: form.extras } : {}),
    ...(form.promoCode ? { promoCode: form.promoCode } : {}),
    services: {
      room: {
        master: { quantity: form.units, guests: form.guests },
        kids: { quantity: form.units, guests: 0 },
      },
      camp: { quantity: form.units, guests: 0 },
      parking: { quantity: form.wantsParking ? form.parkingSpots : 0, type: "caravan" },
    },
  };
}
