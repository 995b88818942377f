import type { PromoCodeSummary } from "@camp/shared/rates/promo-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatPrice } from "../../../lib/format";
import { usePromoCodes } from "../api/get-promo-codes";
import { useUpdatePromoCode } from "../api/save-promo-code";
import { PromoCodeDialog } from "./promo-code-dialog";

const smallButton =
  "rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";
const headerCell =
  "border-b border-sand-200 px-3 py-2 text-start text-xs font-semibold text-dune-800";
const bodyCell = "border-b border-sand-200 px-3 py-2 align-top text-sm text-dune-900";

/**
 * /admin/promo-codes: the codes guests type at booking (decision 026), with what each takes off,
 * when and for which stays it holds, and how many of its uses are taken. Staff create and edit them
 * and switch them off; the server audit-logs every change.
 */
export function AdminPromoCodesPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const codes = usePromoCodes();
  const [editing, setEditing] = useState<PromoCodeSummary | "new" | null>(null);

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={headingId} className="text-2xl font-bold text-dune-900">
            {t("adminPromoCodes.heading")}
          </h1>
          <p className="mt-1 max-w-2xl text-dune-800">{t("adminPromoCodes.intro")}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
        >
          {t("adminPromoCodes.add")}
        </button>
      </div>
      {codes.isPending ? (
        <p role="status">{t("adminPromoCodes.loading")}</p>
      ) : codes.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(codes.error)}
        </p>
      ) : codes.data.length === 0 ? (
        <p className="rounded-xl bg-sand-50 p-4 text-dune-900">{t("adminPromoCodes.empty")}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-sand-200 bg-white">
          {/* Wide enough to read on a tablet, where it scrolls sideways beside its sticky codes. */}
          <table className="w-full min-w-[62rem] border-separate border-spacing-0">
            <caption className="sr-only">{t("adminPromoCodes.heading")}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${headerCell} sticky start-0 z-10 bg-white`}>
                  {t("adminPromoCodes.columns.code")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.discount")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.bookingDates")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.stayDates")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.unitTypes")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.minNights")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.uses")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.perGuest")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminPromoCodes.columns.status")}
                </th>
                <th scope="col" className={headerCell}>
                  <span className="sr-only">{t("adminPromoCodes.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((promo) => (
                <PromoCodeRow key={promo.id} promo={promo} onEdit={() => setEditing(promo)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <PromoCodeDialog
          promo={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** "1 Nov 2026": a list of ranges reads faster without the weekdays. */
const shortDateOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
} as const;
const shortDates = {
  en: new Intl.DateTimeFormat("en-AE", shortDateOptions),
  ar: new Intl.DateTimeFormat("ar-AE", shortDateOptions),
};

function PromoCodeRow({ promo, onEdit }: { promo: PromoCodeSummary; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const update = useUpdatePromoCode();
  /** "1 Dec 2026 to 31 Jan 2027", "From 1 Dec 2026", "Until ...", or null for no bound. */
  const dateSpan = (from: string | null, to: string | null) => {
    const show = (date: string) => shortDates[language].format(new Date(`${date}T00:00:00Z`));
    if (from && to) return t("adminPromoCodes.dates.between", { from: show(from), to: show(to) });
    if (from) return t("adminPromoCodes.dates.from", { from: show(from) });
    if (to) return t("adminPromoCodes.dates.until", { to: show(to) });
    return null;
  };
  const count = (value: number) => formatNumber(value, language);
  const discount =
    promo.percentOff !== null
      ? new Intl.NumberFormat(language === "ar" ? "ar-AE" : "en-AE", { style: "percent" }).format(
          promo.percentOff / 100,
        )
      : formatPrice(promo.amountOff ?? 0, language);
  const bookingDates = dateSpan(promo.validFrom, promo.validTo) ?? t("adminPromoCodes.anyDate");
  const stayDates = dateSpan(promo.stayFrom, promo.stayTo) ?? t("adminPromoCodes.anyNight");
  const unitTypes = promo.unitTypes
    ? promo.unitTypes
        .map((unitType) => t(`adminPromoCodes.unitTypes.${unitType}`))
        .join(language === "ar" ? "، " : ", ")
    : t("adminPromoCodes.allUnitTypes");

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: promo.id, input: { active: !promo.active } });
      toast.success(
        t(promo.active ? "adminPromoCodes.deactivated" : "adminPromoCodes.activated", {
          code: promo.code,
        }),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <tr className={promo.active ? "" : "bg-sand-50"}>
      <th
        scope="row"
        className={`${bodyCell} sticky start-0 z-10 font-mono font-semibold ${promo.active ? "bg-white" : "bg-sand-50"}`}
      >
        <span dir="ltr">{promo.code}</span>
      </th>
      <td className={`${bodyCell} whitespace-nowrap font-semibold`}>{discount}</td>
      <td className={bodyCell}>{bookingDates}</td>
      <td className={bodyCell}>{stayDates}</td>
      <td className={bodyCell}>{unitTypes}</td>
      <td className={bodyCell}>
        {promo.minNights === null ? t("adminPromoCodes.noLimit") : count(promo.minNights)}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        {promo.maxUses === null
          ? t("adminPromoCodes.usesUnlimited", { uses: count(promo.uses) })
          : t("adminPromoCodes.usesOf", { uses: count(promo.uses), max: count(promo.maxUses) })}
      </td>
      <td className={bodyCell}>
        {promo.maxUsesPerGuest === null
          ? t("adminPromoCodes.noLimit")
          : count(promo.maxUsesPerGuest)}
      </td>
      <td className={bodyCell}>
        <span
          className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${promo.active ? "bg-emerald-100 text-emerald-900" : "bg-sand-200 text-dune-900"}`}
        >
          <span aria-hidden="true">{promo.active ? "●" : "○"}</span>
          {promo.active ? t("adminPromoCodes.active") : t("adminPromoCodes.inactive")}
        </span>
      </td>
      <td className={bodyCell}>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            className={smallButton}
            aria-label={t("adminPromoCodes.editCode", { code: promo.code })}
          >
            {t("adminPromoCodes.edit")}
          </button>
          <button
            type="button"
            onClick={toggle}
            disabled={update.isPending}
            className={`${smallButton} whitespace-nowrap`}
            aria-label={t(
              promo.active ? "adminPromoCodes.deactivateCode" : "adminPromoCodes.activateCode",
              { code: promo.code },
            )}
          >
            {promo.active ? t("adminPromoCodes.deactivate") : t("adminPromoCodes.activate")}
          </button>
        </div>
      </td>
    </tr>
  );
}
