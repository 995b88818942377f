import type { DocumentContent, DocumentLine } from "@camp/shared/tax/tax-documents";
import { describe, expect, it } from "vitest";
import { planCreditNotes } from "./plan-credit-notes";

const line = (amount: number, isTourismFee = false): DocumentLine => ({
  descriptionEn: isTourismFee ? "Tourism Dirham fee" : "Master room",
  descriptionAr: isTourismFee ? "رسم درهم السياحة" : "غرفة رئيسية",
  quantity: 1,
  amount,
  vatRateBp: isTourismFee ? 0 : 500,
  vatAmount: isTourismFee ? 0 : Math.round((amount * 500) / 10_500),
  isTourismFee,
});

/** An invoice's content as the planner reads it: its lines, totals and VAT rate. */
function charge(id: string, lines: DocumentLine[], creditedMinor = 0) {
  const total = lines.reduce((sum, each) => sum + each.amount, 0);
  const vat = lines.reduce((sum, each) => sum + each.vatAmount, 0);
  const tourismFee = lines.filter((each) => each.isTourismFee).reduce((s, e) => s + e.amount, 0);
  const content = {
    lines,
    vatRateBp: 500,
    totals: { net: total - vat - tourismFee, vat, tourismFee, total },
  } as unknown as DocumentContent;
  return { id, content, totalMinor: total, creditedMinor };
}

describe("planCreditNotes (one plan for the credit notes and the change screen's preview)", () => {
  const first = charge("a", [line(190_000), line(4_000, true)]);
  const second = charge("b", [line(95_000)]);

  it("credits the intent's documents in order, the fee owed back in full first", () => {
    const plan = planCreditNotes({
      charges: [first, second],
      earlier: [],
      amountMinor: 224_000,
      feeToCreditMinor: 4_000,
    });
    expect(plan.notes.map((note) => [note.charge.id, note.amountMinor])).toEqual([
      ["a", 194_000],
      ["b", 30_000],
    ]);
    expect(plan.notes[0]?.credit.totals).toMatchObject({ total: 194_000, tourismFee: 4_000 });
    expect(plan.notes[1]?.credit.totals.tourismFee).toBe(0);
    expect(plan).toMatchObject({ leftMinor: 0, feeToCreditMinor: 0 });
  });

  it("skips what a document has credited already and says what no document covers", () => {
    const plan = planCreditNotes({
      charges: [charge("a", [line(100_000)], 100_000), charge("b", [line(50_000)], 20_000)],
      earlier: [],
      amountMinor: 40_000,
    });
    expect(plan.notes.map((note) => [note.charge.id, note.amountMinor])).toEqual([["b", 30_000]]);
    expect(plan.leftMinor).toBe(10_000);
    expect(plan.feeToCreditMinor).toBeUndefined();
  });
});
