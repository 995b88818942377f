import type { CalendarFeedUpdate, CalendarImport } from "@camp/shared/channels/calendar-feeds";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormDialog } from "../../../components/form-dialog";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { updateCalendarFeedInputSchema, useUpdateCalendarFeed } from "../api/update-calendar-feed";
import { FeedNameField, FeedUnitsField } from "./feed-field";
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
    <FormDialog
      size="short"
      title={t("adminChannels.editTitle", { name: feed.name })}
      description={t("adminChannels.editIntro")}
      error={failure}
      cancelLabel={t("adminChannels.cancel")}
      submitLabel={t("adminChannels.save")}
      pendingLabel={t("adminChannels.saving")}
      isPending={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FeedNameField
        id={`${id}-name`}
        error={errorOf("name")}
        registration={form.register("name")}
      />
      <FeedUnitsField
        id={`${id}-units`}
        error={errorOf("units")}
        registration={form.register("units", { valueAsNumber: true })}
      />
    </FormDialog>
  );
}
