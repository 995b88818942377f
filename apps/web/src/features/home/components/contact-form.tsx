import {
  type ContactForm as ContactFormValues,
  type ContactInput,
  contactMessages,
} from "@camp/shared/contact/contact-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { sendContactMessageInputSchema, useSendContactMessage } from "../api/send-contact-message";

type MessageKey = keyof typeof contactMessages;
const messageKeys = new Map<string, MessageKey>(
  Object.entries(contactMessages).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * The contact form: checked in the browser with the server's own schema, sent to POST /api/contact;
 * a thank-you replaces it once sent, and on an error everything typed stays in place.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const serverMessage = useServerMessage();
  const errorMessage = useErrorMessage();
  const sending = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The pre-rendered form shows before this code has come (contact-section.tsx). What the guest
  // typed meanwhile, React passes on as a change once hydrated; a Send pressed meanwhile is held
  // until the form says it has hydrated (islands/hold-early-submits.ts), not the browser's own.
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(sendContactMessageInputSchema),
    defaultValues: { name: "", email: "", message: "" },
  });
  const { errors } = form.formState;

  const fieldMessage = (message: string | undefined) => {
    if (!message) return undefined;
    const key = messageKeys.get(message);
    return key ? t(`contactForm.errors.${key}`) : serverMessage(message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sending.mutateAsync({ ...values, language: toLanguage(i18n.language) });
      setSentTo(values.name);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === "name" || field === "email" || field === "message") {
            form.setError(field, { message });
          }
        }
      }
    }
  });

  if (sentTo !== null) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-white p-6 text-dune-900 shadow-sm">
        <p className="text-xl font-bold">{t("contactForm.thanksHeading", { name: sentTo })}</p>
        <p className="mt-2">{t("contactForm.thanksText")}</p>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className="mt-4 font-semibold text-dune-800 underline underline-offset-4"
        >
          {t("contactForm.another")}
        </button>
      </div>
    );
  }

  const field = (name: "name" | "email" | "message") => ({
    id: `contact-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: "name" | "email" | "message") =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className={fieldErrorClass}>
        {fieldMessage(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={onSubmit}
      noValidate
      data-hydrated={isHydrated ? "true" : "false"}
    >
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          {t("contactSection.name")}
        </label>
        <input
          className={inputClass}
          autoComplete="name"
          {...field("name")}
          {...form.register("name")}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          {t("contactSection.email")}
        </label>
        <input
          className={inputClass}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...field("email")}
          {...form.register("email")}
        />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          {t("contactSection.message")}
        </label>
        <textarea
          className={`${inputClass} min-h-32`}
          {...field("message")}
          {...form.register("message")}
        />
        {fieldError("message")}
      </div>
      {sending.isError &&
        !(sending.error instanceof ApiError && sending.error.code === "VALIDATION_ERROR") && (
          <p role="alert" className="text-red-800">
            {errorMessage(sending.error)}
          </p>
        )}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-full bg-dune-800 px-6 py-2.5 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
      >
        {form.formState.isSubmitting ? t("contactForm.sending") : t("contactSection.submit")}
      </button>
    </form>
  );
}
