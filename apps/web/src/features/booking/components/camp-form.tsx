import { type CampForm, campFormSchema } from "@camp/shared/booking/booking-forms";
import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { priceCampStay } from "@camp/shared/booking/pricing";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { nightPriceOn } from "../../../lib/stay-rates";
import { priceableExtras } from "../lib/extras-values";
import { isPriceable } from "../lib/stay-values";
import type { BookingFacts } from "../lib/use-booking-facts";
import { BookingForm, type StaffBookingMode } from "./booking-form";
import { NumberField } from "./form-fields";
import { UnitRateNote } from "./unit-rate-note";

type CampInput = z.input<ReturnType<typeof campFormSchema>>;

/** /booking/camp: dates, tents 1-4, guests 1-16 (spec 5). */
export function CampBookingForm({
  facts,
  staff,
}: {
  facts: BookingFacts;
  staff?: StaffBookingMode;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => campFormSchema(facts.rules), [facts.rules]);
  return (
    <BookingForm<CampInput, CampForm>
      draftKey="camp"
      staff={staff}
      schema={schema}
      defaults={{ checkIn: "", checkOut: "", quantity: 1, guests: 2 }}
      today={facts.rules.today}
      extras={facts.extras}
      unitPriceLabel={t("bookingpage.unitPrice.camp")}
      calendar={facts.rates.calendar}
      unitTypes={() => ["camp"]}
      nightPrice={(day) => nightPriceOn(facts.rates, ["camp"], day)}
      priceLegend={t("bookingpage.stayCalendar.priceLegend.camp")}
      priceOf={(values, promo) =>
        isPriceable(values, values.quantity)
          ? priceCampStay(facts.rates, {
              quantity: values.quantity,
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              extras: priceableExtras(values, facts.rules.extras ?? []),
              promo,
            })
          : undefined
      }
      availabilityTargets={(values) => [
        { target: { serviceType: "camp" }, needed: values.quantity },
      ]}
      toRequest={(values) => ({
        input: { kind: "single", request: { ...values, serviceType: "camp" } },
        summary: {
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          unitsLabel: t("bookingpage.tents"),
          units: values.quantity,
        },
      })}
      aside={
        <div className="rounded-xl border border-sand-200 bg-white p-4 text-sm">
          <p className="font-semibold">
            {t("bookingpage.maxCampGuests", { count: bookingLimits.maxCampGuests })}
          </p>
          <UnitRateNote facts={facts} unitType="camp" className="mt-1 block text-dune-800" />
        </div>
      }
      fields={
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField<CampInput>
            name="quantity"
            label={t("bookingpage.tents")}
            hint={t("bookingpage.tentsHint", { max: bookingLimits.maxTents })}
          />
          <NumberField<CampInput> name="guests" label={t("bookingpage.guests")} />
        </div>
      }
    />
  );
}
