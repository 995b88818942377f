import { describe, expect, it } from "vitest";
import { errorsOf } from "../testing/errors-of";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingResponseSchema,
  cardErrorResponseSchema,
  createBookingInputSchema,
  myBookingsResponseSchema,
  processPaymentInputSchema,
  processPaymentResponseSchema,
  QUOTE_STATES,
  quoteDetailResponseSchema,
  quoteDetailSchema,
  quoteResponseSchema,
  sandboxConfirmInputSchema,
  sandboxConfirmResponseSchema,
  storedBookingSchema,
  UNIT_KEYS,
} from "./booking-api";
import { BOOKING_STATUSES, PAYMENT_STATUSES, SERVICE_TYPES } from "./booking-limits";
import { paymentKeyResponseSchema } from "./payment-key";

/** Refused with zod's own wording: what matters is which field. */
const refused = expect.any(String);
const quoteId = "7f3c2a9e-4b1d-4c8e-9a2f-1e5d6c7b8a90";

describe("availability query (GET /api/booking/availability)", () => {
  const query = { serviceType: "room", roomType: "kids", from: "2026-12-01", to: "2026-12-31" };

  it.each([
    [query, {}],
    [{ serviceType: "camp", from: "2026-12-01", to: "2026-12-02" }, {}],
    [{ serviceType: "parking", from: "2028-02-29", to: "2028-03-01" }, {}],
    [
      { ...query, serviceType: "package" },
      { serviceType: "serviceType must be room, camp or parking" },
    ],
    [
      { ...query, serviceType: undefined },
      { serviceType: "serviceType must be room, camp or parking" },
    ],
    [{ ...query, roomType: "suite" }, { roomType: "Room type must be master or kids" }],
    [{ ...query, from: "2026-12-1" }, { from: "from must be a date as YYYY-MM-DD" }],
    [{ ...query, from: "2026-02-30" }, { from: "from must be a date as YYYY-MM-DD" }],
    [{ ...query, from: "0000-01-01" }, { from: "from must be a date as YYYY-MM-DD" }],
    [{ ...query, from: undefined }, { from: "from must be a date as YYYY-MM-DD" }],
    [{ ...query, to: "31/12/2026" }, { to: "to must be a date as YYYY-MM-DD" }],
    [{ ...query, to: "2027-02-29" }, { to: "to must be a date as YYYY-MM-DD" }],
    [{ ...query, to: "0000-12-31" }, { to: "to must be a date as YYYY-MM-DD" }],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(availabilityQuerySchema, input)).toEqual(expected);
  });

  it("reads the nights the server sends", () => {
    const body = {
      success: true,
      data: {
        serviceType: "room",
        roomType: "master",
        total: 5,
        nights: [
          { date: "2026-12-01", remaining: 5 },
          { date: "2026-12-02", remaining: 0 },
        ],
      },
    };
    expect(availabilityResponseSchema.parse(body)).toEqual(body);
    for (const serviceType of ["camp", "parking"]) {
      const other = { ...body, data: { serviceType, total: 6, nights: [] } };
      expect(availabilityResponseSchema.parse(other)).toEqual(other);
    }
    expect(
      availabilityResponseSchema.safeParse({ ...body, data: { ...body.data, total: 2.5 } }).success,
    ).toBe(false);
    expect(
      availabilityResponseSchema.safeParse({
        ...body,
        data: { ...body.data, serviceType: "package" },
      }).success,
    ).toBe(false);
  });
});

