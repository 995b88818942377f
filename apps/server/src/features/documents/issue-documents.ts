import { bookingReference } from "@camp/shared/booking/booking-reference";
import type { PriceLine } from "@camp/shared/booking/pricing";
import { resortDateOf } from "@camp/shared/dates/resort-dates";
import {
  changeInvoiceLinesOf,
  creditLinesOf,
  type DocumentContent,
  type DocumentCustomer,
  type DocumentKind,
  type DocumentParty,
  type DocumentReason,
  documentNumber,
  invoiceLinesOf,
  partInvoiceLinesOf,
} from "@camp/shared/tax/tax-documents";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { Executor } from "../../db/database";
import type { bookings } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { readSupplierAtIssue } from "./document-supplier";
import {
  creditedMinorOf,
  type DocumentRow,
  drawDocumentSequence,
  findCustomerOf,
  findDocumentOfPayment,
  insertDocument,
  listChargeDocumentsOfIntent,
  listCreditNotesOf,
  listDocumentsOfBooking,
} from "./documents-repository";
import { planCreditNotes } from "./plan-credit-notes";

/**
 * Issuing documents (decision 029), always inside the caller's transaction that records the money,
 * so a number is drawn only for money that moved, and a document exists exactly when its movement
 * does. Checkout calls these; this feature never calls checkout.
 */

/** The booking as a document reads it: as it stands when the money moves. */
export type BookingForDocument = Pick<
  typeof bookings.$inferSelect,
  "id" | "userId" | "serviceType" | "checkIn" | "checkOut" | "nights" | "priceLines" | "vatRateBp"
>;

/** A movement of the booking's payment history (booking_payments) a document records. */
export type MovementForDocument = {
  id: string;
  paymentIntentId: string | null;
  amountMinor: number;
};

type Body = Pick<
  DocumentContent,
  "lines" | "totals" | "vatRateBp" | "supplier" | "customer" | "booking"
> & {
  corrects: DocumentRow | null;
};

/** Draws the number and writes the document: the one place documents come into being. */
async function issue(
  tx: Executor,
  ctx: AppContext,
  kind: DocumentKind,
  reason: DocumentReason,
  body: Body,
  links: { bookingId: string; paymentIntentId: string | null; bookingPaymentId: string | null },
): Promise<DocumentRow> {
  const now = ctx.clock.now();
  const year = Number(resortDateOf(now).slice(0, 4));
  const sequence = await drawDocumentSequence(tx, kind, year);
  const number = documentNumber(kind, year, sequence);
  const content: DocumentContent = {
    kind,
    number,
    issuedAt: now.toISOString(),
    reason,
    supplier: body.supplier,
    customer: body.customer,
    booking: body.booking,
    lines: body.lines,
    vatRateBp: body.vatRateBp,
    totals: body.totals,
    corrects: body.corrects
      ? { number: body.corrects.number, issuedAt: body.corrects.issuedAt.toISOString() }
      : null,
  };
  return insertDocument(tx, {
    ...links,
    kind,
    number,
    year,
    sequence,
    issuedAt: now,
    content,
    totalMinor: content.totals.total,
    reason,
    correctsId: body.corrects?.id ?? null,
  });
}

/** An invoice when the supplier has a TRN, else a receipt that shows the VAT it includes. */
const chargeKindOf = (supplier: DocumentParty) => (supplier.trn ? "invoice" : "receipt");

const bookingBlockOf = (booking: BookingForDocument): DocumentContent["booking"] => ({
  id: booking.id,
  reference: bookingReference(booking.id),
  serviceType: booking.serviceType,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  nights: booking.nights,
});

/**
 * The guest as their account reads now; a company staff reissued the booking's invoice to stays on
 * its later invoices (a change's difference), as the guest asked.
 */
async function customerOf(tx: Executor, booking: BookingForDocument): Promise<DocumentCustomer> {
  const guest = await findCustomerOf(tx, booking.userId);
  const company = (await listDocumentsOfBooking(tx, booking.id))
    .filter((row) => row.kind !== "credit_note" && !row.voidedById)
    .map((row) => row.content.customer)
    .findLast((customer) => customer.companyName !== null);
  return {
    name: guest?.name ?? "",
    email: guest?.email ?? "",
    companyName: company?.companyName ?? null,
    companyTrn: company?.companyTrn ?? null,
    companyAddress: company?.companyAddress ?? null,
  };
}

/**
 * The invoice (or receipt) for money captured: a booking paid, a request captured, or a change's
 * difference paid (`previousLines`: the booking's lines before the change, for the fee's share).
 * `isPart`: money taken at the desk, part of the booking's total (decision 055): the lines are the
 * booking's in proportion to the amount, over what the earlier part payments' documents have not
 * stated yet, so the parts add up to the invoice of the whole.
 * Answers the document already issued for this movement when there is one.
 */
