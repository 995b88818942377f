import type { ReportFiguresWire } from "@camp/shared/rates/report-schemas";
import { useTranslation } from "react-i18next";
import { Maybe, useFigureFormat } from "./figure-format";

/** The range's headline figures: occupancy, revenue, ADR and RevPAR, with what they count. */
export function ReportSummary({ figures }: { figures: ReportFiguresWire }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const cards = [
    {
      key: "occupancy",
      label: t("adminReports.figures.occupancy"),
      value: <Maybe value={figures.occupancy} format={format.percent} />,
      help: t("adminReports.summary.nights", {
        sold: format.count(figures.sold),
        available: format.count(figures.available),
      }),
    },
    {
      key: "revenue",
      label: t("adminReports.figures.revenue"),
      value: format.money(figures.revenue),
      help:
        figures.closed > 0
          ? t("adminReports.summary.closed", { closed: format.count(figures.closed) })
          : null,
    },
    {
      key: "adr",
      label: t("adminReports.figures.adr"),
      value: <Maybe value={figures.adr} format={format.money} />,
      help: t("adminReports.summary.adrHelp"),
    },
    {
      key: "revpar",
      label: t("adminReports.figures.revpar"),
      value: <Maybe value={figures.revpar} format={format.money} />,
      help: t("adminReports.summary.revparHelp"),
    },
  ];
  return (
    <div className="rounded-xl bg-sand-50 p-4 text-dune-900">
      <dl
        aria-label={t("adminReports.summary.label")}
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      >
        {cards.map((card) => (
          <div key={card.key}>
            <dt className="text-sm font-medium">{card.label}</dt>
            <dd className="text-2xl font-bold">{card.value}</dd>
            {card.help && <dd className="text-sm text-dune-800">{card.help}</dd>}
          </div>
        ))}
      </dl>
      {figures.pending > 0 && (
        <p className="mt-3 text-sm text-dune-800">
          {t("adminReports.summary.pending", {
            nights: format.count(figures.pending),
            amount: format.money(figures.pendingRevenue),
          })}
        </p>
      )}
    </div>
  );
}
