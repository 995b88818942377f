import { SERVICE_TYPES, type ServiceType } from "@camp/shared/booking/booking-limits";
import {
  STAFF_BOOKING_OPTION_KEYS,
  type StaffBookingOptions,
  staffBookingOptionsSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { prepareFormatters } from "../../../lib/format";
import type {
  StaffBookingMode,
  StaffStayForm,
  StayRequestBody,
} from "../../../lib/staff-booking-mode";
import {
  type StaffBookingOptionsInput,
  type StaffBookingResult,
  useCreateStaffBooking,
} from "../api/create-staff-booking";
import { StaffBookingFields } from "./staff-booking-fields";
import { StaffBookingResultView } from "./staff-booking-result";

/**
 * The shared schema of the staff options; a desk booking holds nothing, so the hold's hours (a
 * field it does not show) are not judged for it.
 */
const optionsSchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && (value as { payment?: unknown }).payment === "at_desk"
      ? { ...value, holdHours: undefined }
      : value,
  staffBookingOptionsSchema,
);

const DEFAULTS = {
  // No language and no source chosen for staff: an email in the wrong language cannot be unsent.
  guest: { name: "", phone: "", email: "", language: undefined },
  source: undefined,
  agentReference: "",
  note: "",
  holdHours: 24,
  payment: "link",
} as unknown as StaffBookingOptionsInput;

/** Whether a server's field path is one of the staff options' (else the stay's). */
const isOptionField = (path: string) =>
  (STAFF_BOOKING_OPTION_KEYS as string[]).includes(path.split(".")[0] ?? "");

export type Booked = { result: StaffBookingResult; options: StaffBookingOptions };

/**
 * /admin/bookings/new (decision 055): a stay chosen with the guest's own forms and priced by the
 * same code, the guest it is for, where it came from and how it is paid; then the payment link to
 * send (copy, QR, WhatsApp) or the desk booking to take payment on.
 */
export function NewBookingPage({ StayForm }: { StayForm: StaffStayForm }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get("service");
  const service = SERVICE_TYPES.includes(asked as ServiceType) ? (asked as ServiceType) : "room";
  const [booked, setBooked] = useState<Booked>();
  // Each booking's form starts afresh (new key) after "Make another booking".
  const [round, setRound] = useState(0);
  useEffect(() => {
    void prepareFormatters(toLanguage(i18n.language));
  }, [i18n.language]);

  return (
    <section aria-labelledby="new-booking-title" className="space-y-6">
      <div>
        <Link
          to={paths.adminBookings}
          className="text-sm font-semibold text-dune-800 underline underline-offset-4"
        >
          {t("adminNewBooking.backToBookings")}
        </Link>
        <h1 id="new-booking-title" className="mt-2 text-3xl font-bold text-dune-900">
          {t("adminNewBooking.title")}
        </h1>
        <p className="mt-2 max-w-3xl text-dune-800">{t("adminNewBooking.intro")}</p>
      </div>
      {booked ? (
        <StaffBookingResultView
          booked={booked}
          onAnother={() => {
            setBooked(undefined);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <NewBookingForm key={round} service={service} StayForm={StayForm} onBooked={setBooked} />
      )}
    </section>
  );
}

/** The service's tabs, the stay's form and the staff's fields, sent as one booking. */
function NewBookingForm({
  service,
  StayForm,
  onBooked,
}: {
  service: ServiceType;
  StayForm: StaffStayForm;
  onBooked: (booked: Booked) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateStaffBooking();
  const [refusal, setRefusal] = useState<string | null>(null);
  const staffForm = useForm<StaffBookingOptionsInput, unknown, StaffBookingOptions>({
    resolver: zodResolver(optionsSchema as never) as never,
    defaultValues: DEFAULTS,
  });
  // Once the staff fields show errors, a change to one checks them all (a phone given clears
  // "phone or email").
  useEffect(() => {
    const subscription = staffForm.watch(() => {
      if (staffForm.formState.isSubmitted) void staffForm.trigger();
    });
    return () => subscription.unsubscribe();
  }, [staffForm]);

  const showServerRefusal = (error: unknown, showStayRefusal: (error: unknown) => boolean) => {
    if (!(error instanceof ApiError)) {
      setRefusal(errorMessage(error));
      return;
    }
    const entries = Object.entries(error.fieldErrors);
    const own = entries.filter(([path]) => isOptionField(path));
    const stay = entries.filter(([path]) => !isOptionField(path));
    const stayShown = showStayRefusal(
      new ApiError(error.status, error.code, error.message, Object.fromEntries(stay), error.params),
    );
    for (const [index, [path, message]] of own.entries()) {
      staffForm.setError(
        path as never,
        { type: "server", message },
        { shouldFocus: !stayShown && index === 0 },
      );
    }
    // A staff account's email cannot be a guest's (409 STAFF_ACCOUNT_EXISTS): said at the email.
    if (error.code === "STAFF_ACCOUNT_EXISTS") {
      staffForm.setError(
        "guest.email",
        { type: "server", message: errorMessage(error) },
        { shouldFocus: true },
      );
      return;
    }
    if (!stayShown && own.length === 0) setRefusal(errorMessage(error));
  };

  const submit = (stay: StayRequestBody, showStayRefusal: (error: unknown) => boolean) => {
    void staffForm.handleSubmit((options) => {
      setRefusal(null);
      create.mutate(
        { stay, options },
        {
          onSuccess: (result) => onBooked({ result, options }),
          onError: (error) => showServerRefusal(error, showStayRefusal),
        },
      );
    })();
  };

  const staff: StaffBookingMode = {
    onSubmit: submit,
    onInvalid: () => void staffForm.trigger(),
    fields: (
      <FormProvider {...staffForm}>
        <StaffBookingFields />
      </FormProvider>
    ),
    submitLabel: create.isPending
      ? t("adminNewBooking.submit.busy")
      : staffForm.watch("payment") === "at_desk"
        ? t("adminNewBooking.submit.atDesk")
        : t("adminNewBooking.submit.link"),
    isPending: create.isPending,
    status: refusal && <FormError>{refusal}</FormError>,
  };

  return (
    <>
      <ServiceTabs service={service} />
      <StayForm service={service} staff={staff} />
    </>
  );
}

/** Which service the stay is: links, so the choice is in the address and back goes back. */
function ServiceTabs({ service }: { service: ServiceType }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("adminNewBooking.service")} className="flex flex-wrap gap-2 text-sm">
      {SERVICE_TYPES.map((other) => (
        <Link
          key={other}
          to={`${paths.adminNewBooking}?service=${other}`}
          replace
          aria-current={other === service ? "page" : undefined}
          className="rounded-full border border-sand-200 bg-white px-3 py-1.5 hover:bg-sand-100 aria-[current=page]:border-dune-800 aria-[current=page]:bg-dune-800 aria-[current=page]:text-white"
        >
          {t(`adminNewBooking.tabs.${other}`)}
        </Link>
      ))}
    </nav>
  );
}
