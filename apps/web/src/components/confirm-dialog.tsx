import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { FormError } from "./form-error";

export const quietButton =
  "rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100";
export const dangerButton =
  "rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
export const primaryButton =
  "rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700 disabled:opacity-60";

/** Where the dialog's buttons stand: at its end, the main one last (after Cancel). */
export const dialogFooterClass = "flex flex-wrap justify-end gap-3";

/** Each open card's opener, so a card opened from another card's button can fall back to it. */
const openers = new WeakMap<Element, HTMLElement[]>();

/**
 * Where the keyboard was when a card opened without a trigger (a row's button that sets state, a
 * step that leads to the next dialog): the element focused then and, when that sat in another card
 * that has since closed, that card's own opener. Radix returns focus only to a `trigger`; without
 * one the keyboard would land on the page's body.
 */
function useOpener(isOpen: boolean) {
  const openerRef = useRef<HTMLElement[]>([]);
  const contentRef = useRef<HTMLDivElement>(null);
  // Before Radix moves focus into the card (its focus scope does so in a passive effect).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return;
    const host = active.closest('[role="dialog"]');
    openerRef.current = [active, ...((host && openers.get(host)) ?? [])];
  }, [isOpen]);
  useLayoutEffect(() => {
    if (isOpen && contentRef.current) openers.set(contentRef.current, openerRef.current);
  });
  const returnFocus = (event: Event) => {
    const opener = openerRef.current.find((element) => element.isConnected);
    if (!opener) return;
    event.preventDefault();
    opener.focus();
  };
  return { contentRef, returnFocus };
}

/**
 * The card every dialog of the site is drawn on: the page dimmed behind it, its title and what it
 * says. `size` is its height and width limits ("max-h-[90vh] max-w-md"); a long one scrolls.
 * Closed, it gives the keyboard back to its trigger, else to whatever opened it.
 */
export function DialogCard(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; left out when the caller opens it some other way. */
  trigger?: ReactNode;
  size: string;
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName: string;
  /** Where the keyboard goes when it closes, if not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const { contentRef, returnFocus } = useOpener(props.isOpen);
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          ref={contentRef}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            if (!event.defaultPrevented && !props.trigger) returnFocus(event);
          }}
          className={`fixed inset-x-4 top-1/2 z-50 mx-auto ${props.size} -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="text-xl font-bold text-dune-900">{props.title}</Dialog.Title>
          {props.description && (
            <Dialog.Description className={props.descriptionClassName}>
              {props.description}
            </Dialog.Description>
          )}
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's buttons: Cancel, which closes it, then the caller's main one. */
export function DialogFooter({
  className = dialogFooterClass,
  cancelLabel,
  children,
}: {
  className?: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Dialog.Close asChild>
        <button type="button" className={quietButton}>
          {cancelLabel}
        </button>
      </Dialog.Close>
      {children}
    </div>
  );
}

/**
 * The one confirmation step of the site: it says what will happen before anything does, and shows
 * a refusal in place so the person can read it and decide again. Used by guests' cancellations and
 * staff decisions and deletes.
 */
export function ConfirmDialog(props: {
  /** The button that opens it; left out when the caller opens it some other way. */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  confirmClassName: string;
  isOpen: boolean;
  isBusy: boolean;
  canConfirm?: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the keyboard goes when it closes, if not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DialogCard
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      size="max-h-[90vh] max-w-md"
      title={props.title}
      description={props.description}
      descriptionClassName="mt-3 text-dune-900"
      onCloseAutoFocus={props.onCloseAutoFocus}
    >
      {props.children}
      {props.error && <FormError className="mt-3">{props.error}</FormError>}
      <DialogFooter className={`mt-6 ${dialogFooterClass}`} cancelLabel={props.cancelLabel}>
        <button
          type="button"
          onClick={props.onConfirm}
          disabled={props.isBusy || props.canConfirm === false}
          className={props.confirmClassName}
        >
          {props.isBusy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </button>
      </DialogFooter>
    </DialogCard>
  );
}
