import { bookingLimits } from "@camp/shared/booking/booking-limits";
import { bookingMessages } from "@camp/shared/booking/booking-messages";
import type { Price } from "@camp/shared/booking/pricing";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { PublicExtra } from "@camp/shared/extras/extras-schemas";
import { requirePhone } from "@camp/shared/guest/guest-details";
import { type PromoTerms, promoStayRefusal } from "@camp/shared/rates/promo-codes";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { ExtrasSection } from "../../../components/extras-section";
import { submitClass } from "../../../components/form-classes";
import { useServerMessage } from "../../../i18n/server-messages";
import type { StaffBookingMode } from "../../../lib/staff-booking-mode";
import { useSession } from "../../../lib/use-session";
import type { CheckAvailabilityInput } from "../api/check-availability";
import type { AvailabilityTarget } from "../api/get-availability";
import { readDraft, useFormDraft } from "../lib/form-draft";
import { stayRuleBreakOf, withStayRules } from "../lib/stay-rules-resolver";
import { AvailabilityDialog, type RequestSummary } from "./availability-dialog";
import { StayDates } from "./form-fields";
import { FormPromoCode, isStayPriceable, promoNote } from "./form-promo-code";
import { GuestDetailsFields } from "./guest-details-fields";
import { StaySummary } from "./stay-summary";

import { useAvailabilityCheck } from "./use-availability-check";

export type { StaffBookingMode };

export type BookingFormConfig<In extends FieldValues, Out> = {
  /** Where the draft is kept (one per service), so a trip to sign-in loses nothing. */
  draftKey: string;
  schema: z.ZodType<Out, In>;
  defaults: In;
  today: string;
  /** What one unit's nightly price is called ("Price per room per night"...). */
  unitPriceLabel: string;
  /**
   * The live estimate for what is typed so far, with the promo code the server accepted when it
   * fits the stay; undefined until it can be priced.
   */
  priceOf: (values: In, promo: PromoTerms | undefined) => Price | undefined;
  availabilityTargets: (values: In) => { target: AvailabilityTarget; needed: number }[];
  /** The nights staff set a rate or rule for (decision 025); undefined until it is in. */
  calendar: RateCalendar | undefined;
  /** The unit types the stay takes, whose stay rules it keeps (a package: all its parts). */
  unitTypes: (values: In) => RateUnitType[];
  /** What one night starting on `day` costs for one of what is booked (fils), in the calendar. */
  nightPrice: (day: string, values: In) => number | undefined;
  /** The calendar legend's words for those prices. */
  priceLegend: string;
  toRequest: (values: Out) => { input: CheckAvailabilityInput; summary: RequestSummary };
  /** A server field path (e.g. "services.room.master.quantity") to the form's field. */
  toFormField?: (serverPath: string) => string;
  /** The package form also lists every error under one heading (spec section 5). */
  isErrorListShown?: boolean;
  fields: ReactNode;
  aside?: ReactNode;
  /** The activities a guest may add to the stay ("Add activities"); none hides the section. */
  extras: PublicExtra[];
  /** Staff booking for a guest in the console; absent on the website. */
  staff?: StaffBookingMode;
};

/** Prices only what can be priced: the shared code throws on dates that are not dates. */
function safely(priceOf: () => Price | undefined): Price | undefined {
  try {
    return priceOf();
  } catch {
    return undefined;
  }
}

/**
 * What every booking form does (spec section 4, booking flow): validate with the shared schema,
 * send a signed-out guest to sign-in and back with the values kept, then check availability and
 * show the answer in the popup.
 */
export function BookingForm<In extends FieldValues, Out>(config: BookingFormConfig<In, Out>) {
  const translate = useServerMessage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const availability = useAvailabilityCheck<In>();

  const { staff } = config;
  // An account without a phone gives one with its booking; the API itself never requires it
  // (decision 020). A session that does not say (null vs absent) is not asked. Staff booking for
  // a guest give the guest's phone with the guest, not their own.
  const isPhoneAsked = !staff && session.user?.phone === null;
  const form = useBookingForm(config, isPhoneAsked);
  const values = form.watch();
  const { stay, promoRefusal, price, isValid } = estimateStay(
    config,
    values,
    availability.promoTerms,
    form.formState.errors,
  );

  const onGuestSubmit = form.handleSubmit((valid) => {
    if (!session.isAuthenticated) {
      navigate(paths.login, { state: { from: location.pathname, reason: "booking" } });
      return;
    }
    const { input, summary: request } = config.toRequest(valid);
    availability.ask(input, { ...request, lines: price?.lines }, form.setError, config.toFormField);
  });
  const onStaffSubmit = form.handleSubmit(
    (valid) =>
      staff?.onSubmit(
        config.toRequest(valid).input,
        (error) => availability.showRefusal(error, form.setError, config.toFormField) !== undefined,
      ),
    () => staff?.onInvalid(),
  );
  const onSubmit = staff ? onStaffSubmit : onGuestSubmit;

  const errorMessages = Object.values(form.formState.errors)
    .map((error) => (typeof error?.message === "string" ? translate(error.message) : undefined))
    .filter((message): message is string => Boolean(message));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          {config.isErrorListShown && errorMessages.length > 0 && (
            <ErrorList messages={errorMessages} />
          )}
          <FormStayDates config={config} values={values} />
          {config.fields}
          <ExtrasSection extras={config.extras} />
          <GuestDetailsFields isPhoneAsked={isPhoneAsked} />
          {staff?.fields}
        </div>
        <div className="space-y-4">
          {config.aside}
          <StaySummary price={price} isValid={isValid} />
          <FormPromoCode
            error={availability.promoError}
            onError={availability.setPromoError}
            terms={availability.promoTerms}
            onTerms={availability.setPromoTerms}
            note={promoNote(price, availability.promoTerms, promoRefusal, isStayPriceable(stay))}
          />
          {staff ? (
            <>
              <button type="submit" className={submitClass} disabled={staff.isPending}>
                {staff.submitLabel}
              </button>
              {staff.status}
            </>
          ) : (
            <CheckAvailabilityButton
              buttonRef={availability.submitRef}
              isPending={availability.check.isPending}
              isSignInNoteShown={!session.isAuthenticated && session.status === "succeeded"}
            />
          )}
        </div>
      </form>
      {!staff && (
        <AvailabilityDialog
          isOpen={availability.isDialogOpen}
          onOpenChange={availability.setIsDialogOpen}
          isChecking={availability.check.isPending}
          quote={availability.check.data}
          error={availability.check.error}
          request={availability.summary}
          checked={availability.check.variables}
          unitPriceLabel={config.unitPriceLabel}
          onCloseAutoFocus={(event) => availability.returnFocus(event, form.setFocus)}
        />
      )}
    </FormProvider>
  );
}

