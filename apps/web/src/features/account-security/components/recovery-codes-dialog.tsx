import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogCard, primaryButton, quietButton } from "../../../components/confirm-dialog";
import { saveFile } from "../../../lib/save-file";

/** The codes as a text file: the account's name on top, one code a line. */
function toTextFile(codes: string[], title: string, note: string): Blob {
  return new Blob([`${title}\n${note}\n\n${codes.join("\n")}\n`], { type: "text/plain" });
}

/**
 * The recovery codes, shown once right after they were made (the server keeps only their hashes):
 * copy, download as .txt, and an "I have saved them" the dialog waits for before it closes.
 */
export function RecoveryCodesDialog(props: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const checkId = useId();
  const [isSaved, setSaved] = useState(false);
  const [said, setSaid] = useState("");
  const copy = async () => {
    await navigator.clipboard?.writeText(props.codes.join("\n"));
    setSaid(t("accountSecurity.recovery.copied"));
  };
  const download = () =>
    saveFile(
      toTextFile(
        props.codes,
        t("accountSecurity.recovery.fileTitle", { email: props.email }),
        t("accountSecurity.recovery.fileNote"),
      ),
      "desert-camp-recovery-codes.txt",
    );
  return (
    <DialogCard
      isOpen
      // Closed only once the person says the codes are saved: they are never shown again.
      onOpenChange={(isOpen) => !isOpen && isSaved && props.onDone()}
      size="max-h-[92vh] max-w-lg"
      title={t("accountSecurity.recovery.shownTitle")}
      description={t("accountSecurity.recovery.shownIntro")}
      descriptionClassName="mt-2 text-dune-900"
    >
      <ul
        aria-label={t("accountSecurity.recovery.listLabel")}
        dir="ltr"
        className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-sand-50 p-4 font-mono text-base text-dune-900"
      >
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={quietButton} onClick={copy}>
          {t("accountSecurity.recovery.copy")}
        </button>
        <button type="button" className={quietButton} onClick={download}>
          {t("accountSecurity.recovery.download")}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-dune-800">
        {said}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          className="size-5"
          checked={isSaved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={checkId} className="font-medium text-dune-900">
          {t("accountSecurity.recovery.saved")}
        </label>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className={primaryButton} disabled={!isSaved} onClick={props.onDone}>
          {t("accountSecurity.recovery.done")}
        </button>
      </div>
    </DialogCard>
  );
}
