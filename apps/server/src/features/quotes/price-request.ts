import type { PackageRequest, SingleBookingRequest } from "@camp/shared/booking/booking-forms";
import type { SoldStay } from "@camp/shared/booking/pricing";
import { listNights } from "@camp/shared/dates/stay-dates";
import { extraUnitKey, isExtraUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validate";
import { type BookingFacts, fitStayToCalendar, loadBookingFacts } from "../bookings/booking-facts";
import { findShortages, type Shortage } from "../inventory/inventory-service";
import {
  assertChargeableWithPromo,
  findPromoForStay,
  MIN_CARD_CHARGE_MINOR,
  type PromoUse,
  promoUseRefusal,
} from "../promo-codes/promo-for-stay";
import { stayDatesOf } from "../rates/stay-calendar";
import {
  packageQuoteParts,
  packageRequestSchemaFor,
  type QuoteParts,
  singleQuoteParts,
  singleRequestSchemaFor,
  unitTypesOf,
} from "./quote-parts";
import type { NewQuote } from "./quote-repository";

/** What a quote is made of, before it is saved: the prices, the units and the quote's columns. */
type QuoteValues = Omit<
  NewQuote,
  "nights" | "claims" | "priceLines" | "unitPriceMinor" | "totalMinor" | "status" | "expiresAt"
>;
export type PricedRequest = {
  facts: BookingFacts;
  parts: QuoteParts;
  values: QuoteValues;
  /** The promo code applied, if any (decision 026). */
  promo: PromoUse | null;
};

/**
 * A change of a booking re-applies the booking's own code when it still fits, with no new use
 * (decision 026): the booking and the code, from its discount line.
 */
export type OwnPromo = { promoCodeId: string; bookingId: string };

/**
 * The booking a change is priced for: its own code (decision 026), its stored lines, whose nights
 * keep their sold price (decision 025), and its dates, whose stay rules are judged again only when
 * the change moves them.
 */
export type ChangeOf = {
  ownPromo?: OwnPromo | undefined;
  sold: SoldStay;
  checkOut: string;
};

/**
 * A request of either kind, validated by today's rules and priced at today's rates: the one path
 * check-availability and a booking's change both take (decision 019). For a change (`change`) the
 * nights the booking holds keep their sold price, only what the change adds is at today's rates.
 */
export async function priceRequest(
  ctx: AppContext,
  userId: string,
  kind: "single" | "package",
  body: unknown,
  change?: ChangeOf,
): Promise<PricedRequest> {
  const facts = await loadBookingFacts(ctx, stayDatesOf(body));
  const pricing: Pricing = { ctx, userId, facts, change };
  return kind === "single" ? priceSingleRequest(pricing, body) : pricePackageRequest(pricing, body);
}

/** Who asks, today's facts, and the booking when the request is its change. */
type Pricing = {
  ctx: AppContext;
  userId: string;
  facts: BookingFacts;
  change: ChangeOf | undefined;
};

async function priceSingleRequest(pricing: Pricing, body: unknown): Promise<PricedRequest> {
  const { userId, facts, change } = pricing;
  const request = parseOrThrow(singleRequestSchemaFor(facts.rules), body);
  await fitStayToCalendar(pricing.ctx, facts, request, isJudgedByRules(change, request));
  const { promo, parts } = chargeable(change, await findPromoOf(pricing, request), (code) =>
    singleQuoteParts(request, facts, code, change?.sold),
  );
  return {
    facts,
    promo,
    parts,
    values: {
      userId,
      serviceType: request.serviceType,
      bookingType: "single",
      roomType: request.serviceType === "room" ? request.roomType : null,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      quantity: request.quantity,
      guests: request.guests,
      request,
    },
  };
}

async function pricePackageRequest(pricing: Pricing, body: unknown): Promise<PricedRequest> {
  const { userId, facts, change } = pricing;
  const request = parseOrThrow(packageRequestSchemaFor(facts.rules), body);
  await fitStayToCalendar(pricing.ctx, facts, request, isJudgedByRules(change, request));
  const { promo, parts } = chargeable(change, await findPromoOf(pricing, request), (code) =>
    packageQuoteParts(request, facts, code, change?.sold),
  );
  const { room, camp } = request.services;
  return {
    facts,
    promo,
    parts,
    values: {
      userId,
      serviceType: "package",
      bookingType: "package",
      roomType: null,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      quantity: room.master.quantity,
      guests: room.master.guests + room.kids.guests + camp.guests,
      request,
    },
  };
}

/** A change that keeps its dates is not held to a stay rule set after it was booked. */
const isJudgedByRules = (
  change: ChangeOf | undefined,
  request: { checkIn: string; checkOut: string },
) => !change || request.checkIn !== change.sold.checkIn || request.checkOut !== change.checkOut;

/**
 * The parts with the code, when a card could still take the total: a new booking's code that
 * would not is refused; a change's own code is dropped instead, the change priced without it
 * (decision 026: a stay always costs at least the card minimum).
 */
function chargeable(
  change: ChangeOf | undefined,
  promo: PromoUse | null,
  partsWith: (promo: PromoUse | null) => QuoteParts,
): { promo: PromoUse | null; parts: QuoteParts } {
  const parts = partsWith(promo);
  if (change && promo && parts.price.total < MIN_CARD_CHARGE_MINOR) {
    return { promo: null, parts: partsWith(null) };
  }
  assertChargeableWithPromo(parts.price.total, promo);
  return { promo, parts };
}

/** The promo code the request names (or, for a change, the booking's own) for this stay. */
function findPromoOf(pricing: Pricing, request: SingleBookingRequest | PackageRequest) {
  const { ctx, facts } = pricing;
  return findPromoForStay(ctx.db, {
    code: request.promoCode,
    userId: pricing.userId,
    today: facts.rules.today,
    now: ctx.clock.now(),
    stay: {
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      unitTypes: unitTypesOf(request),
    },
    totals: facts.totals,
    own: pricing.change?.ownPromo,
  });
}

/** A request for more units than the resort has at all is refused outright. */
function assertUnitsExist({ facts, parts }: PricedRequest): void {
  for (const claim of parts.claims) {
    if (claim.night !== undefined) continue;
    const total = facts.totals.get(claim.unitKey) ?? 0;
    if (claim.quantity > total) {
      throw new AppError(
        "NOT_ENOUGH_UNITS",
        `We have only ${total} of these in total. Please choose fewer.`,
        undefined,
        { params: { total } },
      );
    }
  }
}

/**
 * The nights on which the priced stay does not fit the stock now; a booking being changed does
 * not count its own claims (`exceptBookingId`), nor does a quote priced again its hold
 * (`exceptQuoteId`). A sold-out activity day or a promo code without a use left is refused; a
 * change's own code is not judged again.
 */
export async function findPricedShortages(
  ctx: AppContext,
  priced: PricedRequest,
  exceptBookingId?: string,
  exceptQuoteId?: string,
): Promise<Shortage[]> {
  assertUnitsExist(priced);
  // A booking's own code's use only moves with its change: never judged again (decision 026).
  const ownUses = new Set(
    priced.promo?.isOwn ? priced.promo.claims.map((claim) => claim.unitKey) : [],
  );
  const shortages = (
    await findShortages(ctx.db, {
      claims: priced.parts.claims,
      nights: listNights(priced.values.checkIn, priced.values.checkOut),
      totals: priced.facts.totals,
      now: ctx.clock.now(),
      exceptBookingId,
      exceptQuoteId,
    })
  ).filter((shortage) => !ownUses.has(shortage.unitKey));
  assertExtrasFit(shortages, priced.facts);
  const promoRefusal = promoUseRefusal(shortages, priced.facts.totals);
  if (promoRefusal) throw promoRefusal;
  return shortages;
}

/**
 * A sold-out activity day is no pending request: the price check is refused (409 EXTRA_SOLD_OUT),
 * naming the activity and the day, so the guest picks another day or fewer people. Exported for
 * the change of a booking, which quotes from the same parts.
 */
export function assertExtrasFit(shortages: Shortage[], facts: Pick<BookingFacts, "rates">): void {
  const soldOut = shortages.find((shortage) => isExtraUnitKey(shortage.unitKey));
  if (!soldOut) return;
  const extra = facts.rates.extras?.find(
    (candidate) => extraUnitKey(candidate.id) === soldOut.unitKey,
  );
  const activity = extra?.name ?? "This activity";
  throw new AppError(
    "EXTRA_SOLD_OUT",
    `${activity} is sold out on ${soldOut.night}: ${soldOut.remaining} left. Choose another day or fewer.`,
    undefined,
    {
      params: {
        activity,
        activityAr: extra?.nameAr ?? activity,
        date: soldOut.night,
        remaining: soldOut.remaining,
      },
    },
  );
}
