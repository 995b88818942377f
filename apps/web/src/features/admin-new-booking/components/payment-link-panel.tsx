import type { PaymentLinkState, PaymentLinkSummary } from "@camp/shared/desk-sales/desk-sales";
import { whatsAppLinkOf } from "@camp/shared/desk-sales/whatsapp-link";
import { paths } from "@camp/shared/routes/site-paths";
import { useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";
import { labelClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatPrice, formatResortInstant } from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { useCancelPaymentLink } from "../api/payment-links";
import { QrCode } from "./qr-code";

export type PaymentLinkPanelProps = {
  link: PaymentLinkSummary;
  /** The guest's phone (E.164) for WhatsApp, when the caller knows a newer one than the link's. */
  guestPhone?: string | null;
  /** The link changed here (withdrawn, or found paid while withdrawing): read it again. */
  onChanged?: () => void;
  /** Shown on the page of the booking the link became: no link to that same page. */
  isOnItsBooking?: boolean;
};

/** Colour pairs of at least 4.5:1 contrast; the word, not the colour, carries the meaning. */
const STATE_CLASSES: Record<PaymentLinkState, string> = {
  open: "bg-sky-100 text-sky-900",
  opened: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
};

export const smallButton =
  "inline-flex items-center rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";

export function PaymentLinkStateBadge({ state }: { state: PaymentLinkState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
    >
      {t(`paymentLink.state.${state}`)}
    </span>
  );
}

/**
 * A payment link as staff see it (decision 055): whether it is open, opened, paid, expired or
 * withdrawn, whether it went by email, when it was opened; while it can be paid, the link to copy,
 * its QR code for a guest at the desk, a WhatsApp message in the guest's language, and a way to
 * withdraw it (the held units are released at once). Used on New booking and the booking's page.
 */
export function PaymentLinkPanel({
  link,
  guestPhone,
  onChanged,
  isOnItsBooking = false,
}: PaymentLinkPanelProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const id = useId();
  const phone = guestPhone ?? link.guestPhone;
  const { token, paymentUrl } = link;
  const shown = token !== null && paymentUrl !== null ? { ...link, token, paymentUrl } : null;
  const at = (iso: string) => formatResortInstant(iso, language);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-dune-900">
          {t("paymentLink.heading")}
        </h2>
        <PaymentLinkStateBadge state={link.state} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-dune-800">{t("paymentLink.reference")}</dt>
        <dd className="font-mono text-dune-900">
          {/* Left to right inside an Arabic line, at the start of it like the other values. */}
          <span dir="ltr" className="inline-block">
            {link.reference}
          </span>
        </dd>
        <dt className="font-medium text-dune-800">{t("paymentLink.total")}</dt>
        <dd className="font-semibold text-dune-900">{formatPrice(link.total, language)}</dd>
        <dt className="font-medium text-dune-800">{t("paymentLink.holdsUntil")}</dt>
        <dd className="text-dune-900">
          {t("paymentLink.dubaiTime", { time: at(link.expiresAt) })}
        </dd>
        <dt className="font-medium text-dune-800">{t("paymentLink.guest")}</dt>
        <dd className="text-dune-900">
          {link.guestName}{" "}
          <span className="text-dune-800">({t(`paymentLink.language.${link.language}`)})</span>
        </dd>
        <dt className="font-medium text-dune-800">{t("paymentLink.email")}</dt>
        <dd className="text-dune-900">
          {/* The address isolated (its dots and @ stay in order in Arabic), broken anywhere on a phone. */}
          {link.guestEmail ? (
            <Trans
              i18nKey={link.emailSentAt ? "paymentLink.emailSent" : "paymentLink.emailQueued"}
              values={{
                email: link.guestEmail,
                ...(link.emailSentAt ? { time: at(link.emailSentAt) } : {}),
              }}
              components={{ email: <bdi className="break-all" /> }}
            />
          ) : (
            t("paymentLink.emailNone")
          )}
        </dd>
        <dt className="font-medium text-dune-800">{t("paymentLink.opened")}</dt>
        <dd className="text-dune-900">
          {link.firstOpenedAt ? at(link.firstOpenedAt) : t("paymentLink.notOpened")}
        </dd>
        {link.paidAt && (
          <>
            <dt className="font-medium text-dune-800">{t("paymentLink.paidAt")}</dt>
            <dd className="text-dune-900">{at(link.paidAt)}</dd>
          </>
        )}
        {link.cancelledAt && (
          <>
            <dt className="font-medium text-dune-800">{t("paymentLink.cancelledAt")}</dt>
            <dd className="text-dune-900">{at(link.cancelledAt)}</dd>
          </>
        )}
      </dl>
      {link.state === "open" || link.state === "opened" ? (
        shown ? (
          <PayableLink link={shown} phone={phone} onChanged={onChanged} />
        ) : (
          // The server can no longer open the link's token (its key changed): nothing to show again.
          <p className="text-sm text-dune-800">{t("paymentLink.notShownAgain")}</p>
        )
      ) : (
        <p className="text-sm text-dune-800">{t(`paymentLink.stateNote.${link.state}`)}</p>
      )}
      {link.state === "paid" && link.bookingId && !isOnItsBooking && (
        <Link to={paths.adminBooking(link.bookingId)} className={smallButton}>
          {t("paymentLink.openBooking")}
        </Link>
      )}
    </section>
  );
}

