import { isIsoDate } from "@camp/shared/dates/stay-dates";
import type { ExtraChoice, ExtraFacts } from "@camp/shared/extras/extras-schemas";
import { isOfferedOn } from "@camp/shared/extras/public-extras";

/**
 * The activities of the form that can be priced as typed so far: a known activity, on a day of the
 * stay it is offered on, for a whole number of people or groups. The live estimate prices these;
 * the schema shows what is wrong with the others.
 */
export function priceableExtras(
  values: { checkIn?: string; checkOut?: string; extras?: Partial<ExtraChoice>[] | undefined },
  extras: ExtraFacts[],
): ExtraChoice[] {
  const { checkIn = "", checkOut = "" } = values;
  return (values.extras ?? []).flatMap((choice) => {
    const extra = extras.find((candidate) => candidate.id === choice.id);
    const { date = "", quantity = Number.NaN } = choice;
    const isPriceable =
      extra !== undefined &&
      isIsoDate(date) &&
      date >= checkIn &&
      date < checkOut &&
      isOfferedOn(extra, date) &&
      Number.isInteger(quantity) &&
      quantity >= 1;
    return isPriceable && extra ? [{ id: extra.id, date, quantity }] : [];
  });
}
