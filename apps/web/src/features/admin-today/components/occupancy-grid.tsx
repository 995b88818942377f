import type { AdminTodayResponse, OccupancyNight } from "@camp/shared/admin/admin-today";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";
import { unitLabelKey } from "./unit-label";

type Occupancy = AdminTodayResponse["data"]["occupancy"];

/** How full a night is, by share of units taken: colour helps, the numbers carry the meaning. */
function toneOf(cell: OccupancyNight): string {
  const taken = cell.sold + cell.held + cell.pending + cell.closed + cell.channel;
  if (cell.total === 0 || taken >= cell.total) return "bg-red-100 text-red-900";
  if (taken / cell.total >= 0.5) return "bg-amber-100 text-amber-900";
  if (taken > 0) return "bg-green-100 text-green-900";
  return "bg-white text-dune-900";
}

/**
 * Units sold of each type for the next 30 nights, as a table (a screen reader reads it by row and
 * column); it scrolls sideways on a tablet, the unit names staying in view.
 */
export function OccupancyGrid({ occupancy }: { occupancy: Occupancy }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const locale = language === "ar" ? "ar-AE" : "en-AE";
  const day = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short" });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short" });
  const nights = occupancy[0]?.nights.map((cell) => cell.night) ?? [];

  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <h2 id="occupancy-title" className="text-lg font-bold text-dune-900">
        {t("adminToday.occupancyTitle")}
      </h2>
      <p className="mt-1 text-sm text-dune-800">{t("adminToday.occupancyHelp")}</p>
      <section
        className="relative mt-3 overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby="occupancy-title"
      >
        <table className="border-separate border-spacing-0 text-xs">
          <caption className="sr-only">{t("adminToday.occupancyCaption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky start-0 z-10 bg-white px-2 py-1 text-start">
                {t("adminToday.unitColumn")}
              </th>
              {nights.map((night) => {
                const date = new Date(`${night}T00:00:00Z`);
                return (
                  <th
                    key={night}
                    scope="col"
                    className="min-w-14 px-1 py-1 text-center font-medium"
                  >
                    <span className="block">{weekday.format(date)}</span>
                    <span className="block whitespace-nowrap">{day.format(date)}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {occupancy.map((row) => (
              <tr key={row.unit}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 bg-white px-2 py-1 text-start whitespace-nowrap"
                >
                  {t(`adminToday.unit.${unitLabelKey(row.unit)}`)}
                </th>
                {row.nights.map((cell) => {
                  const channels = cell.channels.map(
                    (channel) => `${channel.name} ${formatNumber(channel.quantity, language)}`,
                  );
                  const label = [
                    t("adminToday.cellLabel", {
                      sold: cell.sold,
                      held: cell.held,
                      pending: cell.pending,
                      closed: cell.closed,
                      total: cell.total,
                    }),
                    cell.channel > 0 &&
                      t("adminToday.cellChannels", {
                        channel: cell.channel,
                        names: channels.join(language === "ar" ? "، " : ", "),
                      }),
                  ]
                    .filter(Boolean)
                    .join(language === "ar" ? "؛ " : "; ");
                  return (
                    <td
                      key={cell.night}
                      title={label}
                      className={`border border-sand-200 px-1 py-1 text-center ${toneOf(cell)}`}
                    >
                      <span aria-hidden="true" className="font-semibold">
                        {cell.sold}/{cell.total}
                      </span>
                      {(cell.held > 0 || cell.pending > 0 || cell.closed > 0) && (
                        <span aria-hidden="true" className="block">
                          {[
                            cell.held > 0 ? `${t("adminToday.short.held")}${cell.held}` : "",
                            cell.pending > 0
                              ? `${t("adminToday.short.pending")}${cell.pending}`
                              : "",
                            cell.closed > 0 ? `${t("adminToday.short.closed")}${cell.closed}` : "",
                          ]
                            .filter(Boolean)
                            .join(" ")}
                        </span>
                      )}
                      {/* Nights sold on a channel, by its name: their own kind, beside sold here. */}
                      {cell.channels.map((channel) => (
                        <span
                          key={channel.name}
                          aria-hidden="true"
                          className="mx-auto flex max-w-16 justify-center gap-0.5 rounded bg-violet-100 px-0.5 text-violet-900"
                        >
                          <bdi className="truncate">{channel.name}</bdi>
                          <span>{formatNumber(channel.quantity, language)}</span>
                        </span>
                      ))}
                      <span className="sr-only">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-2 text-xs text-dune-800">{t("adminToday.legend")}</p>
    </div>
  );
}
