import { type RoomForm, roomFormSchema } from "@camp/shared/booking/booking-forms";
import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { priceRoomStay } from "@camp/shared/booking/pricing";
import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { nightPriceOn } from "../../../lib/stay-rates";
import { priceableExtras } from "../lib/extras-values";
import { isPriceable } from "../lib/stay-values";
import type { BookingFacts } from "../lib/use-booking-facts";
import { BookingForm, type StaffBookingMode } from "./booking-form";
import { NumberField } from "./form-fields";
import { UnitRateNote } from "./unit-rate-note";

type RoomInput = z.input<ReturnType<typeof roomFormSchema>>;

/** /booking/room: room type (master by default), dates, rooms 1-4, guests by capacity (spec 5). */
export function RoomBookingForm({
  facts,
  staff,
}: {
  facts: BookingFacts;
  staff?: StaffBookingMode;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => roomFormSchema(facts.rules), [facts.rules]);
  return (
    <BookingForm<RoomInput, RoomForm>
      draftKey="room"
      staff={staff}
      schema={schema}
      defaults={{ checkIn: "", checkOut: "", roomType: "master", quantity: 1, guests: 2 }}
      today={facts.rules.today}
      extras={facts.extras}
      unitPriceLabel={t("bookingpage.unitPrice.room")}
      calendar={facts.rates.calendar}
      unitTypes={(values) => [values.roomType ?? "master"]}
      nightPrice={(day, values) => nightPriceOn(facts.rates, [values.roomType ?? "master"], day)}
      priceLegend={t("bookingpage.stayCalendar.priceLegend.room")}
      priceOf={(values, promo) =>
        isPriceable(values, values.quantity)
          ? priceRoomStay(facts.rates, {
              roomType: values.roomType ?? "master",
              quantity: values.quantity,
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              extras: priceableExtras(values, facts.rules.extras ?? []),
              promo,
            })
          : undefined
      }
      availabilityTargets={(values) => [
        {
          target: { serviceType: "room", roomType: values.roomType ?? "master" },
          needed: values.quantity,
        },
      ]}
      toRequest={(values) => ({
        input: { kind: "single", request: { ...values, serviceType: "room" } },
        summary: {
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          unitsLabel: t("bookingpage.roomsOfType", {
            type: t(`bookingpage.roomTypes.${values.roomType}`),
          }),
          units: values.quantity,
        },
      })}
      fields={<RoomFields facts={facts} />}
    />
  );
}

function RoomFields({ facts }: { facts: BookingFacts }) {
  const { t } = useTranslation();
  const { register, watch } = useFormContext<RoomInput>();
  const roomType = watch("roomType") ?? "master";
  const capacity = facts.rules.roomCapacity[roomType];
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-dune-900">{t("bookingpage.roomType")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {facts.rooms.map((room) => (
            <label
              key={room.roomType}
              className="flex cursor-pointer gap-3 rounded-xl border border-sand-200 bg-white p-4 has-[:checked]:border-dune-800 has-[:checked]:ring-2 has-[:checked]:ring-dune-800"
            >
              <input
                type="radio"
                value={room.roomType}
                className="mt-1"
                {...register("roomType")}
              />
              <span>
                {/* The type's one name (decision 050), not the catalogue's editable title. */}
                <span className="block font-semibold">
                  {t(`prices.services.room_${room.roomType}`)}
                </span>
                <span className="block text-sm text-dune-800">
                  <UnitRateNote facts={facts} unitType={room.roomType} />
                  {t("bookingpage.guestsPerRoom", { capacity: room.capacity })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField<RoomInput>
          name="quantity"
          label={t("bookingpage.rooms")}
          hint={t("bookingpage.roomsHint", { max: bookingLimits.maxRooms })}
        />
        <NumberField<RoomInput>
          name="guests"
          label={t("bookingpage.guests")}
          hint={t("bookingpage.guestsHint", { capacity })}
        />
      </div>
    </>
  );
}
