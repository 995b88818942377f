import type { AdminExtra } from "@camp/shared/extras/extras-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatPrice } from "../../../lib/format";
import { useAdminExtras } from "../api/get-admin-extras";
import { useCreateExtra, useUpdateExtra } from "../api/save-extra";
import { useUploadExtraPicture } from "../api/upload-extra-picture";
import { ExtraForm, emptyExtra, toExtraInput } from "./extra-form";

const cardClass = "rounded-2xl border border-sand-200 bg-white p-5 shadow-sm";

/**
 * /admin/extras: the activities sold with a stay (docs/decisions/021). Staff add one, edit its
 * texts, price, capacity and days, give it a picture, and take it off sale (it stays on the
 * bookings that have it). Every change is audit-logged by the server.
 */
export function AdminExtrasPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const extras = useAdminExtras();
  const create = useCreateExtra();
  const [isAdding, setIsAdding] = useState(false);

  return (
    <section aria-labelledby="admin-extras-heading" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="admin-extras-heading" className="text-2xl font-bold text-dune-900">
            {t("adminExtras.heading")}
          </h1>
          <p className="mt-1 max-w-2xl text-dune-800">{t("adminExtras.intro")}</p>
        </div>
        {!isAdding && (
          <button
            type="button"
            onClick={() => setIsAdding(true)}
            className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
          >
            {t("adminExtras.add")}
          </button>
        )}
      </div>
      {isAdding && (
        <section aria-labelledby="new-extra-heading" className={cardClass}>
          <h2 id="new-extra-heading" className="mb-4 text-lg font-semibold text-dune-900">
            {t("adminExtras.newHeading")}
          </h2>
          <ExtraForm
            defaultValues={emptyExtra}
            submitLabel={t("adminExtras.create")}
            onCancel={() => setIsAdding(false)}
            onSave={async (input) => {
              const extra = await create.mutateAsync(input);
              // In the console's language, as the list names it.
              toast.success(
                t("adminExtras.created", {
                  name: language === "ar" ? extra.nameAr : extra.nameEn,
                }),
              );
              setIsAdding(false);
            }}
          />
        </section>
      )}
      {extras.isPending ? (
        <p role="status">{t("adminExtras.loading")}</p>
      ) : extras.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(extras.error)}
        </p>
      ) : (
        <ul className="grid gap-4">
          {extras.data.map((extra) => (
            <li key={extra.id}>
              <ExtraCard extra={extra} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExtraCard({ extra }: { extra: AdminExtra }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const update = useUpdateExtra();
  const upload = useUploadExtraPicture();
  const [isEditing, setIsEditing] = useState(false);
  const headingId = useId();
  const fileId = useId();
  const name = language === "ar" ? extra.nameAr : extra.nameEn;
  const days = extra.days
    .map((day) =>
      new Intl.DateTimeFormat(language === "ar" ? "ar-AE" : "en-GB", {
        weekday: "short",
        timeZone: "UTC",
      }).format(new Date(Date.UTC(2023, 0, 1 + day))),
    )
    .join(language === "ar" ? "، " : ", ");

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: extra.id, input: { active: !extra.active } });
      toast.success(
        t(extra.active ? "adminExtras.deactivated" : "adminExtras.activated", { name }),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <div className="flex flex-wrap gap-4">
        {extra.imageUrl ? (
          <img
            src={extra.imageUrl}
            alt=""
            width={160}
            height={107}
            className="h-24 w-36 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <div className="flex h-24 w-36 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-xs text-dune-800">
            {t("adminExtras.noPicture")}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-dune-900">
              {name}
            </h2>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                extra.active ? "bg-emerald-100 text-emerald-900" : "bg-sand-200 text-dune-900"
              }`}
            >
              {extra.active ? t("adminExtras.onSale") : t("adminExtras.offSale")}
            </span>
          </div>
          <p className="text-sm text-dune-800" lang={language === "ar" ? "en" : "ar"}>
            {language === "ar" ? extra.nameEn : extra.nameAr}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-dune-800">{t("adminExtras.fields.price")}</dt>
              <dd className="font-medium">
                {t(`adminExtras.pricePer.${extra.priceType}`, {
                  price: formatPrice(extra.price, language),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-dune-800">{t("adminExtras.fields.dailyCapacity")}</dt>
              <dd className="font-medium">
                {t(`adminExtras.capacityPer.${extra.priceType}`, {
                  count: extra.dailyCapacity,
                  formatted: formatNumber(extra.dailyCapacity, language),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-dune-800">{t("adminExtras.fields.days")}</dt>
              <dd className="font-medium">{days}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => setIsEditing((value) => !value)}
          aria-expanded={isEditing}
          className="rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100"
        >
          {t("adminExtras.edit", { name })}
        </button>
        <button
          type="button"
          onClick={toggle}
          disabled={update.isPending}
          className="rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60"
        >
          {extra.active ? t("adminExtras.deactivate") : t("adminExtras.activate")}
        </button>
        {/* The browser's own file button speaks the browser's language, not the page's: a label
            styled as a button opens the picker, the input itself stays for keyboards and readers. */}
        <label
          htmlFor={fileId}
          className="cursor-pointer rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-dune-800"
        >
          {upload.isPending ? t("adminExtras.saving") : t("adminExtras.changePicture")}
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t("adminExtras.picture", { name })}
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              try {
                await upload.mutateAsync({ id: extra.id, file });
                toast.success(t("adminExtras.pictureSaved", { name }));
              } catch (error) {
                toast.error(errorMessage(error));
              }
            }}
          />
        </label>
      </div>
      {isEditing && (
        <div className="mt-4 border-t border-sand-200 pt-4">
          <ExtraForm
            defaultValues={toExtraInput(extra)}
            submitLabel={t("adminExtras.save")}
            onCancel={() => setIsEditing(false)}
            onSave={async (input) => {
              await update.mutateAsync({ id: extra.id, input });
              toast.success(
                t("adminExtras.saved", { name: language === "ar" ? input.nameAr : input.name }),
              );
              setIsEditing(false);
            }}
          />
        </div>
      )}
    </article>
  );
}