export async function issueInvoice(
  tx: Executor,
  ctx: AppContext,
  input: {
    booking: BookingForDocument;
    movement: MovementForDocument;
    previousLines?: readonly PriceLine[];
    isPart?: boolean;
  },
): Promise<DocumentRow> {
  const { booking, movement, previousLines } = input;
  const already = await findDocumentOfPayment(tx, movement.id);
  if (already) return already;
  const money = previousLines
    ? changeInvoiceLinesOf(
        movement.amountMinor,
        tourismFeeOf(booking.priceLines) - tourismFeeOf(previousLines),
        booking.vatRateBp,
        { checkIn: booking.checkIn, checkOut: booking.checkOut },
      )
    : input.isPart
      ? partInvoiceLinesOf(
          booking.priceLines,
          booking.checkIn,
          booking.vatRateBp,
          movement.amountMinor,
          (await listDocumentsOfBooking(tx, booking.id))
            .filter(
              (row) =>
                row.kind !== "credit_note" &&
                !row.voidedById &&
                (row.reason === "booking" || row.reason === "reissue"),
            )
            .map((row) => row.content),
        )
      : invoiceLinesOf(booking.priceLines, booking.checkIn, booking.vatRateBp);
  const supplier = await readSupplierAtIssue(tx, ctx.config);
  return issue(
    tx,
    ctx,
    chargeKindOf(supplier),
    previousLines ? "change" : "booking",
    {
      ...money,
      vatRateBp: booking.vatRateBp,
      supplier,
      customer: await customerOf(tx, booking),
      booking: bookingBlockOf(booking),
      corrects: null,
    },
    {
      bookingId: booking.id,
      paymentIntentId: movement.paymentIntentId,
      bookingPaymentId: movement.id,
    },
  );
}

/**
 * The credit notes for money given back on a payment intent: each names the invoice or receipt in
 * force for that intent and credits at most what it has not credited yet. Money on an intent no
 * document was issued for (a booking paid before documents existed) gets none.
 */
export async function issueCreditNote(
  tx: Executor,
  ctx: AppContext,
  input: {
    bookingId: string;
    movement: MovementForDocument;
    /**
     * The Tourism Dirham fee the booking still owes (of the nights stayed or still held): the
     * booking's documents credit their fee lines down to it first, in full, the rest of the
     * refund over the other lines (decision 048). Absent: the refund is spread in proportion.
     */
    keptTourismFeeMinor?: number;
    /**
     * Money given back at the desk (decision 055), on no intent: the receipt or invoice of the
     * desk payment it gives back, which the note corrects (at most what it has not credited yet).
     */
    charge?: DocumentRow;
  },
): Promise<DocumentRow[]> {
  const { bookingId, movement, charge } = input;
  if ((!movement.paymentIntentId && !charge) || movement.amountMinor <= 0) return [];
  if (await findDocumentOfPayment(tx, movement.id)) return [];
  const feeToCredit =
    input.keptTourismFeeMinor === undefined
      ? undefined
      : Math.max(0, (await feeHeldOf(tx, bookingId)) - input.keptTourismFeeMinor);
  const charges = charge
    ? [{ ...charge, creditedMinor: await creditedMinorOf(tx, charge.id) }]
    : movement.paymentIntentId
      ? await listChargeDocumentsOfIntent(tx, bookingId, movement.paymentIntentId)
      : [];
  const supplier = await readSupplierAtIssue(tx, ctx.config);
  // What earlier notes credited, line by line: a note credits only what its invoice still holds.
  const earlier = await listCreditNotesOf(
    tx,
    charges.map((charge) => charge.id),
  );
  const plan = planCreditNotes({
    charges,
    earlier,
    amountMinor: movement.amountMinor,
    feeToCreditMinor: feeToCredit,
  });
  const notes: DocumentRow[] = [];
  for (const { charge, credit } of plan.notes) {
    notes.push(
      await issue(
        tx,
        ctx,
        "credit_note",
        "refund",
        {
          ...credit,
          vatRateBp: charge.content.vatRateBp,
          supplier,
          customer: charge.content.customer,
          booking: charge.content.booking,
          corrects: charge,
        },
        {
          bookingId,
          paymentIntentId: movement.paymentIntentId,
          // One movement, one note: a movement spread over two documents links the first.
          bookingPaymentId: notes.length === 0 ? movement.id : null,
        },
      ),
    );
  }
  return notes;
}

/** The Tourism Dirham fee a booking's documents charged and have not credited yet, fils. */
export async function feeHeldOf(tx: Executor, bookingId: string): Promise<number> {
  const documents = await listDocumentsOfBooking(tx, bookingId);
  return documents.reduce(
    (total, document) =>
      total + (document.kind === "credit_note" ? -1 : 1) * document.content.totals.tourismFee,
    0,
  );
}

/**
 * Staff reissue an invoice to a company (the caller holds the document's lock and has checked it
 * may be reissued): a credit note voids what it still holds (all of it, unless refunds credited
 * part already), and a new invoice for that much, with the same lines, names the company. Answers
 * [credit note, new invoice].
 */
export async function voidAndReissue(
  tx: Executor,
  ctx: AppContext,
  original: DocumentRow,
  company: { companyName: string; companyTrn: string | null; companyAddress: string | null },
  creditedMinor: number,
): Promise<[DocumentRow, DocumentRow]> {
  const { content } = original;
  const earlier = (await listCreditNotesOf(tx, [original.id])).map((note) => note.content);
  const held = creditLinesOf(content, content.totals.total - creditedMinor, earlier);
  const supplier = await readSupplierAtIssue(tx, ctx.config);
  const links = {
    bookingId: original.bookingId,
    paymentIntentId: original.paymentIntentId,
    bookingPaymentId: null,
  };
  const note = await issue(
    tx,
    ctx,
    "credit_note",
    "void",
    {
      ...held,
      vatRateBp: content.vatRateBp,
      supplier,
      customer: content.customer,
      booking: content.booking,
      corrects: original,
    },
    links,
  );
  const invoice = await issue(
    tx,
    ctx,
    chargeKindOf(supplier),
    "reissue",
    {
      ...held,
      vatRateBp: content.vatRateBp,
      supplier,
      customer: { ...content.customer, ...company },
      booking: content.booking,
      corrects: null,
    },
    links,
  );
  return [note, invoice];
}
