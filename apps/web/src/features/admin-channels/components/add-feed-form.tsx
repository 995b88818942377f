import type { ErrorCode } from "@camp/shared/api/error-codes";
import { type CalendarFeedInput, CHANNEL_UNIT_TYPES } from "@camp/shared/channels/calendar-feeds";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { primaryButton } from "../../../components/confirm-dialog";
import { FormError } from "../../../components/form-error";
import { codedMessage, useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { addCalendarFeedInputSchema, useAddCalendarFeed } from "../api/add-calendar-feed";
import { FeedField, FeedNameField, FeedUnitsField } from "./feed-field";
import { type FeedFieldName, FIELD_OF_CODE, useFeedFieldError } from "./feed-form";
import { unitTypeLabelKey } from "./unit-type-label";

const FIELDS: readonly string[] = ["unitType", "name", "url", "units"];
const isFeedField = (name: string): name is FeedFieldName => FIELDS.includes(name);

/**
 * Adds an OTA listing's calendar (POST /api/admin/calendar-feeds), checked with the schema the
 * server checks with; the server alone judges whether the address may be fetched, and says so on
 * the address field.
 */
export function AddFeedForm() {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const add = useAddCalendarFeed();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CalendarFeedInput>({
    resolver: zodResolver(addCalendarFeedInputSchema),
    defaultValues: { unitType: "master", name: "", url: "", units: 1 },
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = useFeedFieldError(errors);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await add.mutateAsync(body);
      toast.success(t("adminChannels.add.added", { name: body.name }));
      form.reset({ unitType: body.unitType, name: "", url: "", units: 1 });
    } catch (error) {
      if (error instanceof ApiError) {
        const field = FIELD_OF_CODE[error.code];
        if (field) {
          const message = codedMessage(error.code as ErrorCode, error.params);
          form.setError(field, { type: "server", message }, { shouldFocus: true });
          return;
        }
        const fields = Object.entries(error.fieldErrors);
        if (fields.length > 0 && fields.every(([name]) => isFeedField(name))) {
          fields.forEach(([name, message], index) => {
            form.setError(
              name as FeedFieldName,
              { type: "server", message },
              { shouldFocus: index === 0 },
            );
          });
          return;
        }
      }
      setFailure(errorMessage(error));
    }
  });

  // Registered in the order the fields show, so a failed submit focuses the first one in error.
  const fields = {
    unitType: form.register("unitType"),
    name: form.register("name"),
    url: form.register("url"),
    units: form.register("units", { valueAsNumber: true }),
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-dune-900">
        {t("adminChannels.add.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-dune-800">{t("adminChannels.add.intro")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 md:grid-cols-2">
        <FeedField id={`${id}-unitType`} label={t("adminChannels.add.unitType")}>
          {(control) => (
            <select {...control} {...fields.unitType}>
              {CHANNEL_UNIT_TYPES.map((unitType) => (
                <option key={unitType} value={unitType}>
                  {t(unitTypeLabelKey[unitType])}
                </option>
              ))}
            </select>
          )}
        </FeedField>
        <FeedNameField
          id={`${id}-name`}
          hint={t("adminChannels.add.nameHint")}
          error={errorOf("name")}
          registration={fields.name}
        />
        <FeedField
          id={`${id}-url`}
          label={t("adminChannels.add.url")}
          hint={t("adminChannels.add.urlHint")}
          error={errorOf("url")}
        >
          {(control) => (
            <input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              placeholder="https://www.airbnb.com/calendar/ical/….ics"
              {...control}
              {...fields.url}
            />
          )}
        </FeedField>
        <FeedUnitsField id={`${id}-units`} error={errorOf("units")} registration={fields.units} />
        {failure && <FormError className="md:col-span-2">{failure}</FormError>}
        <div className="md:col-span-2">
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? t("adminChannels.add.submitting") : t("adminChannels.add.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
