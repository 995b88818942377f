import {
  type CalendarFeedUpdate,
  type CalendarImport,
  FEED_MAX_UNITS,
} from "@camp/shared/channels/calendar-feeds";
import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { primaryButton, quietButton } from "../../../components/confirm-dialog";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { updateCalendarFeedInputSchema, useUpdateCalendarFeed } from "../api/update-calendar-feed";
import { FeedField } from "./feed-field";
import { useFeedFieldError } from "./feed-form";

type EditForm = CalendarFeedUpdate;

/** A feed's name and units in a dialog (its address stays: a new address is a new feed). */
export function EditFeedDialog({ feed, onClose }: { feed: CalendarImport; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const update = useUpdateCalendarFeed();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditForm>({
    resolver: zodResolver(updateCalendarFeedInputSchema),
    defaultValues: { name: feed.name, units: feed.units },
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = useFeedFieldError(errors);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: feed.id, input: body });
      toast.success(t("adminChannels.saved", { name: body.name ?? feed.name }));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      if (fields.length > 0 && fields.every(([name]) => name === "name" || name === "units")) {
        for (const [name, message] of fields) {
          form.setError(name as keyof EditForm, { type: "server", message });
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[92vh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-dune-900">
            {t("adminChannels.editTitle", { name: feed.name })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-dune-900">
            {t("adminChannels.editIntro")}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
            <FeedField
              id={`${id}-name`}
              label={t("adminChannels.add.name")}
              error={errorOf("name")}
            >
              {(control) => (
                <input type="text" autoComplete="off" {...control} {...form.register("name")} />
              )}
            </FeedField>
            <FeedField
              id={`${id}-units`}
              label={t("adminChannels.add.units")}
              hint={t("adminChannels.add.unitsHint")}
              error={errorOf("units")}
            >
              {(control) => (
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={FEED_MAX_UNITS}
                  step={1}
                  {...control}
                  {...form.register("units", { valueAsNumber: true })}
                />
              )}
            </FeedField>
            {failure && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={quietButton}>
                  {t("adminChannels.cancel")}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={isSubmitting} className={primaryButton}>
                {isSubmitting ? t("adminChannels.saving") : t("adminChannels.save")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