/** The link while the guest can pay it: copy, QR, WhatsApp, withdraw. */
function PayableLink({
  link,
  phone,
  onChanged,
}: {
  link: PaymentLinkSummary & { token: string; paymentUrl: string };
  phone: string | null | undefined;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Withdrawing frees the held units: only staff who may take bookings may do it.
  const mayWithdraw = useCan()("bookings.create");

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(link.paymentUrl);
      toast.success(t("paymentLink.copied"));
    } catch {
      // Without the clipboard (an insecure origin, a refusal), the link is selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t("paymentLink.copyFailed"));
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <div className="min-w-0 space-y-3">
        <div>
          <label htmlFor={id} className={labelClass}>
            {t("paymentLink.url")}
          </label>
          <input
            ref={input}
            id={id}
            type="text"
            readOnly
            value={link.paymentUrl}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full min-w-0 rounded-lg border border-sand-200 bg-sand-50 px-3 py-2 font-mono text-xs text-dune-900"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={copy} className={smallButton}>
            {t("paymentLink.copy")}
          </button>
          {phone ? (
            <a
              href={whatsAppLinkOf({
                phone,
                language: link.language,
                reference: link.reference,
                total: link.total,
                paymentUrl: link.paymentUrl,
                expiresAt: link.expiresAt,
              })}
              target="_blank"
              rel="noopener noreferrer"
              className={smallButton}
            >
              {t("paymentLink.whatsApp")}
              <span className="sr-only"> {t("paymentLink.opensNewTab")}</span>
            </a>
          ) : (
            <p className="self-center text-sm text-dune-800">{t("paymentLink.whatsAppNoPhone")}</p>
          )}
          {mayWithdraw && <WithdrawButton token={link.token} onChanged={onChanged} />}
        </div>
        <p className="text-sm text-dune-800">
          {t("paymentLink.whatsAppLanguage", {
            language: t(`paymentLink.language.${link.language}`),
          })}
        </p>
      </div>
      <figure className="justify-self-center sm:justify-self-end">
        <QrCode
          text={link.paymentUrl}
          label={t("paymentLink.qrLabel", { reference: link.reference })}
        />
        <figcaption className="mt-1 max-w-44 text-center text-xs text-dune-800">
          {t("paymentLink.qrCaption")}
        </figcaption>
      </figure>
    </div>
  );
}

/** Withdraws the link after saying what it does; a link paid meanwhile is said so, in place. */
function WithdrawButton({ token, onChanged }: { token: string; onChanged?: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const cancel = useCancelPaymentLink();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(token);
      setIsOpen(false);
      toast.success(t("paymentLink.withdrawn"));
      onChanged?.();
    } catch (error) {
      setFailure(errorMessage(error));
      // Paid while staff decided: the booking is made; the panel shows it once read again.
      if (error instanceof ApiError && error.code === "PAYMENT_LINK_PAID") onChanged?.();
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={smallButton}>
          {t("paymentLink.withdraw")}
        </button>
      }
      title={t("paymentLink.withdrawTitle")}
      description={t("paymentLink.withdrawBody")}
      cancelLabel={t("paymentLink.keep")}
      confirmLabel={t("paymentLink.withdrawConfirm")}
      busyLabel={t("paymentLink.withdrawing")}
      confirmClassName={dangerButton}
      isOpen={isOpen}
      isBusy={cancel.isPending}
      error={failure}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setFailure(null);
      }}
      onConfirm={confirm}
    />
  );
}
