import { type ParkingForm, parkingFormSchema } from "@camp/shared/booking/booking-forms";
import { priceParkingStay } from "@camp/shared/booking/pricing";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice } from "../../../lib/format";
import { nightPriceOn } from "../../../lib/stay-rates";
import { formatWeekDays } from "../../../lib/week-days";
import { priceableExtras } from "../lib/extras-values";
import { isPriceable } from "../lib/stay-values";
import type { BookingFacts } from "../lib/use-booking-facts";
import { BookingForm, type StaffBookingMode } from "./booking-form";
import { NumberField } from "./form-fields";

type ParkingInput = z.input<ReturnType<typeof parkingFormSchema>>;

/** /booking/parking: dates and caravan slots, 1 to the slots the resort has (spec 5). */
export function ParkingBookingForm({
  facts,
  staff,
}: {
  facts: BookingFacts;
  staff?: StaffBookingMode;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => parkingFormSchema(facts.rules), [facts.rules]);
  return (
    <BookingForm<ParkingInput, ParkingForm>
      draftKey="parking"
      staff={staff}
      schema={schema}
      defaults={{ checkIn: "", checkOut: "", quantity: 1 }}
      today={facts.rules.today}
      extras={facts.extras}
      unitPriceLabel={t("bookingpage.unitPrice.parking")}
      calendar={facts.rates.calendar}
      unitTypes={() => ["parking"]}
      nightPrice={(day) => nightPriceOn(facts.rates, ["parking"], day)}
      priceLegend={t("bookingpage.stayCalendar.priceLegend.parking")}
      priceOf={(values, promo) =>
        isPriceable(values, values.quantity)
          ? priceParkingStay(facts.rates, {
              quantity: values.quantity,
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              extras: priceableExtras(values, facts.rules.extras ?? []),
              promo,
            })
          : undefined
      }
      availabilityTargets={(values) => [
        { target: { serviceType: "parking" }, needed: values.quantity },
      ]}
      toRequest={(values) => ({
        input: { kind: "single", request: { ...values, serviceType: "parking" } },
        summary: {
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          unitsLabel: t("bookingpage.parkingSlots"),
          units: values.quantity,
        },
      })}
      aside={<ParkingFacts facts={facts} />}
      fields={
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField<ParkingInput>
            name="quantity"
            label={t("bookingpage.parkingSlots")}
            hint={t("bookingpage.parkingHint")}
          />
        </div>
      }
    />
  );
}

/** Spot size and the weekday and weekend rates, as the server has them (spec 3, parking record). */
function ParkingFacts({ facts }: { facts: BookingFacts }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const parking = facts.parking;
  if (!parking) {
    return (
      <p className="rounded-xl border border-sand-200 bg-white p-4 text-sm">
        {t("parkingpage.unavailable")}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl border border-sand-200 bg-white p-4 text-sm">
      <dt>{t("bookingpage.spotSize")}</dt>
      <dd className="text-end">
        {t("bookingpage.spotDimensions", {
          width: formatNumber(parking.dimension.width, language),
          length: formatNumber(parking.dimension.length, language),
        })}
      </dd>
      <dt>{t("bookingpage.weekdayRate")}</dt>
      <dd className="text-end">{formatPrice(parking.pricing.weekday, language)}</dd>
      <dt>{t("bookingpage.weekendRate")}</dt>
      <dd className="text-end">{formatPrice(parking.pricing.weekend, language)}</dd>
      <dd className="col-span-2 mt-2 text-xs text-dune-800">
        {t("bookingpage.parkingRateRule", {
          days: formatWeekDays(parking.weekendDays, language, "disjunction"),
        })}
      </dd>
    </dl>
  );
}
