import type { ServiceType } from "@camp/shared/booking/booking-limits";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButtonClass } from "../../../components/form-classes";
import type { StaffBookingMode } from "../../../lib/staff-booking-mode";
import { type BookingFacts, useBookingFacts } from "../lib/use-booking-facts";
import { CampBookingForm } from "./camp-form";
import { PackageBookingForm } from "./package-form";
import { ParkingBookingForm } from "./parking-form";
import { RoomBookingForm } from "./room-form";

const FORMS: Record<
  ServiceType,
  ComponentType<{ facts: BookingFacts; staff?: StaffBookingMode }>
> = {
  room: RoomBookingForm,
  camp: CampBookingForm,
  parking: ParkingBookingForm,
  package: PackageBookingForm,
};

/**
 * A service's booking form as staff fill it in the console (decision 055): the guest's own form,
 * rules and estimate, once the catalogue and rates are in; its answer goes to `staff`.
 */
export function StaffStayForm({
  service,
  staff,
}: {
  service: ServiceType;
  staff: StaffBookingMode;
}) {
  const { t } = useTranslation();
  const { facts, isError, retry } = useBookingFacts();
  const Form = FORMS[service];
  if (facts) return <Form key={service} facts={facts} staff={staff} />;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{t("bookingpage.catalogueFailed")}</p>
        <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={retry}>
          {t("bookingpage.tryAgain")}
        </button>
      </div>
    );
  }
  return (
    <p aria-busy="true" className="rounded-lg bg-sand-100 p-4 text-dune-800">
      {t("bookingpage.loading")}
    </p>
  );
}
