import type { FormEventHandler, ReactNode } from "react";
import { DialogCard, DialogFooter, primaryButton } from "./confirm-dialog";
import { FormError } from "./form-error";

/** A short form (a feed's name and units) or a long one in sections (a rate, a promo code). */
const sizes = {
  short: { card: "max-h-[92vh] max-w-lg", description: "mt-2 text-sm text-dune-900", gap: "gap-4" },
  long: { card: "max-h-[92vh] max-w-2xl", description: "mt-2 text-dune-900", gap: "gap-5" },
};

/**
 * A console form in a dialog, open while it is drawn: its fields, the server's refusal in the red
 * alert above the buttons, Cancel (or Escape) to close it, and the submit button that says it is
 * saving while it does. What each field says wrong stays on its field.
 */
export function FormDialog(props: {
  size: keyof typeof sizes;
  title: ReactNode;
  description: ReactNode;
  /** A refusal that belongs to no field. */
  error: string | null;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const size = sizes[props.size];
  return (
    <DialogCard
      isOpen
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
      size={size.card}
      title={props.title}
      description={props.description}
      descriptionClassName={size.description}
    >
      <form noValidate onSubmit={props.onSubmit} className={`mt-4 grid ${size.gap}`}>
        {props.children}
        {props.error && <FormError>{props.error}</FormError>}
        <DialogFooter cancelLabel={props.cancelLabel}>
          <button type="submit" disabled={props.isPending} className={primaryButton}>
            {props.isPending ? props.pendingLabel : props.submitLabel}
          </button>
        </DialogFooter>
      </form>
    </DialogCard>
  );
}
