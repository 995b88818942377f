import type { ServiceType } from "@camp/shared/booking/booking-limits";
import { paths } from "@camp/shared/routes/site-paths";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButtonClass } from "../../../components/form-classes";
import { type BookingFacts, useBookingFacts } from "../lib/use-booking-facts";
import { CampBookingForm } from "./camp-form";
import { PackageBookingForm } from "./package-form";
import { ParkingBookingForm } from "./parking-form";
import { RoomBookingForm } from "./room-form";

const FORMS: Record<ServiceType, (props: { facts: BookingFacts }) => React.ReactNode> = {
  room: RoomBookingForm,
  camp: CampBookingForm,
  parking: ParkingBookingForm,
  package: PackageBookingForm,
};

/** /booking/{room,camp,parking,package}: the service's form once the catalogue is known. */
export function BookingPage({ serviceType }: { serviceType: ServiceType }) {
  const { t } = useTranslation();
  const { facts: loadedFacts, isError, retry } = useBookingFacts();
  // The form is drawn in the background once the catalogue is in, in slices a tap can interrupt,
  // rather than in one long task that holds up a phone right after the page appears.
  const facts = useDeferredValue(loadedFacts);
  const Form = FORMS[serviceType];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t(`bookingpage.titles.${serviceType}`)}</h1>
      <p className="mt-2 max-w-2xl text-dune-800">{t(`bookingpage.intros.${serviceType}`)}</p>
      <nav
        aria-label={t("bookingpage.otherServices")}
        className="mt-4 flex flex-wrap gap-2 text-sm"
      >
        {(["room", "camp", "parking", "package"] as const).map((other) => (
          <Link
            key={other}
            to={paths.booking(other)}
            aria-current={other === serviceType ? "page" : undefined}
            className="rounded-full border border-sand-200 bg-white px-3 py-1 hover:bg-sand-100 aria-[current=page]:border-dune-800 aria-[current=page]:bg-dune-800 aria-[current=page]:text-white"
          >
            {t(`bookingpage.tabs.${other}`)}
          </Link>
        ))}
      </nav>
      <div className="mt-8">
        {facts ? (
          <Form facts={facts} />
        ) : isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            <p>{t("bookingpage.catalogueFailed")}</p>
            <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={retry}>
              {t("bookingpage.tryAgain")}
            </button>
          </div>
        ) : (
          // About the form's own height at each width, so the page (pre-rendered with these
          // placeholders) does not move when the form takes their place.
          <div
            aria-busy="true"
            className="grid min-h-[44rem] content-start gap-4 md:min-h-[32rem] lg:min-h-[20rem]"
          >
            <span className="sr-only">{t("bookingpage.loading")}</span>
            {[0, 1, 2].map((row) => (
              <div
                key={row}
                className="h-16 animate-pulse rounded-lg bg-sand-100 motion-reduce:animate-none"
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
