import { BOOKING_NOTE_MAX_LENGTH } from "@camp/shared/admin/front-desk";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { primaryButton } from "../../../components/confirm-dialog";
import { inputClass, labelClass } from "../../../components/form-classes";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatResortInstant } from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { useAddBookingNote, useBookingNotes } from "../api/booking-notes";

/**
 * Staff notes on a booking (decision 022): the list, oldest first, and a form to add one for the
 * roles that may (bookings.notes; the accountant reads them).
 */
export function BookingNotes({ bookingId, className }: { bookingId: string; className: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const notes = useBookingNotes(bookingId);
  const add = useAddBookingNote(bookingId);
  const errorMessage = useErrorMessage();
  const [text, setText] = useState("");
  const fieldId = useId();
  const mayAdd = useCan()("bookings.notes");
  const isValid = text.trim().length > 0 && text.length <= BOOKING_NOTE_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid || add.isPending) return;
    add.mutate(
      { text },
      {
        onSuccess: () => {
          setText("");
          toast.success(t("frontDesk.notes.saved"));
        },
      },
    );
  };

  return (
    <section aria-labelledby="notes-heading" className={className}>
      <h2 id="notes-heading" className="text-lg font-semibold text-dune-900">
        {t("frontDesk.notes.title")}
      </h2>
      <p className="text-sm text-dune-800">{t("frontDesk.notes.help")}</p>
      {notes.isPending && (
        <p role="status" className="mt-2 text-dune-800">
          {t("frontDesk.notes.loading")}
        </p>
      )}
      {notes.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(notes.error)}
        </p>
      )}
      {notes.data &&
        (notes.data.length === 0 ? (
          <p className="mt-2 text-dune-800">{t("frontDesk.notes.empty")}</p>
        ) : (
          <ol className="mt-2 grid gap-2 text-sm">
            {notes.data.map((note) => (
              <li key={note.id} className="border-t border-sand-200 pt-2">
                <p className="whitespace-pre-line text-dune-900">
                  <bdi>{note.text}</bdi>
                </p>
                <p className="text-dune-800">
                  {t("frontDesk.notes.by", {
                    author: note.authorName ?? note.authorEmail,
                    time: formatResortInstant(note.createdAt, language),
                  })}
                </p>
              </li>
            ))}
          </ol>
        ))}
      {mayAdd && (
        <form onSubmit={submit} className="mt-4" aria-label={t("frontDesk.notes.add")}>
          <label htmlFor={fieldId} className={labelClass}>
            {t("frontDesk.notes.label")}
          </label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={BOOKING_NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
            className={inputClass}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-dune-800">
            {t("frontDesk.notes.hint", { count: text.length, max: BOOKING_NOTE_MAX_LENGTH })}
          </p>
          {add.isError && <FormError className="mt-2">{errorMessage(add.error)}</FormError>}
          <button
            type="submit"
            disabled={!isValid || add.isPending}
            className={`${primaryButton} mt-2`}
          >
            {add.isPending ? t("frontDesk.notes.saving") : t("frontDesk.notes.save")}
          </button>
        </form>
      )}
    </section>
  );
}
