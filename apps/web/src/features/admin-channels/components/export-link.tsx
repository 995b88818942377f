import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";
import { labelClass } from "../../../components/form-classes";
import { useErrorMessage } from "../../../i18n/server-messages";
import { type ExportOwner, useRotateExport } from "../api/rotate-export";

export const smallButton =
  "rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";

/**
 * A published calendar's link (decision 032): read-only, to copy into a channel, and rotated after
 * a warning, since the old link answers 404 at once and every channel reading it goes blind.
 */
export function ExportLink({
  url,
  owner,
  label,
  hint,
}: {
  url: string;
  owner: ExportOwner;
  /** Says whose link it is; the buttons' names repeat it, as several links share one page. */
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const rotate = useRotateExport();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(url);
      toast.success(t("adminChannels.copied"));
    } catch {
      // Without the clipboard (an insecure origin, a refusal), the link is selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t("adminChannels.copyFailed"));
    }
  };

  const confirmRotate = async () => {
    setFailure(null);
    try {
      await rotate.mutateAsync(owner);
      setIsConfirming(false);
      toast.success(t("adminChannels.rotated"));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={url}
          dir="ltr"
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded-lg border border-sand-200 bg-sand-50 px-3 py-2 font-mono text-xs text-dune-900"
        />
        <div className="flex gap-2">
          <button
            type="button"
            onClick={copy}
            className={smallButton}
            aria-label={t("adminChannels.copyLabel", { name: label })}
          >
            {t("adminChannels.copy")}
          </button>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={`${smallButton} whitespace-nowrap`}
                aria-label={t("adminChannels.rotateLabel", { name: label })}
              >
                {t("adminChannels.rotate")}
              </button>
            }
            title={t("adminChannels.rotateTitle")}
            description={t("adminChannels.rotateText")}
            cancelLabel={t("adminChannels.cancel")}
            confirmLabel={t("adminChannels.rotate")}
            busyLabel={t("adminChannels.rotating")}
            confirmClassName={dangerButton}
            isOpen={isConfirming}
            isBusy={rotate.isPending}
            error={failure}
            onOpenChange={(open) => {
              setIsConfirming(open);
              setFailure(null);
            }}
            onConfirm={confirmRotate}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-dune-800">
        {hint}
      </p>
    </div>
  );
}
