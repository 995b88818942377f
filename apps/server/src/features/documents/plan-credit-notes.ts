import { type creditLinesOf as CreditLinesOf, creditLinesOf } from "@camp/shared/tax/tax-documents";
import type { DocumentRow } from "./documents-repository";

type Charge = Pick<DocumentRow, "id" | "content" | "totalMinor"> & { creditedMinor: number };
type EarlierNote = Pick<DocumentRow, "correctsId" | "content">;

/** One credit note to issue: the invoice or receipt it corrects, how much, and what it states. */
export type PlannedCreditNote<C extends Charge> = {
  charge: C;
  amountMinor: number;
  credit: ReturnType<typeof CreditLinesOf>;
};

/**
 * The credit notes for `amountMinor` given back on one payment intent, without issuing them: pure,
 * so `issueCreditNote` issues exactly what the change screen's preview shows (decision 049).
 * The intent's invoices or receipts in order, each crediting at most what it has not credited yet
 * (`creditLinesOf` against its earlier notes); `feeToCreditMinor`, when given, is the Tourism
 * Dirham fee to credit in full first, spent note by note (decision 048). `leftMinor`: money no
 * document covers (an intent paid before documents existed).
 */
export function planCreditNotes<C extends Charge>(input: {
  charges: readonly C[];
  earlier: readonly EarlierNote[];
  amountMinor: number;
  feeToCreditMinor?: number | undefined;
}): { notes: PlannedCreditNote<C>[]; leftMinor: number; feeToCreditMinor: number | undefined } {
  const notes: PlannedCreditNote<C>[] = [];
  let feeToCredit = input.feeToCreditMinor;
  let left = input.amountMinor;
  for (const charge of input.charges) {
    if (left <= 0) break;
    const amount = Math.min(left, charge.totalMinor - charge.creditedMinor);
    if (amount <= 0) continue;
    const credit = creditLinesOf(
      charge.content,
      amount,
      input.earlier.filter((note) => note.correctsId === charge.id).map((note) => note.content),
      feeToCredit,
    );
    notes.push({ charge, amountMinor: amount, credit });
    left -= amount;
    if (feeToCredit !== undefined)
      feeToCredit = Math.max(0, feeToCredit - credit.totals.tourismFee);
  }
  return { notes, leftMinor: Math.max(0, left), feeToCreditMinor: feeToCredit };
}
