import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import {
  formatNightRange,
  formatNumber,
  formatResortInstant,
  formatStayDate,
} from "../../../lib/format";
import type { WaitingForNight, WaitingNight } from "./waiting-list-nights";

/** The console's names of the unit types, as on the Today page. */
const UNIT_LABEL_KEYS = {
  "room:master": "adminToday.unit.roomMaster",
  "room:kids": "adminToday.unit.roomKids",
  camp: "adminToday.unit.camp",
  parking: "adminToday.unit.parking",
} as const;

function WaitingRow({ row }: { row: WaitingForNight }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { entry } = row;
  const isOffered = entry.status === "offered";
  return (
    <li
      className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-lg p-3 text-sm ${isOffered ? "bg-amber-50" : "bg-sand-50"}`}
    >
      <span className="min-w-20 font-semibold text-dune-900">
        {entry.position === null
          ? t("adminWaitingList.offeredPosition")
          : t("adminWaitingList.position", { position: formatNumber(entry.position, language) })}
      </span>
      <span className="min-w-48 grow basis-48">
        <bdi className="font-semibold text-dune-900">{entry.guest.name}</bdi>{" "}
        <a href={`mailto:${entry.guest.email}`} className="text-dune-800 underline" dir="ltr">
          {entry.guest.email}
        </a>
      </span>
      <span>
        {t("adminWaitingList.stay", {
          dates: formatNightRange(entry.checkIn, entry.checkOut, language),
        })}
      </span>
      <span>{t("adminWaitingList.units", { quantity: formatNumber(row.quantity, language) })}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isOffered ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900"}`}
      >
        {isOffered && entry.offerExpiresAt
          ? t("adminWaitingList.status.offered", {
              time: formatResortInstant(entry.offerExpiresAt, language),
            })
          : t("adminWaitingList.status.waiting")}
      </span>
    </li>
  );
}

/** One night: per unit type, who waits, in the queue's order. */
export function WaitingNightSection({ night }: { night: WaitingNight }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const total = new Set(night.units.flatMap((unit) => unit.waiting.map((row) => row.entry.id)))
    .size;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-bold text-dune-900">
        {formatStayDate(night.night, language, "long")}{" "}
        <span className="text-sm font-normal text-dune-800">
          ({t("adminWaitingList.count", { total: formatNumber(total, language) })})
        </span>
      </h2>
      {night.units.map(({ unit, waiting }) => (
        <div key={unit}>
          <h3 className="font-semibold text-dune-900">{t(UNIT_LABEL_KEYS[unit])}</h3>
          <ol className="mt-1 grid gap-2">
            {waiting.map((row) => (
              <WaitingRow key={row.entry.id} row={row} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
