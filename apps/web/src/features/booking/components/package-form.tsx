import {
  type PackageForm,
  packageFormSchema,
  packageFormToRequest,
} from "@camp/shared/booking/booking-forms";
import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { pricePackageStay } from "@camp/shared/booking/pricing";
import { useId, useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { useFieldError } from "../../../components/form-field-error";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";
import { nightPriceOn } from "../../../lib/stay-rates";
import { priceableExtras } from "../lib/extras-values";
import { isPriceable } from "../lib/stay-values";
import type { BookingFacts } from "../lib/use-booking-facts";
import { BookingForm, type StaffBookingMode } from "./booking-form";
import { NumberField } from "./form-fields";

type PackageInput = z.input<ReturnType<typeof packageFormSchema>>;

/** What one unit of the package is: its rooms and tent, each priced and ruled night by night. */
const PACKAGE_UNIT = ["master", "kids", "camp"] as const;

/** Where the package calls' field paths land on this form (ARCHITECTURE.md, package shape). */
const FORM_FIELD_OF: Record<string, string> = {
  "services.room.master.quantity": "units",
  "services.room.master.guests": "guests",
  "services.parking.quantity": "parkingSpots",
  services: "units",
};

/** /booking/package: units of (1 master room + 1 kids room + 1 tent), guests, caravan spots (spec 5). */
export function PackageBookingForm({
  facts,
  staff,
}: {
  facts: BookingFacts;
  staff?: StaffBookingMode;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => packageFormSchema(facts.rules), [facts.rules]);
  return (
    <BookingForm<PackageInput, PackageForm>
      draftKey="package"
      staff={staff}
      schema={schema}
      defaults={{
        checkIn: "",
        checkOut: "",
        guests: 2,
        units: 1,
        wantsParking: false,
        parkingSpots: 0,
      }}
      today={facts.rules.today}
      extras={facts.extras}
      unitPriceLabel={t("bookingpage.unitPrice.package")}
      calendar={facts.rates.calendar}
      unitTypes={(values) => [
        ...PACKAGE_UNIT,
        ...(values.wantsParking ? ["parking" as const] : []),
      ]}
      nightPrice={(day) => nightPriceOn(facts.rates, PACKAGE_UNIT, day)}
      priceLegend={t("bookingpage.stayCalendar.priceLegend.package")}
      isErrorListShown
      toFormField={(path) => FORM_FIELD_OF[path] ?? path}
      priceOf={(values, promo) =>
        isPriceable(values, values.units)
          ? pricePackageStay(facts.rates, {
              units: values.units,
              parkingSpots: values.wantsParking ? Math.max(0, values.parkingSpots || 0) : 0,
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              extras: priceableExtras(values, facts.rules.extras ?? []),
              promo,
            })
          : undefined
      }
      availabilityTargets={(values) => {
        const units = values.units || 1;
        return [
          { target: { serviceType: "room", roomType: "master" }, needed: units },
          { target: { serviceType: "room", roomType: "kids" }, needed: units },
          { target: { serviceType: "camp" }, needed: units },
          ...(values.wantsParking
            ? [{ target: { serviceType: "parking" as const }, needed: values.parkingSpots || 1 }]
            : []),
        ];
      }}
      toRequest={(values) => ({
        input: { kind: "package", request: packageFormToRequest(values) },
        summary: {
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          unitsLabel: t("bookingpage.units"),
          units: values.units,
        },
      })}
      aside={<Inclusions />}
      fields={<PackageFields />}
    />
  );
}

function PackageFields() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const { register, watch, setValue } = useFormContext<PackageInput>();
  const fieldError = useFieldError();
  const unitsError = fieldError("units");
  const wantsParking = watch("wantsParking");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-units`} className={labelClass}>
            {t("bookingpage.units")}
          </label>
          <select
            id={`${id}-units`}
            className={inputClass}
            aria-invalid={Boolean(unitsError)}
            aria-describedby={unitsError ? `${id}-units-error` : undefined}
            {...register("units", { valueAsNumber: true })}
          >
            <option value="">{t("bookingpage.selectUnits")}</option>
            {Array.from({ length: bookingLimits.maxPackageUnits }, (_, index) => index + 1).map(
              (units) => (
                <option key={units} value={units}>
                  {formatNumber(units, language)}
                </option>
              ),
            )}
          </select>
          {unitsError && (
            <p id={`${id}-units-error`} className={fieldErrorClass}>
              {unitsError}
            </p>
          )}
        </div>
        <NumberField<PackageInput> name="guests" label={t("bookingpage.guests")} />
      </div>
      <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-dune-900">
          {t("bookingpage.caravanParking")}
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            {...register("wantsParking", {
              // One spot to start with when asked for; none (and no stale error) when not.
              onChange: (event) => setValue("parkingSpots", event.target.checked ? 1 : 0),
            })}
          />
          {t("bookingpage.bringingCaravan")}
        </label>
        {wantsParking && (
          <div className="mt-3 max-w-xs">
            <NumberField<PackageInput> name="parkingSpots" label={t("bookingpage.caravanSpots")} />
          </div>
        )}
      </fieldset>
    </>
  );
}

/** The package's fixed inclusions (spec section 3). */
function Inclusions() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4 text-sm">
      <p className="font-semibold">{t("bookingpage.inclusionsTitle")}</p>
      <p className="mt-1 text-dune-800">{t("bookingpage.inclusions")}</p>
    </div>
  );
}
