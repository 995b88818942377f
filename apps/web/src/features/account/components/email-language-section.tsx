import type { SiteLanguage } from "@camp/shared/auth/auth-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../../api/get-user";
import { quietButton } from "../../../components/confirm-dialog";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useUpdateEmailLanguage } from "../api/update-email-language";

/** Each language named in its own words, so a guest who reads only one finds it. */
const LANGUAGE_OPTIONS: { value: SiteLanguage; label: string }[] = [
  { value: "en", label: "English" },
  { value: "ar", label: "العربية" },
];

/**
 * The language of the guest's emails (decision 050): the account keeps it, from the site's
 * language at sign-up; every email (bookings, changes, refunds, password resets, waiting-list
 * offers) is written in it, whatever page the guest is on when something happens.
 */
export function EmailLanguageSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data: user } = useUser();
  const update = useUpdateEmailLanguage();
  const stored = user?.language ?? "en";
  const [chosen, setChosen] = useState<SiteLanguage | null>(null);
  const selected = chosen ?? stored;
  const headingId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mb-8 max-w-5xl px-4"
      data-testid="email-language"
    >
      <form
        className="rounded-2xl border border-sand-200 bg-white p-6"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ language: selected }, { onSuccess: () => setChosen(null) });
        }}
      >
        <fieldset aria-describedby={hintId}>
          <legend id={headingId} className="text-xl font-bold text-dune-900">
            {t("emailLanguage.heading")}
          </legend>
          <p id={hintId} className="mt-2 max-w-2xl text-dune-800">
            {t("emailLanguage.intro")}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {LANGUAGE_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-200 px-4 py-2 has-[:checked]:border-dune-800 has-[:checked]:bg-sand-100"
              >
                <input
                  type="radio"
                  name="email-language"
                  value={option.value}
                  checked={selected === option.value}
                  onChange={() => {
                    update.reset();
                    setChosen(option.value);
                  }}
                />
                <span lang={option.value}>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={`${quietButton} disabled:opacity-60`}
            disabled={update.isPending || selected === stored}
          >
            {update.isPending ? t("emailLanguage.saving") : t("emailLanguage.save")}
          </button>
          <p role="status" className="text-dune-800">
            {update.isSuccess && chosen === null
              ? t("emailLanguage.saved", { language: t(`emailLanguage.names.${stored}`) })
              : ""}
          </p>
        </div>
        {update.isError && (
          <p role="alert" className="mt-3 text-red-700">
            {errorMessage(update.error)}
          </p>
        )}
      </form>
    </section>
  );
}
