import {
  type ContactMessage,
  MESSAGE_FILTERS,
  type MessageListQuery,
} from "@camp/shared/contact/contact-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatResortInstant } from "../../../lib/format";
import { useMessages } from "../api/get-messages";
import { useMarkMessage } from "../api/mark-message";

const buttonClass =
  "rounded-full border border-dune-800 px-4 py-1.5 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";

function MessageCard({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const marking = useMarkMessage();
  const isHandled = message.handledAt !== null;

  const toggle = () =>
    marking.mutate(
      { id: message.id, isHandled: !isHandled },
      {
        onSuccess: () =>
          toast.success(
            t(isHandled ? "adminMessages.markedUnhandled" : "adminMessages.markedHandled"),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <li
      className={`rounded-2xl border p-4 ${isHandled ? "border-sand-200 bg-white/60" : "border-dune-700 bg-white"}`}
    >
      <article aria-labelledby={`message-${message.id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`message-${message.id}`} className="font-bold text-dune-900">
            <span className="sr-only">{t("adminMessages.from")} </span>
            {message.name}{" "}
            <a
              href={`mailto:${message.email}`}
              dir="ltr"
              className="font-normal text-dune-800 underline underline-offset-4"
            >
              {message.email}
            </a>
          </h3>
          <p className="text-sm text-dune-800">
            {t("adminMessages.received", {
              date: formatResortInstant(message.createdAt, language),
            })}{" "}
            · {t(`adminMessages.language.${message.language}`)}
          </p>
        </div>
        <p
          dir="auto"
          className="mt-3 whitespace-pre-line break-words text-dune-900"
          lang={message.language}
        >
          {message.message}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            disabled={marking.isPending}
            className={buttonClass}
          >
            {t(isHandled ? "adminMessages.markUnhandled" : "adminMessages.markHandled")}
          </button>
          {isHandled && message.handledAt && (
            <p className="text-sm text-dune-800">
              {t("adminMessages.handledBy", {
                date: formatResortInstant(message.handledAt, language),
                email: message.handledByEmail ?? "—",
              })}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

/** The console's Messages: what visitors sent with the contact form, unhandled first. */
export function AdminMessagesPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [query, setQuery] = useState<MessageListQuery>({ filter: "all", page: 1 });
  const messages = useMessages(query);
  const pages = messages.data
    ? Math.max(1, Math.ceil(messages.data.total / messages.data.pageSize))
    : 1;

  return (
    <section aria-labelledby="admin-messages-heading">
      <h1 id="admin-messages-heading" className="text-2xl font-bold text-dune-900">
        {t("adminMessages.heading")}
      </h1>
      <p className="mt-1 text-dune-800">{t("adminMessages.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t("adminMessages.filterLabel")}</legend>
          {MESSAGE_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={query.filter === filter}
              onClick={() => setQuery({ filter, page: 1 })}
              className="rounded-full border border-dune-800 px-4 py-1.5 text-sm font-semibold text-dune-800 aria-[pressed=true]:bg-dune-800 aria-[pressed=true]:text-white"
            >
              {t(`adminMessages.filters.${filter}`)}
            </button>
          ))}
        </fieldset>
        {messages.data && (
          <p className="text-sm font-semibold text-dune-900">
            {t("adminMessages.unhandledCount", { count: messages.data.unhandled })}
          </p>
        )}
      </div>

      {messages.isPending && <p className="mt-6 text-dune-800">{t("adminMessages.loading")}</p>}
      {messages.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(messages.error)}
        </p>
      )}
      {messages.data && messages.data.data.length === 0 && (
        <p className="mt-6 text-dune-800">{t("adminMessages.none")}</p>
      )}
      {messages.data && messages.data.data.length > 0 && (
        <ul className="mt-6 space-y-3">
          {messages.data.data.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav
          className="mt-6 flex items-center gap-3"
          aria-label={t("adminMessages.pageOf", { page: query.page, pages })}
        >
          <button
            type="button"
            className={buttonClass}
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            {t("adminMessages.previous")}
          </button>
          <span className="text-sm text-dune-900">
            {t("adminMessages.pageOf", { page: query.page, pages })}
          </span>
          <button
            type="button"
            className={buttonClass}
            disabled={query.page >= pages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t("adminMessages.next")}
          </button>
        </nav>
      )}
    </section>
  );
}
