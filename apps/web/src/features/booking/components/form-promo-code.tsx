import type { Price } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { PromoTerms, promoStayRefusal } from "@camp/shared/rates/promo-codes";
import { useEffect, useRef } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PromoCodeField, promoErrorMessage } from "../../../components/promo-code-field";
import { toLanguage } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api-client";
import { formatPrice } from "../../../lib/format";
import { usePreviewPromoCode } from "../api/preview-promo-code";

/** An answer the client could not read: said as the generic "something went wrong". */
const UNREAD_ANSWER = new ApiError(0, "UNREAD_ANSWER", "errors.generic");

/** Whether both dates are in and in order: the stay a code can be judged against. */
export function isStayPriceable(stay: {
  checkIn?: string;
  checkOut?: string;
}): stay is { checkIn: string; checkOut: string } {
  return Boolean(stay.checkIn && stay.checkOut && stay.checkOut > stay.checkIn);
}

/** What the note under an applied code says (decision 051). */
export type PromoNote =
  | { kind: "saved"; amount: number }
  | { kind: "onDates" }
  | { kind: "refused"; refusal: NonNullable<ReturnType<typeof promoStayRefusal>> }
  | { kind: "onCheck" };

export function promoNote(
  price: Price | undefined,
  terms: PromoTerms | null,
  refusal: ReturnType<typeof promoStayRefusal>,
  isStayIn: boolean,
): PromoNote {
  if (!terms) return { kind: "onCheck" };
  if (refusal) return { kind: "refused", refusal };
  if (!isStayIn || !price) return { kind: "onDates" };
  return price.discount > 0 ? { kind: "saved", amount: price.discount } : { kind: "onCheck" };
}

/**
 * The form's promo code (decision 051): Apply asks the server to judge it, signed in or out
 * (decision 051: a visitor is counted by address), and once accepted the estimate beside it prices
 * its discount with the shared pricing, "You save AED X" under it; a refused code is explained at
 * the code and not applied. The availability check after sign-in judges and prices it again
 * (decision 026). A code kept in the draft is judged again when the form comes back.
 */
export function FormPromoCode({
  error,
  onError,
  terms,
  onTerms,
  note,
}: {
  error: ApiError | null;
  onError: (error: ApiError | null) => void;
  terms: PromoTerms | null;
  onTerms: (terms: PromoTerms | null) => void;
  note: PromoNote;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const preview = usePreviewPromoCode();
  const { watch, setValue } = useFormContext<{ promoCode?: string }>();
  const code = watch("promoCode")?.trim() || null;
  const judge = (typed: string) =>
    preview.mutate(
      { promoCode: typed },
      {
        onSuccess: (accepted) => {
          onTerms(accepted);
          setValue("promoCode", accepted.code);
        },
        onError: (failure) => {
          onTerms(null);
          const refusal = failure instanceof ApiError ? failure : UNREAD_ANSWER;
          // Only the code's own refusal (PROMO_*) takes it off the form. A limit, a lost
          // connection or a server fault says nothing about the code: it stays, is sent with the
          // availability check (which judges it), and the message says what happened.
          setValue("promoCode", refusal.code.startsWith("PROMO_") ? undefined : typed);
          onError(refusal);
        },
      },
    );
  // A code the draft brought back (after sign-in, or a reload) is judged once, as Apply would.
  const judged = useRef<string | null>(null);
  useEffect(() => {
    if (!code || terms?.code === code || judged.current === code) {
      return;
    }
    judged.current = code;
    judge(code);
  });
  const appliedNote =
    error || preview.isPending
      ? undefined
      : note.kind === "saved"
        ? t("promoCode.saved", { amount: formatPrice(toMajorUnits(note.amount), language) })
        : note.kind === "onDates"
          ? t("promoCode.onDates")
          : note.kind === "refused"
            ? promoErrorMessage(refusalAsError(note.refusal), t, language)
            : t("promoCode.onCheck");
  return (
    <PromoCodeField
      applied={preview.isPending ? null : code}
      appliedNote={appliedNote}
      error={error}
      isBusy={preview.isPending}
      onApply={(typed) => {
        onError(null);
        judged.current = typed;
        judge(typed);
      }}
      onRemove={() => {
        onError(null);
        onTerms(null);
        setValue("promoCode", undefined);
      }}
    />
  );
}

/** A stay refusal worded as the price check's PROMO_* answer would be (same text, both languages). */
function refusalAsError(refusal: NonNullable<ReturnType<typeof promoStayRefusal>>) {
  return refusal.code === "PROMO_MIN_NIGHTS"
    ? { code: refusal.code, message: "", params: { nights: refusal.nights } }
    : {
        code: refusal.code,
        message: "",
        params: { stayFrom: refusal.stayFrom ?? "", stayTo: refusal.stayTo ?? "" },
      };
}
