import { bookingReference } from "@camp/shared/booking/booking-reference";
import { priceRoomStay, type Rates } from "@camp/shared/booking/pricing";
import {
  creditLinesOf,
  type DocumentContent,
  type DocumentParty,
  documentNumber,
  invoiceLinesOf,
} from "@camp/shared/tax/tax-documents";
import { DEFAULT_TAX_TERMS } from "@camp/shared/tax/tax-terms";

/**
 * Documents as the documents feature stores them, built with the shared builders from a priced
 * stay: two master rooms for three nights with a camel ride, a promo code and the Tourism Dirham
 * fee (AED 15 a room-night), and the credit note of a partial refund of that invoice.
 */
export const SUPPLIER: DocumentParty = {
  nameEn: "Desert Camp Resort L.L.C.",
  nameAr: "منتجع مخيم الصحراء ذ.م.م.",
  addressEn: "Al Faqa, Dubai, United Arab Emirates",
  addressAr: "الفقع، دبي، الإمارات العربية المتحدة",
  trn: "100234567800003",
};

const BOOKING_ID = "6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f";
const CHECK_IN = "2027-03-04";
const CHECK_OUT = "2027-03-07";

const rates: Rates = {
  room: { master: 190_000, kids: 80_000 },
  camp: 50_000,
  parking: { weekday: 10_000, weekend: 15_000 },
  extras: [
    {
      id: "extra-camel",
      slug: "camel-ride",
      name: "Camel ride at sunset",
      nameAr: "ركوب الجمال عند الغروب",
      priceType: "person",
      priceMinor: 12_500,
      days: [0, 1, 2, 3, 4, 5, 6],
      dailyCapacity: 20,
    },
  ],
  tax: {
    ...DEFAULT_TAX_TERMS,
    tourismFeeMinor: { master: 1_500, kids: 1_500, camp: 1_000, parking: 700 },
  },
};

/** The priced stay the fixtures' documents are issued for. */
export const priceOfStay = () =>
  priceRoomStay(rates, {
    roomType: "master",
    quantity: 2,
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    extras: [{ id: "extra-camel", date: "2027-03-05", quantity: 4 }],
    promo: {
      id: "promo-1",
      code: "SPRING10",
      percentOff: 10,
      amountOffMinor: null,
      stayFrom: null,
      stayTo: null,
      unitTypes: null,
      minNights: null,
    },
  });

/** The invoice (a receipt when `trn` is null) issued when the stay was paid. */
export function invoiceContent(overrides: Partial<DocumentContent> = {}): DocumentContent {
  const price = priceOfStay();
  const trn = overrides.supplier?.trn === undefined ? SUPPLIER.trn : overrides.supplier.trn;
  const kind = trn ? "invoice" : "receipt";
  return {
    kind,
    number: documentNumber(kind, 2027, 1),
    issuedAt: "2027-02-20T09:15:00.000Z",
    reason: "booking",
    supplier: SUPPLIER,
    customer: {
      name: "Fatima Al Harbi",
      email: "fatima@example.com",
      companyName: null,
      companyTrn: null,
      companyAddress: null,
    },
    booking: {
      id: BOOKING_ID,
      reference: bookingReference(BOOKING_ID),
      serviceType: "room",
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      nights: 3,
    },
    ...invoiceLinesOf(price.lines, CHECK_IN, price.vatRateBp),
    vatRateBp: price.vatRateBp,
    corrects: null,
    ...overrides,
  };
}

/** The credit note of `amountMinor` given back on `invoice` (a cancellation's refund). */
export function creditNoteContent(invoice: DocumentContent, amountMinor: number): DocumentContent {
  return {
    ...invoice,
    kind: "credit_note",
    number: documentNumber("credit_note", 2027, 1),
    issuedAt: "2027-02-27T13:40:00.000Z",
    reason: "refund",
    ...creditLinesOf(invoice, amountMinor),
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}