/** The stay's dates, with the calendar's availability and nightly prices for what is chosen. */
function FormStayDates<In extends FieldValues, Out>({
  config,
  values,
}: {
  config: BookingFormConfig<In, Out>;
  values: In;
}) {
  return (
    <StayDates
      today={config.today}
      lastDay={addDaysIso(config.today, bookingLimits.maxDaysAhead)}
      targets={config.availabilityTargets(values)}
      calendar={config.calendar}
      unitTypes={config.unitTypes(values)}
      nightPrice={(day) => config.nightPrice(day, values)}
      priceLegend={config.priceLegend}
    />
  );
}

/** The submit button (focus comes back to it as the popup closes) and, signed out, why sign-in. */
function CheckAvailabilityButton({
  buttonRef,
  isPending,
  isSignInNoteShown,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isPending: boolean;
  isSignInNoteShown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button ref={buttonRef} type="submit" className={submitClass} disabled={isPending}>
        {t("bookingpage.checkAvailability")}
      </button>
      {isSignInNoteShown && <p className="text-sm text-dune-800">{t("bookingpage.signInNote")}</p>}
    </>
  );
}

/**
 * The form with the shared schema (asking for a phone when the account has none), the stay rules
 * of the latest calendar, the draft kept for sign-in, and every field checked again once shown.
 */
function useBookingForm<In extends FieldValues, Out>(
  config: BookingFormConfig<In, Out>,
  isPhoneAsked: boolean,
) {
  const schema = useMemo(
    () =>
      isPhoneAsked ? (requirePhone(config.schema as never) as typeof config.schema) : config.schema,
    [isPhoneAsked, config.schema],
  );
  // The latest calendar and unit types, read when the form validates (not a new resolver each time).
  const stayRules = useRef({ calendar: config.calendar, unitTypes: config.unitTypes });
  stayRules.current = { calendar: config.calendar, unitTypes: config.unitTypes };
  const resolver = useMemo(
    () =>
      withStayRules<In>(zodResolver(schema as never), (values) => ({
        calendar: stayRules.current.calendar,
        unitTypes: stayRules.current.unitTypes(values),
      })),
    [schema],
  );
  // Staff start each booking from nothing: a draft would carry one guest's stay into the next's.
  const draftKey = config.staff ? undefined : config.draftKey;
  const form = useForm<In, unknown, Out>({
    resolver: resolver as never,
    defaultValues: {
      ...config.defaults,
      ...(draftKey ? readDraft<In>(draftKey) : undefined),
    } as DefaultValues<In>,
  });
  useFormDraft(draftKey, form.watch);
  // A phone typed before signing in to an account that has one is not asked for: not sent either.
  useEffect(() => {
    if (!isPhoneAsked) form.setValue("phone" as Path<In>, "" as never);
  }, [isPhoneAsked, form]);
  // Rules across fields (guests per room type and rooms, check-out after check-in, caravan spots)
  // go stale when only the changed field is checked again: once errors show, check them all.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return form;
}

/** The live estimate of what is typed, and whether the form would accept it as it stands. */
function estimateStay<In extends FieldValues, Out>(
  config: BookingFormConfig<In, Out>,
  values: In,
  promoTerms: PromoTerms | null,
  errors: FieldErrors<In>,
) {
  const stay = values as { checkIn?: string; checkOut?: string };
  // A code that does not fit this stay (too short, other nights or units) takes nothing off here,
  // as the price check would refuse it; the note at the code says why.
  const promoRefusal =
    promoTerms && isStayPriceable(stay)
      ? promoStayRefusal(promoTerms, {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          unitTypes: config.unitTypes(values),
        })
      : null;
  const price = safely(() =>
    config.priceOf(values, promoTerms && !promoRefusal ? promoTerms : undefined),
  );
  // The estimate never prices what the form refuses (99 rooms beside "Maximum 4 rooms allowed"):
  // no total while the shared schema refuses what is typed, shown or not yet, or while a field
  // carries an error (one the server gave included).
  const isValid =
    config.schema.safeParse(values).success &&
    stayRuleBreakOf(values, { calendar: config.calendar, unitTypes: config.unitTypes(values) }) ===
      null &&
    Object.keys(errors).length === 0;
  return { stay, promoRefusal, price, isValid };
}

/** The package form's list of every error under one heading (spec section 5). */
function ErrorList({ messages }: { messages: string[] }) {
  const translate = useServerMessage();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{translate(bookingMessages.packageErrorsHeading)}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
