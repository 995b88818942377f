import type { Language } from "@camp/shared/catalogue/catalogue-schemas";
import { type NamedUnitType, unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import type { StartingOffer } from "@camp/shared/site/structured-data";
import { guestPrice, type TaxTerms } from "@camp/shared/tax/tax-terms";
import type { Executor } from "../../db/database";
import { findParking, listCamps, listRoomTypes } from "./catalogue-repository";

export type OfferedType = "room" | "camp" | "parking";

/** The type's one name (decision 050), as its page and every email and document say it. */
const nameOf = (lang: Language, type: NamedUnitType) =>
  unitTypeNames[lang === "ar" ? "ar" : "en"][type].one;

/**
 * What the page of one bookable type shows as its prices, for its structured data (decision 031):
 * each room type's and tent's nightly price, and the caravan spot's lowest (weekday or weekend),
 * each as a guest pays it: with VAT, grossed up once when staff enter rates without it (guestPrice,
 * decision 028), as the catalogue's answers give it.
 */
export async function startingOffers(
  db: Executor,
  type: OfferedType,
  lang: Language,
  terms: TaxTerms,
): Promise<StartingOffer[]> {
  if (type === "room") {
    const rows = await listRoomTypes(db);
    return rows.map((row) => ({
      name: nameOf(lang, row.roomType),
      priceMinor: guestPrice(row.pricingMinor, terms),
      kind: "room",
    }));
  }
  if (type === "camp") {
    const rows = await listCamps(db);
    return rows.map((row) => ({
      name: nameOf(lang, "camp"),
      priceMinor: guestPrice(row.pricingMinor, terms),
      kind: "tent",
    }));
  }
  const row = await findParking(db);
  if (!row) return [];
  return [
    {
      name: nameOf(lang, "parking"),
      priceMinor: guestPrice(Math.min(row.weekdayMinor, row.weekendMinor), terms),
      kind: "caravan-spot",
    },
  ];
}
