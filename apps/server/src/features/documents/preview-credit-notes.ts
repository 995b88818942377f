import { creditLinesOf } from "@camp/shared/tax/tax-documents";
import { vatIncludedIn } from "@camp/shared/tax/tax-terms";
import type { Executor } from "../../db/database";
import {
  listChargeDocumentsOfIntent,
  listCreditNotesOf,
  listDocumentsOfBooking,
} from "./documents-repository";

/**
 * What the credit notes for money about to be given back will state (issue 35, item 3): the same
 * invoices, the same order and the same `creditLinesOf` as `issueCreditNote`, without issuing.
 * The change screen shows the VAT and fee of a refund before the guest confirms it. The fee the
 * booking will still owe (`keptTourismFeeMinor`, issue 35, item 10) is credited first, as there.
 * Money on an intent no document was issued for is counted at the booking's VAT rate, as taxable.
 */
export async function previewCreditNotes(
  db: Executor,
  bookingId: string,
  movements: readonly { paymentIntentId: string; amountMinor: number }[],
  fallbackVatRateBp: number,
  keptTourismFeeMinor: number,
): Promise<{ vatMinor: number; tourismFeeMinor: number }> {
  let vatMinor = 0;
  let tourismFeeMinor = 0;
  // What the documents charged of the fee and have not credited yet, less what stays owed.
  const feeHeld = (await listDocumentsOfBooking(db, bookingId)).reduce(
    (total, document) =>
      total + (document.kind === "credit_note" ? -1 : 1) * document.content.totals.tourismFee,
    0,
  );
  let feeToCredit = Math.max(0, feeHeld - keptTourismFeeMinor);
  for (const movement of movements) {
    if (movement.amountMinor <= 0) continue;
    const charges = await listChargeDocumentsOfIntent(db, bookingId, movement.paymentIntentId);
    const earlier = await listCreditNotesOf(
      db,
      charges.map((charge) => charge.id),
    );
    let left = movement.amountMinor;
    for (const charge of charges) {
      const amount = Math.min(left, charge.totalMinor - charge.creditedMinor);
      if (amount <= 0) continue;
      const { totals } = creditLinesOf(
        charge.content,
        amount,
        earlier.filter((note) => note.correctsId === charge.id).map((note) => note.content),
        feeToCredit,
      );
      vatMinor += totals.vat;
      tourismFeeMinor += totals.tourismFee;
      feeToCredit = Math.max(0, feeToCredit - totals.tourismFee);
      left -= amount;
      if (left <= 0) break;
    }
    if (left > 0) vatMinor += vatIncludedIn(left, fallbackVatRateBp);
  }
  return { vatMinor, tourismFeeMinor };
}
