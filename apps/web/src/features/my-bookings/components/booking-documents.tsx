import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { resortDateOf } from "@camp/shared/dates/resort-dates";
import type { BookingDocument } from "@camp/shared/tax/tax-schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatDiscount, formatPrice, formatStayDate } from "../../../lib/format";
import { useBookingDocuments } from "../api/get-booking-documents";

/** A booking money moved for has documents (an authorisation alone moves none). */
const hasDocuments = (booking: StoredBooking) => booking.chargedAmount > 0;

/**
 * The booking's invoices, receipts and credit notes (decision 029): kind, number, date, amount and
 * a link that downloads the bilingual PDF. A credit note names the document it corrects; an
 * invoice staff reissued says which note voided it.
 */
export function BookingDocuments({ booking }: { booking: StoredBooking }) {
  const { t } = useTranslation();
  const headingId = useId();
  const documents = useBookingDocuments(booking._id, hasDocuments(booking));
  if (!hasDocuments(booking) || documents.isPending) return null;
  return (
    <div className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-dune-900">
        {t("mybookings.documents.heading")}
      </h4>
      {documents.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t("mybookings.documents.failed")}{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void documents.refetch()}
          >
            {t("mybookings.tryAgain")}
          </button>
        </p>
      ) : documents.data.length === 0 ? (
        <p className="mt-2 text-sm text-dune-800">{t("mybookings.documents.none")}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-sand-100 text-sm">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentRow({ document }: { document: BookingDocument }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const isCredit = document.kind === "credit_note";
  const kind = t(`mybookings.documents.kinds.${document.kind}`);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <div>
        <p className="font-medium text-dune-900">
          {kind}{" "}
          <span dir="ltr" className="font-mono">
            {document.number}
          </span>
        </p>
        <p className="text-dune-800">
          {formatStayDate(resortDateOf(new Date(document.issuedAt)), lang)}
          {document.corrects &&
            ` · ${t("mybookings.documents.corrects", { number: `\u2066${document.corrects}\u2069` })}`}
          {document.voidedBy &&
            ` · ${t("mybookings.documents.voidedBy", { number: `\u2066${document.voidedBy}\u2069` })}`}
        </p>
      </div>
      <div className="flex items-baseline gap-4">
        <span className="font-medium text-dune-900">
          {isCredit
            ? formatDiscount(document.totalAmount, lang)
            : formatPrice(document.totalAmount, lang)}
        </span>
        <a
          href={document.url}
          download
          className="rounded font-semibold text-dune-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dune-800"
          aria-label={t("mybookings.documents.downloadNamed", { kind, number: document.number })}
        >
          {t("mybookings.documents.download")}
        </a>
      </div>
    </li>
  );
}
