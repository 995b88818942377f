import type { BookingDocument } from "@camp/shared/tax/tax-schemas";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatPrice, formatResortInstant } from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { useBookingDocuments } from "../api/booking-documents";
import { ReissueDocumentDialog } from "./reissue-document-dialog";

const headerCell =
  "border-b border-sand-200 px-3 py-2 text-start text-xs font-semibold text-dune-800";
const bodyCell = "border-b border-sand-200 px-3 py-2 align-top text-sm text-dune-900";

/** An invoice or receipt still in force can be made out again to a company; a credit note cannot. */
const isReissuable = (document: BookingDocument) =>
  document.kind !== "credit_note" && document.voidedBy === null;

/**
 * The booking's tax documents (decision 029): every invoice, receipt and credit note as issued,
 * each downloadable as its PDF, and an invoice reissued to a company on the guest's request (a
 * credit note voids the old one; documents are never edited).
 */
export function BookingDocuments({
  bookingId,
  className,
}: {
  bookingId: string;
  className: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const documents = useBookingDocuments(bookingId);
  const errorMessage = useErrorMessage();
  const mayReissue = useCan()("documents.reissue");

  return (
    <section aria-labelledby="documents-heading" className={className}>
      <h2 id="documents-heading" className="text-lg font-semibold text-dune-900">
        {t("adminBookings.documents.title")}
      </h2>
      {documents.isPending ? (
        <p role="status" className="mt-2 text-dune-800">
          {t("adminBookings.documents.loading")}
        </p>
      ) : documents.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(documents.error)}
        </p>
      ) : documents.data.length === 0 ? (
        <p className="mt-2 text-dune-800">{t("adminBookings.documents.none")}</p>
      ) : (
        <section
          aria-labelledby="documents-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          className="relative mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-dune-800"
        >
          {/* relative: the header's visually hidden words (absolute) stay inside the scroller, so
              the page itself never scrolls sideways on a phone. */}
          <table className="w-full min-w-[40rem] border-separate border-spacing-0">
            <caption id="documents-caption" className="sr-only">
              {t("adminBookings.documents.title")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={headerCell}>
                  {t("adminBookings.documents.columns.number")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminBookings.documents.columns.kind")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminBookings.documents.columns.issued")}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {t("adminBookings.documents.columns.total")}
                </th>
                <th scope="col" className={headerCell}>
                  {t("adminBookings.documents.columns.status")}
                </th>
                <th scope="col" className={headerCell}>
                  <span className="sr-only">{t("adminBookings.documents.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.data.map((document) => (
                <tr key={document.id}>
                  <th
                    scope="row"
                    className={`${bodyCell} whitespace-nowrap text-start font-mono font-semibold`}
                  >
                    <bdi dir="ltr">{document.number}</bdi>
                  </th>
                  <td className={bodyCell}>{t(`adminBookings.documents.kind.${document.kind}`)}</td>
                  <td className={bodyCell}>
                    <time dateTime={document.issuedAt}>
                      {formatResortInstant(document.issuedAt, language)}
                    </time>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap text-end tabular-nums`}>
                    {formatPrice(document.totalAmount, language)}
                  </td>
                  <td className={bodyCell}>
                    <DocumentStatus document={document} />
                  </td>
                  <td className={bodyCell}>
                    <div className="flex flex-wrap justify-end gap-2">
                      <a
                        href={document.url}
                        download={`${document.number}.pdf`}
                        className="whitespace-nowrap rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100"
                        aria-label={t("adminBookings.documents.downloadNumber", {
                          number: document.number,
                        })}
                      >
                        {t("adminBookings.documents.download")}
                      </a>
                      {mayReissue && isReissuable(document) && (
                        <ReissueDocumentDialog bookingId={bookingId} document={document} />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function DocumentStatus({ document }: { document: BookingDocument }) {
  const { t } = useTranslation();
  const number = (value: string) => (
    <bdi dir="ltr" className="whitespace-nowrap">
      {value}
    </bdi>
  );
  if (document.voidedBy)
    return (
      <span className="font-semibold text-red-800">
        {t("adminBookings.documents.voidedBy")} {number(document.voidedBy)}
      </span>
    );
  if (document.corrects)
    return (
      <span>
        {t("adminBookings.documents.corrects")} {number(document.corrects)}
      </span>
    );
  return <span>{t("adminBookings.documents.inForce")}</span>;
}
