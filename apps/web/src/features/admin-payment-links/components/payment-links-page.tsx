import type {
  PaymentLinkListItem,
  PaymentLinkState,
  PaymentLinkSummary,
} from "@camp/shared/desk-sales/desk-sales";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import {
  formatNumber,
  formatPrice,
  formatResortInstant,
  formatStayDate,
} from "../../../lib/format";
import { usePaymentLinks } from "../api/get-payment-links";

/** What the panel of one link needs (the route passes New booking's panel in). */
export type PaymentLinkPanelSlotProps = { link: PaymentLinkSummary; onChanged: () => void };

/** The list's filters, each a set of states; awaiting payment first, as staff open it. */
const FILTERS = {
  awaiting: ["open", "opened"],
  paid: ["paid"],
  ended: ["expired", "cancelled"],
  all: [],
} as const satisfies Record<string, readonly PaymentLinkState[]>;
type FilterName = keyof typeof FILTERS;
const isFilterName = (name: string | null): name is FilterName =>
  name !== null && Object.hasOwn(FILTERS, name);

/** Colour pairs of at least 4.5:1 contrast; the word, not the colour, carries the meaning. */
const STATE_CLASSES: Record<PaymentLinkState, string> = {
  open: "bg-sky-100 text-sky-900",
  opened: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
};

function StateBadge({ state }: { state: PaymentLinkState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
    >
      {t(`paymentLink.state.${state}`)}
    </span>
  );
}

const pagerClass =
  "rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-40";
const detailsButton =
  "rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100";

/** The texts of one row, the same in the table and in the phone's cards. */
function useRowTexts() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const at = (iso: string) => formatResortInstant(iso, language);
  return (link: PaymentLinkListItem) => ({
    service:
      link.serviceType === "room" && link.roomType
        ? t(`adminBookings.unit.${link.roomType === "master" ? "roomMaster" : "roomKids"}`)
        : t(`adminBookings.service.${link.serviceType}`),
    dates: `${formatStayDate(link.checkIn, language)} – ${formatStayDate(link.checkOut, language)}`,
    units: t("adminPaymentLinks.units", { count: link.quantity }),
    total: formatPrice(link.total, language),
    sent: link.emailSentAt
      ? t("adminPaymentLinks.sent", { time: at(link.emailSentAt) })
      : t("adminPaymentLinks.notSent"),
    opened: link.firstOpenedAt
      ? t("adminPaymentLinks.opened", { time: at(link.firstOpenedAt) })
      : t("adminPaymentLinks.notOpened"),
    heldUntil: at(link.expiresAt),
  });
}

/**
 * The console's Payment links (decision 055): every link staff sent, newest first, awaiting
 * payment unless another filter is chosen, with its state, whether it was emailed and opened, and
 * until when it holds its units. A row's Details opens the link's panel (copy, QR code, WhatsApp,
 * withdraw; the booking once paid), passed in by the route as it belongs to New booking.
 */
