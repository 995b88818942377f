import type { ExtraFacts } from "@camp/shared/extras/extras-schemas";
import type { ExtraFactsRow } from "./extras-repository";

/** What booking rules and pricing know of an extra (packages/shared ExtraFacts). */
export function toExtraFacts(row: ExtraFactsRow): ExtraFacts {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameAr: row.nameAr,
    priceType: row.priceType,
    priceMinor: row.priceMinor,
    days: row.days,
    dailyCapacity: row.dailyCapacity,
  };
}
