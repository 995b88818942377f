import { isIsoDate } from "@camp/shared/dates/stay-dates";

/** Whether what is typed so far is a stay that can be priced (dates real and in order, a count). */
export function isPriceable(values: { checkIn?: string; checkOut?: string }, count?: number) {
  const { checkIn = "", checkOut = "" } = values;
  return (
    isIsoDate(checkIn) &&
    isIsoDate(checkOut) &&
    checkOut > checkIn &&
    (count === undefined || (Number.isInteger(count) && count >= 1))
  );
}
