import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import type { EmailMessage } from "./email-message";
import { insertOutboxEmail } from "./email-outbox";
import { renderEmail } from "./render-email";

export type {
  BookingEmailData,
  BookingEmailTemplate,
  ChannelConflictEmailData,
  ChannelFeedStaleEmailData,
  EmailBooking,
  EmailMessage,
  EmailTemplate,
  PasswordResetEmailData,
  StaffInvitationEmailData,
  WaitingListOfferEmailData,
} from "./email-message";

/**
 * Renders a message in the guest's language and puts it in the outbox inside the caller's
 * transaction: it is sent only if the change it tells about is committed, and a mail server that is
 * down never undoes that change. The sender job (send-due-emails.ts) delivers it and retries, and
 * draws the PDFs of the documents it carries then (they are immutable, so drawing late is safe).
 */
export async function queueEmail(tx: Executor, config: Config, message: EmailMessage) {
  const rendered = renderEmail(config, message);
  return insertOutboxEmail(tx, {
    toAddress: message.to,
    language: message.language,
    template: message.template,
    ...rendered,
    attachDocuments: "attachDocuments" in message ? (message.attachDocuments ?? null) : null,
  });
}
