import type { PackageRequest, SingleBookingRequest } from "@camp/shared/booking/booking-forms";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { findStayRuleBreak, type StayRuleBreak } from "@camp/shared/rates/stay-rules";
import { AppError } from "../../lib/app-error";

/** The unit types a request takes: a package checks each of its parts (parking when it has spots). */
export function unitTypesOf(request: SingleBookingRequest | PackageRequest): RateUnitType[] {
  if ("services" in request) {
    return request.services.parking.quantity > 0
      ? ["master", "kids", "camp", "parking"]
      : ["master", "kids", "camp"];
  }
  return request.serviceType === "room" ? [request.roomType] : [request.serviceType];
}

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
});
/** "31 December": a stay date as the English message names it (the web formats its own). */
const dayAndMonth = (isoDate: string) => dayMonth.format(new Date(`${isoDate}T00:00:00Z`));

const nightsText = (nights: number) => `${nights} ${nights === 1 ? "night" : "nights"}`;

/** The English message of a broken rule, naming the rule and the date. */
export function stayRuleMessage(broken: StayRuleBreak): string {
  const date = dayAndMonth(broken.date);
  switch (broken.code) {
    case "STAY_TOO_SHORT":
      return `Stays that include ${date} need at least ${nightsText(broken.nights)}.`;
    case "STAY_TOO_LONG":
      return `Stays that include ${date} can be at most ${nightsText(broken.nights)} long.`;
    case "CLOSED_TO_ARRIVAL":
      return `Stays cannot start on ${date}. Please choose another check-in date.`;
    case "CLOSED_TO_DEPARTURE":
      return `Stays cannot end on ${date}. Please choose another check-out date.`;
  }
}

/**
 * Refuses a stay that breaks a rule staff set on the rate calendar (decision 025), 400 with the
 * rule's code and { date, nights?, unitType } so the form can say it in the guest's language.
 * The calendar must hold the stay's nights and its check-out day.
 */
export function assertStayRules(
  calendar: RateCalendar | undefined,
  request: SingleBookingRequest | PackageRequest,
): void {
  const broken = findStayRuleBreak(
    calendar,
    unitTypesOf(request),
    request.checkIn,
    request.checkOut,
  );
  if (!broken) return;
  const { code, date, unitType } = broken;
  throw new AppError(code, stayRuleMessage(broken), undefined, {
    params: { date, unitType, ...("nights" in broken ? { nights: broken.nights } : {}) },
  });
}
