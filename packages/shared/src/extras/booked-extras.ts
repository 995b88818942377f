import { isExtraLine, type PriceLine } from "../booking/pricing";
import { toMajorUnits } from "../catalogue/money";
import type { BookedExtra } from "./extras-schemas";

/** The activities of a quote's or booking's stored lines, as every summary lists them (AED). */
export function toBookedExtras(lines: PriceLine[]): BookedExtra[] {
  return lines.filter(isExtraLine).map((line) => ({
    extraId: line.extraId,
    name: line.name,
    nameAr: line.nameAr,
    priceType: line.priceType,
    date: line.date,
    quantity: line.quantity,
    unitPrice: toMajorUnits(line.unitPrice),
    amount: toMajorUnits(line.amount),
  }));
}
