import type { AdminBookingsQuery } from "@camp/shared/admin/admin-bookings";
import { chargedMinorOf } from "@camp/shared/booking/booking-money";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { discountOf, isStayLine, type StayService } from "@camp/shared/booking/pricing";
import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { priceTaxOf } from "@camp/shared/tax/price-tax";
import { bpToPercent } from "@camp/shared/tax/tax-terms";
import type { Executor } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { type CsvCell, csvAed, csvPhone, toCsv } from "../../lib/csv";
import { type BookingDocumentTax, documentTaxOfBookings } from "../documents/documents-repository";
import { listAdminBookingsForExport } from "./admin-booking-queries";

/**
 * GET /api/admin/bookings/export.csv: the console's bookings list with its filters, every page, as
 * a spreadsheet (decision 027). English headers, ISO dates, AED with two decimals; guests' names
 * as they typed them, Arabic included, and never run as a formula (lib/csv.ts). Beside the money,
 * its tax: the VAT and Tourism Dirham fee of the total as sold, and of what the booking's documents
 * charged and gave back, with their numbers, so the file reconciles with the documents (decision
 * 045). Each amount says whose it is: charged (the booking), invoiced (its invoices or receipts),
 * refund decided and refunded (the booking), credited (its credit notes).
 */

/** More than this asks for narrower filters: the file is built in memory. */
export const EXPORT_MAX_ROWS = 20_000;

const HEADER = [
  "Reference",
  "Guest name",
  "Email",
  "Phone",
  "Service",
  "Check-in",
  "Check-out",
  "Nights",
  "Units",
  "Status",
  "Payment status",
  "Total (AED)",
  "VAT rate (%)",
  "VAT in total (AED)",
  "Tourism Dirham fee in total (AED)",
  "Charged (AED)",
  "Invoiced (AED)",
  "VAT invoiced (AED)",
  "Tourism Dirham fee invoiced (AED)",
  "Refund decided (AED)",
  "Refunded (AED)",
  "Credited (AED)",
  "VAT credited (AED)",
  "Tourism Dirham fee credited (AED)",
  "Documents",
  "Created at (Dubai)",
  "Discount code",
  "Source",
  "Agent reference",
  "Taken by",
] as const;

const NO_DOCUMENTS: BookingDocumentTax = {
  numbers: [],
  invoiced: 0,
  vatCharged: 0,
  feeCharged: 0,
  credited: 0,
  vatRefunded: 0,
  feeRefunded: 0,
};

const UNIT_NAMES: Record<StayService, string> = {
  "room:master": unitTypeNames.en.master.one,
  "room:kids": unitTypeNames.en.kids.one,
  camp: unitTypeNames.en.camp.one,
  parking: unitTypeNames.en.parking.one,
};

const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
/** An instant as Dubai's wall clock reads it, "2026-11-20 12:00". */
const dubaiDateTime = (instant: Date) =>
  new Date(instant.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

type ExportRow = Awaited<ReturnType<typeof listAdminBookingsForExport>>[number];

function toCells(
  { booking, guest, accountPhone, takerEmail }: ExportRow,
  documents: BookingDocumentTax,
): CsvCell[] {
  const sold = priceTaxOf(booking.priceLines, booking.vatRateBp);
  const units = booking.priceLines
    .filter(isStayLine)
    .map((line) => `${UNIT_NAMES[line.service]} × ${line.quantity}`)
    .join("; ");
  return [
    bookingReference(booking.id),
    guest.name,
    guest.email,
    csvPhone(booking.guestPhone ?? accountPhone),
    booking.roomType ? `${booking.serviceType} (${booking.roomType})` : booking.serviceType,
    booking.checkIn,
    booking.checkOut,
    booking.nights,
    units,
    booking.status,
    booking.paymentStatus,
    csvAed(booking.totalMinor),
    bpToPercent(booking.vatRateBp),
    csvAed(sold.vatAmount),
    csvAed(sold.tourismFee),
    // What the card was charged, as the list shows it; then what the invoices or receipts state.
    csvAed(chargedMinorOf(booking)),
    csvAed(documents.invoiced),
    csvAed(documents.vatCharged),
    csvAed(documents.feeCharged),
    // The refund decided, what has gone back to the card, and what the credit notes state (issued
    // as it goes back): a refund still pending shows in the first and not yet in the others.
    csvAed(booking.refundOwedMinor),
    csvAed(booking.refundedMinor),
    csvAed(documents.credited),
    csvAed(documents.vatRefunded),
    csvAed(documents.feeRefunded),
    documents.numbers.join("; "),
    dubaiDateTime(booking.createdAt),
    discountOf(booking.priceLines)?.code ?? "",
    // Where it came from and the staff member who took it at the desk (decision 055).
    booking.source,
    booking.agentReference ?? "",
    takerEmail ?? "",
  ];
}

export async function exportAdminBookings(
  db: Executor,
  query: AdminBookingsQuery,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const rows = await listAdminBookingsForExport(db, query, EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) {
    const message = `The export would hold more than ${EXPORT_MAX_ROWS} bookings. Narrow the filters.`;
    throw new AppError("EXPORT_TOO_LARGE", message, undefined, {
      params: { maxRows: EXPORT_MAX_ROWS },
    });
  }
  const documents = await documentTaxOfBookings(
    db,
    rows.map((row) => row.booking.id),
  );
  const cells = rows.map((row) => toCells(row, documents.get(row.booking.id) ?? NO_DOCUMENTS));
  return { fileName: `bookings-${resortToday(now)}.csv`, csv: toCsv(HEADER, cells) };
}
