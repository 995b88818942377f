import { vatIncludedIn } from "@camp/shared/tax/tax-terms";
import type { Executor } from "../../db/database";
import { listChargeDocumentsOfIntent, listCreditNotesOf } from "./documents-repository";
import { feeHeldOf } from "./issue-documents";
import { planCreditNotes } from "./plan-credit-notes";

/**
 * What the credit notes for money about to be given back will state (decision 049): the same
 * plan as `issueCreditNote` (`planCreditNotes`), without issuing.
 * The change screen shows the VAT and fee of a refund before the guest confirms it. The fee the
 * booking will still owe (`keptTourismFeeMinor`, decision 048) is credited first, as there.
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
  const feeHeld = await feeHeldOf(db, bookingId);
  let feeToCredit = Math.max(0, feeHeld - keptTourismFeeMinor);
  for (const movement of movements) {
    if (movement.amountMinor <= 0) continue;
    const charges = await listChargeDocumentsOfIntent(db, bookingId, movement.paymentIntentId);
    const earlier = await listCreditNotesOf(
      db,
      charges.map((charge) => charge.id),
    );
    const plan = planCreditNotes({
      charges,
      earlier,
      amountMinor: movement.amountMinor,
      feeToCreditMinor: feeToCredit,
    });
    for (const { credit } of plan.notes) {
      vatMinor += credit.totals.vat;
      tourismFeeMinor += credit.totals.tourismFee;
    }
    feeToCredit = plan.feeToCreditMinor ?? 0;
    const left = plan.leftMinor;
    if (left > 0) vatMinor += vatIncludedIn(left, fallbackVatRateBp);
  }
  return { vatMinor, tourismFeeMinor };
}
