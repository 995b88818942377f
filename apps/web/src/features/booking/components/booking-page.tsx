import type { ServiceType } from "@camp/shared/booking/booking-limits";
import { paths } from "@camp/shared/routes/site-paths";
import { type ComponentType, lazy, Suspense, useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButtonClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { prepareFormatters } from "../../../lib/format";
import { nextTask } from "../../../lib/next-task";
import { type BookingFacts, useBookingFacts } from "../lib/use-booking-facts";

type FormModule = { default: ComponentType<{ facts: BookingFacts }> };

/**
 * The forms' code (their schemas, the phone-number rules, the date picker) is not needed until the
 * catalogue is in, so it is not part of the page's first code: evaluated with it, it made one task
 * of a phone's main thread a quarter of a second long before hydration could start (decision 036).
 * It is fetched as the page mounts, beside the catalogue, and evaluated a part per task: evaluated
 * at once, the whole form's code was again a task of about 100 ms on a phone.
 */
const FORM_PARTS: (() => Promise<unknown>)[] = [
  // libphonenumber's metadata (the guest's phone number).
  () => import("@camp/shared/guest/phone-number"),
  // zod and the forms' schemas.
  () => import("@camp/shared/booking/booking-forms"),
  // The date picker (react-day-picker, date-fns, its Arabic locale).
  () => import("../../../components/stay-range-field"),
];

/** Each part's code in a task of its own, then the form's (the parts already evaluated). */
function inParts(loadForm: () => Promise<FormModule>) {
  let loaded: Promise<FormModule> | undefined;
  return () => {
    loaded ??= (async () => {
      for (const part of FORM_PARTS) {
        await part();
        await nextTask();
      }
      return loadForm();
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

const loadForm: Record<ServiceType, () => Promise<FormModule>> = {
  room: inParts(() =>
    import("./room-form").then((module) => ({ default: module.RoomBookingForm })),
  ),
  camp: inParts(() =>
    import("./camp-form").then((module) => ({ default: module.CampBookingForm })),
  ),
  parking: inParts(() =>
    import("./parking-form").then((module) => ({ default: module.ParkingBookingForm })),
  ),
  package: inParts(() =>
    import("./package-form").then((module) => ({ default: module.PackageBookingForm })),
  ),
};
const FORMS: Record<ServiceType, ComponentType<{ facts: BookingFacts }>> = {
  room: lazy(loadForm.room),
  camp: lazy(loadForm.camp),
  parking: lazy(loadForm.parking),
  package: lazy(loadForm.package),
};

/** /booking/{room,camp,parking,package}: the service's form once the catalogue is known. */
export function BookingPage({ serviceType }: { serviceType: ServiceType }) {
  const { t, i18n } = useTranslation();
  const { facts: loadedFacts, isError, retry } = useBookingFacts();
  // The form is drawn in the background once the catalogue is in, in slices a tap can interrupt,
  // rather than in one long task that holds up a phone right after the page appears.
  const facts = useDeferredValue(loadedFacts);
  const Form = FORMS[serviceType];
  // The form's code is fetched while the catalogue loads, in a task after the one that starts the
  // page's queries (each adds to a phone's longest tasks). The form is drawn from a deferred value,
  // so until its code is in React keeps the placeholders on screen (no fallback, no shift).
  useEffect(() => {
    const timer = setTimeout(() => void loadForm[serviceType]());
    return () => clearTimeout(timer);
  }, [serviceType]);
  useEffect(() => {
    void prepareFormatters(toLanguage(i18n.language));
  }, [i18n.language]);
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
        {/* Around the placeholders as well as the form, so that the deferred form, its code not in
            yet, keeps them on screen; the fallback is only for a form shown at once. */}
        <Suspense fallback={<FormPlaceholder />}>
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
            <FormPlaceholder />
          )}
        </Suspense>
      </div>
    </div>
  );
}

/**
 * About the form's own height at each width, so the page (pre-rendered with these placeholders)
 * does not move when the form takes their place.
 */
function FormPlaceholder() {
  const { t } = useTranslation();
  return (
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
  );
}
