import type { QuoteResponse } from "@camp/shared/booking/booking-api";
import {
  type PackageRequest,
  packageRequestSchema,
  type SingleBookingRequest,
  singleBookingRequestSchema,
} from "@camp/shared/booking/booking-forms";
import {
  discountOf,
  nightsInAed,
  type Price,
  priceCampStay,
  pricePackageStay,
  priceParkingStay,
  priceRoomStay,
  type SoldStay,
  stayNightsOf,
} from "@camp/shared/booking/pricing";
import { unitNightsOf } from "@camp/shared/booking/unit-nights";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { listNights } from "@camp/shared/dates/stay-dates";
import type { ExtraChoice } from "@camp/shared/extras/extras-schemas";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import { taxInAed } from "@camp/shared/tax/price-tax";
import type { ClaimLine } from "../../db/schema";
import {
  extraUnitKey,
  isExtraUnitKey,
  PARKING_UNIT_KEY,
  roomUnitKey,
  toPublicUnit,
} from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { rememberLatest } from "../../lib/remember-latest";
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
  insertPriceCheckQuote,
  insertQuote,
  type NewQuote,
  type QuoteRow,
} from "./quote-repository";

export type QuoteAnswer = QuoteResponse["data"];

/** The request schemas of today's rules, built again only when the rules change. */
const singleRequestSchemaFor = rememberLatest(singleBookingRequestSchema);
const packageRequestSchemaFor = rememberLatest(packageRequestSchema);

export type QuoteParts = { price: Price; claims: ClaimLine[] };

/** A code's uses are claimed only when it takes something off (docs/decisions/026). */
const withPromoUses = (parts: QuoteParts, promo: PromoUse | null | undefined): QuoteParts =>
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
function unitTypesOf(request: SingleBookingRequest | PackageRequest): RateUnitType[] {
  if (!("serviceType" in request)) {
    return request.services.parking.quantity > 0
      ? ["master", "kids", "camp", "parking"]
      : ["master", "kids", "camp"];
  }
  return [request.serviceType === "room" ? request.roomType : request.serviceType];
}

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

/** A priced stay's quote columns; its price holds QUOTE_MINUTES (or until `extra.expiresAt`). */
function quoteColumns(
  ctx: AppContext,
  { parts, values }: PricedRequest,
  status: "confirmed" | "pending",
  extra: Partial<NewQuote> = {},
) {
  const now = ctx.clock.now();
  return {
    ...values,
    ...extra,
    nights: parts.price.nights,
    claims: parts.claims,
    priceLines: parts.price.lines,
    unitPriceMinor: parts.price.unitPrice,
    totalMinor: parts.price.total,
    vatRateBp: parts.price.vatRateBp,
    status,
    expiresAt: extra.expiresAt ?? new Date(now.getTime() + ctx.config.QUOTE_MINUTES * 60_000),
  };
}

/** Saves the priced stay as a quote whose price holds QUOTE_MINUTES (or until `extra.expiresAt`). */
export function insertPricedQuote(
  ctx: AppContext,
  priced: PricedRequest,
  status: "confirmed" | "pending",
  extra: Partial<NewQuote> = {},
): Promise<QuoteRow> {
  return insertQuote(ctx.db, quoteColumns(ctx, priced, status, extra));
}

/**
 * Prices the stay and looks at the stock: `confirmed` when every night has room, `pending` when
 * some night is short. A request for more units than the resort has at all is refused outright.
 */
async function quoteRequest(
  ctx: AppContext,
  userId: string,
  kind: "single" | "package",
  body: unknown,
): Promise<QuoteAnswer> {
  const priced = await priceRequest(ctx, userId, kind, body);
  const shortages = await findPricedShortages(ctx, priced);
  const quote = quoteColumns(ctx, priced, shortages.length === 0 ? "confirmed" : "pending");
  const id = await insertPriceCheckQuote(ctx.db, quote);
  return toQuoteAnswer({ ...quote, id }, shortages, ctx.config.HOLD_MINUTES);
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

/** The quote as check-availability answers it; the short nights say why a quote is pending. */
export function toQuoteAnswer(
  quote: Pick<
    QuoteRow,
    | "id"
    | "unitPriceMinor"
    | "totalMinor"
    | "vatRateBp"
    | "status"
    | "nights"
    | "checkIn"
    | "priceLines"
    | "expiresAt"
  >,
  shortages: Shortage[],
  holdMinutes: number,
): QuoteAnswer {
  return {
    price: toMajorUnits(quote.unitPriceMinor),
    status: quote.status,
    totalAmount: toMajorUnits(quote.totalMinor),
    nights: quote.nights,
    quoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
    holdMinutes,
    nightly: nightsInAed(stayNightsOf(quote.priceLines, quote.checkIn)),
    unitNightly: nightsInAed(unitNightsOf(quote.priceLines, quote.checkIn)),
    ...taxInAed(quote.priceLines, quote.vatRateBp),
    discount: toMajorUnits(discountOf(quote.priceLines)?.amount ?? 0),
    shortNights: shortages.map((shortage) => ({
      date: shortage.night,
      unit: toPublicUnit(shortage.unitKey),
      remaining: shortage.remaining,
      requested: shortage.requested,
    })),
  };
}

export function quoteSingleService(
  ctx: AppContext,
  userId: string,
  body: unknown,
): Promise<QuoteAnswer> {
  return quoteRequest(ctx, userId, "single", body);
}

export function quotePackage(ctx: AppContext, userId: string, body: unknown): Promise<QuoteAnswer> {
  return quoteRequest(ctx, userId, "package", body);
}
