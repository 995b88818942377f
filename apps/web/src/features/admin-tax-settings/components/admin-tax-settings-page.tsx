import type { TaxSettings } from "@camp/shared/tax/tax-schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatResortInstant } from "../../../lib/format";
import { useTaxSettings } from "../api/get-tax-settings";
import { TaxSettingsEditor } from "./tax-settings-editor";

/**
 * /admin/tax-settings: who the resort is on its invoices (names and addresses in both languages,
 * TRN), the VAT rate and how rates are entered, and the Tourism Dirham fee per unit type
 * (decision 028). Saving applies to every price from then on; bookings keep what they were sold with.
 */
export function AdminTaxSettingsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const settings = useTaxSettings();

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div>
        <h1 id={headingId} className="text-2xl font-bold text-dune-900">
          {t("adminTaxSettings.heading")}
        </h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminTaxSettings.intro")}</p>
      </div>
      {settings.isPending ? (
        <p role="status">{t("adminTaxSettings.loading")}</p>
      ) : settings.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(settings.error)}
        </p>
      ) : (
        <>
          <LastSaved settings={settings.data} />
          {/* Keyed by the save, so the form starts from what the server kept (trimmed, rounded). */}
          <TaxSettingsEditor key={settings.data.updatedAt ?? "config"} settings={settings.data} />
        </>
      )}
    </section>
  );
}

function LastSaved({ settings }: { settings: TaxSettings }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <p className="rounded-xl bg-sand-50 p-3 text-sm text-dune-900">
      {settings.updatedAt
        ? t("adminTaxSettings.lastSaved", {
            when: formatResortInstant(settings.updatedAt, language),
          })
        : t("adminTaxSettings.fromConfig")}
    </p>
  );
}
