/**
 * The one name of each kind of unit the resort sells, in each language (decision 050): every
 * screen, email, document, calendar feed and export takes it from here, so a guest never reads
 * "Master Deluxe Room" on one page and "Deluxe room — Master" in the email. The words are the
 * marketing pages' (the deluxe room page's "master room" and "kids room", "Camping Tents",
 * "Caravan parking") and the spec's (rooms of types master and kids, camp tents, caravan parking
 * spots, the package). `one` names one unit or the type; `other` names several, as a heading or a
 * count's noun; the English in-sentence form is `other` in lower case (see `unitTypePhrase`).
 */
export const NAMED_UNIT_TYPES = ["master", "kids", "camp", "parking", "package"] as const;
export type NamedUnitType = (typeof NAMED_UNIT_TYPES)[number];

type UnitTypeName = { one: string; other: string };

export const unitTypeNames: Record<"en" | "ar", Record<NamedUnitType, UnitTypeName>> = {
  en: {
    master: { one: "Master room", other: "Master rooms" },
    kids: { one: "Kids room", other: "Kids rooms" },
    camp: { one: "Camping tent", other: "Camping tents" },
    parking: { one: "Caravan spot", other: "Caravan spots" },
    package: { one: "Camp package", other: "Camp packages" },
  },
  ar: {
    master: { one: "غرفة رئيسية", other: "غرف رئيسية" },
    kids: { one: "غرفة أطفال", other: "غرف أطفال" },
    camp: { one: "خيمة تخييم", other: "خيام تخييم" },
    parking: { one: "موقف كرفان", other: "مواقف كرفانات" },
    package: { one: "باقة المخيم", other: "باقات المخيم" },
  },
};

/** Several units inside a sentence: "no master rooms free" (English lower-cases; Arabic has no case). */
export function unitTypePhrase(language: "en" | "ar", unitType: NamedUnitType): string {
  const { other } = unitTypeNames[language][unitType];
  return language === "en" ? other.toLowerCase() : other;
}

/** A stay line's or a booking's unit ("room:master", "camp"...) as the name's unit type. */
export function namedUnitTypeOf(unit: string): NamedUnitType {
  const type = unit.startsWith("room:") ? unit.slice(5) : unit;
  if ((NAMED_UNIT_TYPES as readonly string[]).includes(type)) return type as NamedUnitType;
  throw new Error(`no name for the unit type ${unit}`);
}
