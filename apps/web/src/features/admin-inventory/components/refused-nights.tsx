import { isIsoDate, parseIsoDate } from "@camp/shared/dates/stay-dates";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api-client";

/** The nights a refusal names (TOTAL_BELOW_TAKEN, UNITS_NOT_FREE), or none for any other error. */
export function refusedNightsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code !== "TOTAL_BELOW_TAKEN" && error.code !== "UNITS_NOT_FREE") return [];
  const nights = error.params.nights;
  return typeof nights === "string" ? nights.split(", ").filter(isIsoDate) : [];
}

/** A refusal that names nights: the heading, then each night as a date in the page's language. */
export function RefusedNights(props: { heading: string; nights: string[] }) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(toLanguage(i18n.language) === "ar" ? "ar-AE" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  return (
    <div role="alert" className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{props.heading}</p>
      <ul className="mt-2 list-disc ps-5">
        {props.nights.map((night) => (
          <li key={night}>
            <time dateTime={night}>{format.format(parseIsoDate(night) ?? new Date(night))}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
