import {
  type ContactInput,
  type ContactMessage,
  MESSAGES_PER_PAGE,
  type MessageList,
  type MessageListQuery,
} from "@camp/shared/contact/contact-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import {
  type ContactMessageRow,
  countContactMessages,
  findContactMessage,
  findContactMessageForUpdate,
  insertContactMessage,
  listContactMessages,
  setMessageHandled,
} from "./contact-repository";

const tooMany =
  "You have sent several messages in a short time. Please wait an hour and try again.";

/**
 * POST /api/contact. The message is only stored: staff read it in the console, so it never depends
 * on mail being up. Counted per network address and per email address, so one sender cannot fill
 * the inbox from one place or under one name.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  address: string,
): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - 60 * 60_000);
  const limit = ctx.config.CONTACT_MAX_PER_ADDRESS_PER_HOUR;
  await ctx.db.transaction(async (tx) => {
    const fromAddress = await incrementCounter(tx, `contact:address:${address}`, {
      now,
      windowStart,
    });
    const fromEmail = await incrementCounter(tx, `contact:email:${input.email.toLowerCase()}`, {
      now,
      windowStart,
    });
    if (fromAddress > limit || fromEmail > limit) {
      throw new AppError("TOO_MANY_ATTEMPTS", tooMany);
    }
    await insertContactMessage(tx, { ...input, createdAt: now });
  });
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledByEmail: row.handledByEmail,
  };
}

export async function getContactMessages(
  ctx: AppContext,
  query: MessageListQuery,
): Promise<Omit<MessageList, "success">> {
  const [rows, total, unhandled] = await Promise.all([
    listContactMessages(ctx.db, {
      filter: query.filter,
      limit: MESSAGES_PER_PAGE,
      offset: (query.page - 1) * MESSAGES_PER_PAGE,
    }),
    countContactMessages(ctx.db, query.filter),
    countContactMessages(ctx.db, "unhandled"),
  ]);
  return {
    data: rows.map(toContactMessage),
    total,
    unhandled,
    page: query.page,
    pageSize: MESSAGES_PER_PAGE,
  };
}

/** Marks a message handled or not; marking it as it already is changes and records nothing. */
export async function markContactMessage(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  isHandled: boolean,
): Promise<ContactMessage> {
  await ctx.db.transaction(async (tx) => {
    const before = await findContactMessageForUpdate(tx, id);
    if (!before) throw notFound("Message not found");
    if ((before.handledAt !== null) === isHandled) return;
    const now = ctx.clock.now();
    await setMessageHandled(tx, id, isHandled ? { at: now, by: actor.id } : null);
    await recordAdminAction(tx, {
      actor,
      action: isHandled ? "contact-message.handle" : "contact-message.reopen",
      entityType: "contact-message",
      entityId: id,
      before: { handledAt: before.handledAt?.toISOString() ?? null, handledBy: before.handledBy },
      after: isHandled
        ? { handledAt: now.toISOString(), handledBy: actor.id }
        : { handledAt: null, handledBy: null },
    });
  });
  const row = await findContactMessage(ctx.db, id);
  if (!row) throw notFound("Message not found");
  return toContactMessage(row);
}
