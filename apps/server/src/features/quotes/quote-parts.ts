import {
  type PackageRequest,
  packageRequestSchema,
  type SingleBookingRequest,
  singleBookingRequestSchema,
} from "@camp/shared/booking/booking-forms";
import {
  type Price,
  priceCampStay,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type SoldStay,
} from "@camp/shared/booking/pricing";
import type { ExtraChoice } from "@camp/shared/extras/extras-schemas";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import type { ClaimLine } from "../../db/schema";
import { extraUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import { rememberLatest } from "../../lib/remember-latest";
import type { BookingFacts } from "../bookings/booking-facts";
import type { PromoUse } from "../promo-codes/promo-for-stay";

/** The request schemas of today's rules, built again only when the rules change. */
export const singleRequestSchemaFor = rememberLatest(singleBookingRequestSchema);
export const packageRequestSchemaFor = rememberLatest(packageRequestSchema);

export type QuoteParts = { price: Price; claims: ClaimLine[] };

/** A code's uses are claimed only when it takes something off (docs/decisions/026). */
export const withPromoUses = (parts: QuoteParts, promo: PromoUse | null | undefined): QuoteParts =>
  promo && parts.price.discount > 0
    ? { ...parts, claims: [...parts.claims, ...promo.claims] }
    : parts;

/** The activities' claims: each on its own day, people or groups (docs/decisions/021). */
export const extraClaims = (extras: ExtraChoice[] = []): ClaimLine[] =>
  extras.map((choice) => ({
    unitKey: extraUnitKey(choice.id),
    quantity: choice.quantity,
    night: choice.date,
  }));

/**
 * The price and the stock a single-service request takes, activities included: what a new booking
 * and a change to one are quoted from. `request` is parsed with singleBookingRequestSchema(facts.rules).
 */
export function singleQuoteParts(
  request: SingleBookingRequest,
  facts: BookingFacts,
  promoUse?: PromoUse | null,
  sold?: SoldStay,
): QuoteParts {
  const extras = extraClaims(request.extras);
  const stay = { ...request, promo: promoUse?.terms, sold };
  switch (request.serviceType) {
    case "room":
      return withPromoUses(
        {
          price: priceRoomStay(facts.rates, { ...stay, roomType: request.roomType }),
          claims: [
            { unitKey: roomUnitKey(request.roomType), quantity: request.quantity },
            ...extras,
          ],
        },
        promoUse,
      );
    case "camp":
      return withPromoUses(
        {
          price: priceCampStay(facts.rates, stay),
          claims: [{ unitKey: facts.campKey, quantity: request.quantity }, ...extras],
        },
        promoUse,
      );
    case "parking":
      return withPromoUses(
        {
          price: priceParkingStay(facts.rates, stay),
          claims: [{ unitKey: PARKING_UNIT_KEY, quantity: request.quantity }, ...extras],
        },
        promoUse,
      );
  }
}

/** As singleQuoteParts, for a package request (packageRequestSchema(facts.rules)). */
export function packageQuoteParts(
  request: PackageRequest,
  facts: BookingFacts,
  promoUse?: PromoUse | null,
  sold?: SoldStay,
): QuoteParts {
  const units = request.services.room.master.quantity;
  const parkingSpots = request.services.parking.quantity;
  const claims: ClaimLine[] = [
    { unitKey: roomUnitKey("master"), quantity: units },
    { unitKey: roomUnitKey("kids"), quantity: units },
    { unitKey: facts.campKey, quantity: units },
  ];
  if (parkingSpots > 0) claims.push({ unitKey: PARKING_UNIT_KEY, quantity: parkingSpots });
  claims.push(...extraClaims(request.extras));
  return withPromoUses(
    {
      price: pricePackageStay(facts.rates, {
        units,
        parkingSpots,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        extras: request.extras,
        promo: promoUse?.terms,
        sold,
      }),
      claims,
    },
    promoUse,
  );
}

/** The unit types a request sleeps in, which a promo code must cover some of. */
export function unitTypesOf(request: SingleBookingRequest | PackageRequest): RateUnitType[] {
  if (!("serviceType" in request)) {
    return request.services.parking.quantity > 0
      ? ["master", "kids", "camp", "parking"]
      : ["master", "kids", "camp"];
  }
  return [request.serviceType === "room" ? request.roomType : request.serviceType];
}