export function PaymentLinksPage({
  paymentLinkPanel,
}: {
  paymentLinkPanel: (props: PaymentLinkPanelSlotProps) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const showParam = params.get("show");
  const show: FilterName = isFilterName(showParam) ? showParam : "awaiting";
  const page = Number(params.get("page")) > 1 ? Number(params.get("page")) : 1;
  const query = usePaymentLinks({ states: FILTERS[show], page });
  const data = query.data;
  const rowTexts = useRowTexts();
  const [selected, setSelected] = useState<string | null>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const link = data?.links.find((item) => item.quoteId === selected);

  useEffect(() => {
    if (selected) detailsRef.current?.focus();
  }, [selected]);

  const setFilter = (next: { show?: FilterName; page?: number }) => {
    const search = new URLSearchParams();
    const nextShow = next.show ?? show;
    if (nextShow !== "awaiting") search.set("show", nextShow);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setSelected(null);
    setParams(search);
  };
  const open = (quoteId: string, button: HTMLElement) => {
    opener.current = button;
    setSelected(quoteId);
  };
  const close = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const detailsLabel = (item: PaymentLinkListItem) =>
    t("adminPaymentLinks.rowDetails", { reference: item.reference });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h1 id={`${id}-title`} className="text-3xl font-bold text-dune-900">
          {t("adminPaymentLinks.title")}
        </h1>
        <p className="mt-2 max-w-3xl text-dune-800">{t("adminPaymentLinks.intro")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-show`} className="grid gap-1 text-sm font-medium text-dune-900">
          {t("adminPaymentLinks.show")}
          <select
            id={`${id}-show`}
            value={show}
            onChange={(event) => setFilter({ show: event.target.value as FilterName, page: 1 })}
            className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-base"
          >
            {(Object.keys(FILTERS) as FilterName[]).map((name) => (
              <option key={name} value={name}>
                {t(`adminPaymentLinks.filter.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {data && (
          <p className="pb-2 text-sm text-dune-800">
            {t("adminPaymentLinks.count", { count: data.count })}
          </p>
        )}
      </div>

      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending && (
        <p role="status" className="text-dune-800">
          {t("adminPaymentLinks.loading")}
        </p>
      )}

      {link && (
        <section
          ref={detailsRef}
          tabIndex={-1}
          aria-label={detailsLabel(link)}
          className="space-y-2 outline-none focus-visible:ring-2 focus-visible:ring-dune-800"
        >
          {paymentLinkPanel({
            link,
            onChanged: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
          })}
          <button type="button" onClick={close} className={detailsButton}>
            {t("adminPaymentLinks.close")}
          </button>
        </section>
      )}

      {data && (
        <>
          <div aria-live="polite" aria-busy={query.isFetching}>
            {data.links.length === 0 ? (
              <p className="rounded-xl border border-sand-200 bg-white p-6 text-dune-800">
                {t("adminPaymentLinks.empty")}
              </p>
            ) : (
              <>
                {/* Wide screens: a table that scrolls sideways inside its own focusable box. */}
                <section
                  aria-label={t("adminPaymentLinks.tableRegion")}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
                  tabIndex={0}
                  className="hidden overflow-x-auto rounded-xl border border-sand-200 bg-white focus-visible:ring-2 focus-visible:ring-dune-800 md:block"
                >
                  <table className="w-full text-sm">
                    <caption className="sr-only">{t("adminPaymentLinks.tableCaption")}</caption>
                    <thead className="bg-sand-50 text-dune-900">
                      <tr>
                        {(
                          [
                            "guest",
                            "stay",
                            "total",
                            "state",
                            "sentOpened",
                            "heldUntil",
                            "takenBy",
                          ] as const
                        ).map((column) => (
                          <th
                            key={column}
                            scope="col"
                            className="px-3 py-2 text-start font-semibold"
                          >
                            {t(`adminPaymentLinks.columns.${column}`)}
                          </th>
                        ))}
                        <td />
                      </tr>
                    </thead>
                    <tbody>
                      {data.links.map((item) => {
                        const text = rowTexts(item);
                        return (
                          <tr
                            key={item.quoteId}
                            className={`border-t border-sand-200 align-top ${item.quoteId === selected ? "bg-sand-50" : ""}`}
                          >
                            <th
                              scope="row"
                              className="px-3 py-2 text-start font-semibold text-dune-900"
                            >
                              <div>{item.guestName}</div>
                              <div className="font-mono text-xs font-normal text-dune-800">
                                <span dir="ltr">{item.reference}</span>
                              </div>
                            </th>
                            <td className="px-3 py-2 text-dune-900">
                              <div>{text.service}</div>
                              <div className="whitespace-nowrap text-xs text-dune-800">
                                {text.dates}
                              </div>
                              <div className="text-xs text-dune-800">{text.units}</div>
                            </td>
                            <td className="whitespace-nowrap px-3 py-2 font-semibold text-dune-900">
                              {text.total}
                            </td>
                            <td className="px-3 py-2">
                              <StateBadge state={item.state} />
                            </td>
                            <td className="px-3 py-2 text-xs text-dune-800">
                              <div>{text.sent}</div>
                              <div>{text.opened}</div>
                            </td>
                            <td className="px-3 py-2 text-dune-900">{text.heldUntil}</td>
                            <td className="px-3 py-2 text-xs text-dune-800">
                              {item.createdBy ? (
                                <bdi dir="ltr" className="break-all">
                                  {item.createdBy}
                                </bdi>
                              ) : (
                                "—"
                              )}
                            </td>
                            <td className="px-3 py-2">
                              <button
                                type="button"
                                aria-label={detailsLabel(item)}
                                aria-expanded={item.quoteId === selected}
                                onClick={(event) => open(item.quoteId, event.currentTarget)}
                                className={detailsButton}
                              >
                                {t("adminPaymentLinks.details")}
                              </button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </section>

                {/* Phones: one card a link, nothing to scroll sideways. */}
                <ul
                  className="grid gap-3 md:hidden"
                  aria-label={t("adminPaymentLinks.tableCaption")}
                >
                  {data.links.map((item) => {
                    const text = rowTexts(item);
                    return (
                      <li
                        key={item.quoteId}
                        className="space-y-2 rounded-xl border border-sand-200 bg-white p-4 text-sm"
                      >
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-semibold text-dune-900">{item.guestName}</span>
                          <StateBadge state={item.state} />
                        </div>
                        <div className="font-mono text-xs text-dune-800">
                          <span dir="ltr">{item.reference}</span>
                        </div>
                        <div className="text-dune-900">
                          {text.service} · {text.units} · {text.dates}
                        </div>
                        <div className="font-semibold text-dune-900">{text.total}</div>
                        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-dune-800">
                          <dt>{t("adminPaymentLinks.columns.sentOpened")}</dt>
                          <dd>
                            <div>{text.sent}</div>
                            <div>{text.opened}</div>
                          </dd>
                          <dt>{t("adminPaymentLinks.columns.heldUntil")}</dt>
                          <dd>{text.heldUntil}</dd>
                          <dt>{t("adminPaymentLinks.columns.takenBy")}</dt>
                          <dd>
                            {item.createdBy ? (
                              <bdi dir="ltr" className="break-all">
                                {item.createdBy}
                              </bdi>
                            ) : (
                              "—"
                            )}
                          </dd>
                        </dl>
                        <button
                          type="button"
                          aria-label={detailsLabel(item)}
                          aria-expanded={item.quoteId === selected}
                          onClick={(event) => open(item.quoteId, event.currentTarget)}
                          className={detailsButton}
                        >
                          {t("adminPaymentLinks.details")}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </div>

          <nav
            aria-label={t("adminPaymentLinks.pagination.label")}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <button
              type="button"
              className={pagerClass}
              disabled={page <= 1}
              onClick={() => setFilter({ page: page - 1 })}
            >
              {t("adminPaymentLinks.pagination.previous")}
            </button>
            <p className="text-dune-900">
              {t("adminPaymentLinks.pagination.pageOf", {
                page: formatNumber(page, language),
                total: formatNumber(data.pageCount, language),
              })}
            </p>
            <button
              type="button"
              className={pagerClass}
              disabled={page >= data.pageCount}
              onClick={() => setFilter({ page: page + 1 })}
            >
              {t("adminPaymentLinks.pagination.next")}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
