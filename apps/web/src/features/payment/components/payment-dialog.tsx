import * as Dialog from "@radix-ui/react-dialog";
import { FIRST_CARD_FIELD } from "../../../components/card-payment/card-form";
import { OUTCOME_HEADING } from "../../../components/card-payment/quote-notice";
import type { Outcome } from "./payment-outcome";

const TONE_TITLE = {
  info: "text-dune-900",
  success: "text-green-800",
  error: "text-red-800",
} as const;

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-8 animate-spin rounded-full border-4 border-sand-200 border-t-dune-800 motion-reduce:animate-none"
    />
  );
}

/**
 * The payment overlay (spec section 4): a real modal dialog. Each step remounts the content, so
 * focus moves into the new step and its title is read out. Working steps cannot be closed;
 * closing Payment Failed is Try Again; the others close to the same message on the page.
 */
export function PaymentDialog(props: {
  outcome: Outcome | null;
  stepKey: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { outcome } = props;
  return (
    <Dialog.Root
      open={props.isOpen && outcome !== null}
      onOpenChange={(open) => {
        if (!open && outcome && !outcome.isWorking) props.onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        {outcome && (
          <Dialog.Content
            key={props.stepKey}
            className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
            onEscapeKeyDown={(event) => {
              if (outcome.isWorking) event.preventDefault();
            }}
            // A stray tap beside the overlay must not close it while money is moving.
            onPointerDownOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              // Back to the card form after Try Again, or to the same message on the page.
              const target =
                document.querySelector<HTMLElement>(`[${FIRST_CARD_FIELD}]`) ??
                document.querySelector<HTMLElement>(`[${OUTCOME_HEADING}]`);
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            {outcome.isWorking && (
              <div className="mb-4 flex justify-center">
                <Spinner />
              </div>
            )}
            <Dialog.Title className={`text-xl font-bold ${TONE_TITLE[outcome.tone]}`}>
              {outcome.title}
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-dune-900">{outcome.text}</Dialog.Description>
            {outcome.details.map((detail) => (
              <p key={detail} className="mt-2 text-dune-900">
                {detail}
              </p>
            ))}
            {outcome.actions && (
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                {outcome.actions}
              </div>
            )}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