describe("quote responses", () => {
  const quote = {
    success: true,
    data: {
      price: 950,
      status: "pending",
      totalAmount: 1900,
      nights: 2,
      quoteId,
      expiresAt: "2026-11-20T10:15:00.000Z",
      holdMinutes: 15,
      shortNights: [{ date: "2026-12-01", unit: "room:master", remaining: 1, requested: 2 }],
      nightly: [{ date: "2026-12-01", amount: 1900 }],
      unitNightly: [{ date: "2026-12-01", amount: 950 }],
      discount: 0,
      vatAmount: 90.48,
      tourismFee: 0,
      vatRate: 5,
    },
  };

  it("reads a quote with its short nights", () => {
    expect(quoteResponseSchema.parse(quote)).toEqual(quote);
  });

  it.each(UNIT_KEYS)("names a short night of %s", (unit) => {
    const body = {
      ...quote,
      data: { ...quote.data, shortNights: [{ ...quote.data.shortNights[0], unit }] },
    };
    expect(quoteResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ["an unknown status", { status: "waiting" }],
    ["fractional nights", { nights: 1.5 }],
    ["no quote id", { quoteId: undefined }],
    ["no short nights", { shortNights: undefined }],
    [
      "a short night of an unknown unit",
      {
        shortNights: [{ date: "2026-12-01", unit: "spa", remaining: 0, requested: 1 }],
      },
    ],
    [
      "a fractional remaining count",
      {
        shortNights: [{ date: "2026-12-01", unit: "camp", remaining: 0.5, requested: 1 }],
      },
    ],
  ])("refuses %s", (_label, change) => {
    expect(
      quoteResponseSchema.safeParse({ ...quote, data: { ...quote.data, ...change } }).success,
    ).toBe(false);
  });
});

const quoteDetail = {
  quoteId,
  serviceType: "package",
  bookingType: "package",
  roomType: null,
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 1,
  guests: 6,
  price: 2050,
  totalAmount: 4400,
  status: "confirmed",
  state: "paying",
  expiresAt: "2026-11-20T10:15:00.000Z",
  holdExpiresAt: "2026-11-20T10:30:00.000Z",
  paymentIntentId: "pi_123",
  bookingId: null,
  lines: [
    { service: "room:master", quantity: 1, perNight: 950, amount: 1900 },
    { service: "room:kids", quantity: 1, perNight: 650, amount: 1300 },
    { service: "camp", quantity: 1, perNight: 450, amount: 900 },
    { service: "parking", quantity: 1, perNight: 150, amount: 300 },
  ],
  nightly: [
    { date: "2026-12-01", amount: 2200 },
    { date: "2026-12-02", amount: 2200 },
  ],
  discount: { code: "WINTER10", amount: 440 },
  vatAmount: 209.52,
  tourismFee: 0,
  vatRate: 5,
  cancellationTerms: null,
  extras: [
    {
      extraId: "x_1",
      name: "Car safari",
      nameAr: "رحلة سفاري بالسيارة",
      priceType: "person",
      date: "2026-12-01",
      quantity: 2,
      unitPrice: 300,
      amount: 600,
    },
  ],
};

describe("quote detail (GET /api/booking/quote/:quoteId, what the payment page resumes from)", () => {
  it("reads a package quote in payment", () => {
    expect(quoteDetailResponseSchema.parse({ success: true, data: quoteDetail })).toEqual({
      success: true,
      data: quoteDetail,
    });
  });

  it("reads a room quote before the payment starts and after it is fulfilled", () => {
    const open = {
      ...quoteDetail,
      serviceType: "room",
      bookingType: "single",
      roomType: "kids",
      state: "open",
      holdExpiresAt: null,
      paymentIntentId: null,
      lines: [{ service: "room:kids", quantity: 2, perNight: 1300, amount: 2600 }],
      extras: [],
    };
    expect(quoteDetailSchema.parse(open)).toEqual(open);
    const fulfilled = { ...open, state: "fulfilled", paymentIntentId: "pi_9", bookingId: "b_1" };
    expect(quoteDetailSchema.parse(fulfilled)).toEqual(fulfilled);
  });

  it.each(QUOTE_STATES)("knows the state %s", (state) => {
    expect(quoteDetailSchema.parse({ ...quoteDetail, state }).state).toBe(state);
  });

  it("lists the quote's life: open, paying, then fulfilled, expired or refunded", () => {
    expect(QUOTE_STATES).toEqual([
      "open",
      "paying",
      "fulfilled",
      "expired",
      "refund_required",
      "refunded",
    ]);
  });

  it.each(SERVICE_TYPES)("knows the service %s", (serviceType) => {
    expect(quoteDetailSchema.parse({ ...quoteDetail, serviceType }).serviceType).toBe(serviceType);
  });

  it.each([
    ["an unknown state", { state: "paid" }],
    ["an unknown service", { serviceType: "spa" }],
    ["an unknown booking type", { bookingType: "group" }],
    ["an unknown room type", { roomType: "suite" }],
    ["an unknown availability", { status: "full" }],
    ["fractional nights", { nights: 2.5 }],
    ["a fractional quantity", { quantity: 0.5 }],
    ["fractional guests", { guests: 1.5 }],
    ["a missing hold time", { holdExpiresAt: undefined }],
    ["a missing payment intent", { paymentIntentId: undefined }],
    ["a missing booking", { bookingId: undefined }],
    ["a text price", { price: "950" }],
    ["a text total", { totalAmount: "4400" }],
    [
      "a line of an unknown service",
      { lines: [{ service: "spa", quantity: 1, perNight: 1, amount: 1 }] },
    ],
    [
      "a line of fractional quantity",
      {
        lines: [{ service: "camp", quantity: 1.5, perNight: 1, amount: 1 }],
      },
    ],
    ["a line without its amount", { lines: [{ service: "camp", quantity: 1, perNight: 1 }] }],
  ])("refuses %s", (_label, change) => {
    expect(quoteDetailSchema.safeParse({ ...quoteDetail, ...change }).success).toBe(false);
  });

  it("refuses an answer that is not a success", () => {
    expect(quoteDetailResponseSchema.safeParse({ success: false, data: quoteDetail }).success).toBe(
      false,
    );
  });
});

describe("payment calls", () => {
  it.each([
    [{ stripeApiKey: "", provider: "sandbox" }, true],
    [{ stripeApiKey: "pk_test_123", provider: "stripe" }, true],
    [{ stripeApiKey: "pk_test_123", provider: "paypal" }, false],
    [{ provider: "stripe" }, false],
  ])("payment key %j readable: %s", (body, readable) => {
    expect(paymentKeyResponseSchema.safeParse(body).success).toBe(readable);
    if (readable) expect(paymentKeyResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    [{ amount: 190_000, quoteId }, {}],
    [{ amount: 190_000, quoteId, isPrivateBooking: true }, {}],
    [{ amount: 0, quoteId, isPrivateBooking: false }, {}],
    [{ quoteId }, { amount: "amount is required" }],
    [{ amount: "190000", quoteId }, { amount: "amount is required" }],
    [{ amount: 1900.5, quoteId }, { amount: "amount must be in fils (a whole number)" }],
    [{ amount: 190_000 }, { quoteId: "quoteId is required" }],
    [{ amount: 190_000, quoteId: "quote-1" }, { quoteId: "quoteId is required" }],
    [{ amount: 190_000, quoteId, isPrivateBooking: "yes" }, { isPrivateBooking: refused }],
  ])("process payment %j -> %j", (input, expected) => {
    expect(errorsOf(processPaymentInputSchema, input)).toEqual(expected);
  });

  it("keeps the guest's private-booking choice with the payment", () => {
    expect(
      processPaymentInputSchema.parse({ amount: 100, quoteId, isPrivateBooking: true }),
    ).toEqual({ amount: 100, quoteId, isPrivateBooking: true });
  });

  it("reads the client secret and intent of a started payment", () => {
    const body = { client_secret: "pi_1_secret_2", paymentIntentId: "pi_1" };
    expect(processPaymentResponseSchema.parse(body)).toEqual(body);
    expect(processPaymentResponseSchema.safeParse({ client_secret: "pi_1_secret_2" }).success).toBe(
      false,
    );
  });

  const confirm = {
    client_secret: "pi_1_secret_2",
    card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    billing_details: { name: "Layla Hassan", email: "layla@example.com" },
  };

  it.each([
    [confirm, {}],
    [{ ...confirm, billing_details: undefined }, {}],
    [{ ...confirm, billing_details: {} }, {}],
    [{ ...confirm, client_secret: "" }, { client_secret: "client_secret is required" }],
    [
      { ...confirm, card: { ...confirm.card, number: "" } },
      { "card.number": "Card number is required" },
    ],
    [{ ...confirm, card: { ...confirm.card, number: "4".repeat(30) } }, {}],
    [{ ...confirm, card: { ...confirm.card, number: "4".repeat(31) } }, { "card.number": refused }],
    [{ ...confirm, card: { ...confirm.card, cvc: "1234" } }, {}],
    [{ ...confirm, card: { ...confirm.card, cvc: "" } }, {}],
    [{ ...confirm, card: { ...confirm.card, cvc: "12345" } }, { "card.cvc": refused }],
    [{ ...confirm, card: { ...confirm.card, exp_month: 1.5 } }, { "card.exp_month": refused }],
    [{ ...confirm, card: { ...confirm.card, exp_year: "2030" } }, { "card.exp_year": refused }],
    [{ ...confirm, billing_details: { name: "x".repeat(200) } }, {}],
    [
      { ...confirm, billing_details: { name: "x".repeat(201) } },
      { "billing_details.name": refused },
    ],
    [{ ...confirm, billing_details: { email: "x".repeat(254) } }, {}],
    [
      { ...confirm, billing_details: { email: "x".repeat(255) } },
      { "billing_details.email": refused },
    ],
  ])("sandbox card confirmation %#", (input, expected) => {
    expect(errorsOf(sandboxConfirmInputSchema, input)).toEqual(expected);
  });

  it("reads the sandbox's confirmed intent", () => {
    const body = { paymentIntent: { id: "pi_1", status: "succeeded", amount: 190_000 } };
    expect(sandboxConfirmResponseSchema.parse(body)).toEqual(body);
    expect(
      sandboxConfirmResponseSchema.safeParse({
        paymentIntent: { ...body.paymentIntent, amount: 1900.5 },
      }).success,
    ).toBe(false);
  });

  it("reads a declined card as a card error, and only that", () => {
    const declined = {
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    };
    expect(cardErrorResponseSchema.parse(declined)).toEqual(declined);
    expect(
      cardErrorResponseSchema.safeParse({ error: { ...declined.error, type: "api_error" } })
        .success,
    ).toBe(false);
    expect(
      cardErrorResponseSchema.safeParse({ error: { type: "card_error", code: "card_declined" } })
        .success,
    ).toBe(false);
    expect(
      cardErrorResponseSchema.safeParse({ success: false, code: "x", message: "y" }).success,
    ).toBe(false);
  });
});

describe("booking call (POST /api/booking)", () => {
  const booking = { quoteId, paymentInfo: { id: "pi_1", status: "succeeded" } };

  it.each([
    [booking, {}],
    [{ ...booking, paymentInfo: { id: "pi_1" } }, {}],
    [
      {
        ...booking,
        serviceType: "room",
        totalAmount: 1900,
        bookingType: "single",
        isPrivateBooking: true,
        paymentStatus: "succeeded",
      },
      {},
    ],
    [{ ...booking, quoteId: undefined }, { quoteId: "quoteId is required" }],
    [{ ...booking, quoteId: "not-a-uuid" }, { quoteId: "quoteId is required" }],
    [{ ...booking, paymentInfo: {} }, { "paymentInfo.id": "paymentInfo.id is required" }],
    [{ ...booking, paymentInfo: { id: "" } }, { "paymentInfo.id": "paymentInfo.id is required" }],
    [{ ...booking, paymentInfo: { id: 5 } }, { "paymentInfo.id": "paymentInfo.id is required" }],
    [{ ...booking, paymentInfo: { id: "pi_1", status: 3 } }, { "paymentInfo.status": refused }],
    [{ ...booking, paymentInfo: undefined }, { paymentInfo: refused }],
    [{ ...booking, serviceType: "spa" }, { serviceType: refused }],
    [{ ...booking, bookingType: "group" }, { bookingType: refused }],
    [{ ...booking, totalAmount: "1900" }, { totalAmount: refused }],
    [{ ...booking, isPrivateBooking: "no" }, { isPrivateBooking: refused }],
    [{ ...booking, paymentStatus: 1 }, { paymentStatus: refused }],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(createBookingInputSchema, input)).toEqual(expected);
  });

  it("keeps what the guest sent", () => {
    const full = {
      ...booking,
      serviceType: "package",
      totalAmount: 4400,
      bookingType: "package",
      isPrivateBooking: false,
      paymentStatus: "succeeded",
    };
    expect(createBookingInputSchema.parse(full)).toEqual(full);
  });
});

const stored = {
  _id: "b_1",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status: "confirmed",
  createdAt: "2026-11-20T10:00:00.000Z",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 2,
  guests: 4,
  isPrivateBooking: false,
  totalAmount: 3800,
  paymentStatus: "completed",
  chargedAmount: 3800,
  extras: [],
  nightly: [
    { date: "2026-12-01", amount: 1900 },
    { date: "2026-12-02", amount: 1900 },
  ],
  discount: null,
  vatAmount: 180.95,
  tourismFee: 0,
  vatRate: 5,
};
const storedPackage = {
  ...stored,
  _id: "b_2",
  serviceType: "package",
  bookingType: "package",
  roomType: null,
  status: "pending",
  isPrivateBooking: true,
  paymentStatus: "authorised",
  chargedAmount: 0,
  services: {
    room: { master: { quantity: 1, price: 950 }, kids: { quantity: 1, price: 650 } },
    camp: { quantity: 1, price: 450 },
    parking: { quantity: 0, price: 0 },
  },
};

describe("stored bookings (what /my-booking lists)", () => {
  it("reads a single booking and a package with its services", () => {
    expect(bookingResponseSchema.parse({ success: true, data: stored })).toEqual({
      success: true,
      data: stored,
    });
    expect(storedBookingSchema.parse(storedPackage)).toEqual(storedPackage);
  });

  it.each(BOOKING_STATUSES)("knows the booking status %s", (status) => {
    expect(storedBookingSchema.parse({ ...stored, status }).status).toBe(status);
  });

  it.each(PAYMENT_STATUSES)("knows the payment status %s", (paymentStatus) => {
    expect(storedBookingSchema.parse({ ...stored, paymentStatus }).paymentStatus).toBe(
      paymentStatus,
    );
  });

  it.each([
    ["an unknown status", { status: "paid" }],
    ["an unknown payment status", { paymentStatus: "succeeded" }],
    ["an unknown booking type", { bookingType: "group" }],
    ["a missing room type", { roomType: undefined }],
    ["a text privacy flag", { isPrivateBooking: "false" }],
    ["fractional nights", { nights: 1.5 }],
    ["a fractional quantity", { quantity: 1.5 }],
    ["fractional guests", { guests: 2.5 }],
    ["a missing creation time", { createdAt: undefined }],
    ["no word on what was charged", { chargedAmount: undefined }],
    [
      "a service count that is fractional",
      {
        services: { ...storedPackage.services, camp: { quantity: 0.5, price: 450 } },
      },
    ],
    [
      "services without parking",
      {
        services: { room: storedPackage.services.room, camp: storedPackage.services.camp },
      },
    ],
    [
      "services without the kids room",
      {
        services: { ...storedPackage.services, room: { master: { quantity: 1, price: 950 } } },
      },
    ],
  ])("refuses %s", (_label, change) => {
    expect(storedBookingSchema.safeParse({ ...stored, ...change }).success).toBe(false);
  });

  it("reads both lists of GET /api/booking/me, packeageBooking spelled as the spec spells it", () => {
    const body = {
      success: true,
      booking: { data: [stored] },
      packeageBooking: { data: [storedPackage] },
    };
    expect(myBookingsResponseSchema.parse(body)).toEqual(body);
    const { packeageBooking, ...rest } = body;
    expect(
      myBookingsResponseSchema.safeParse({ ...rest, packageBooking: packeageBooking }).success,
    ).toBe(false);
    expect(myBookingsResponseSchema.safeParse({ ...body, success: false }).success).toBe(false);
  });
});
