import { createHash, randomBytes } from "node:crypto";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type {
  PaymentLinkListResponse,
  PaymentLinkState,
  PaymentLinkSummary,
} from "@camp/shared/desk-sales/desk-sales";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/database";
import { users } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";
import { openSecret, sealSecret, twoFactorKeyOf } from "../auth/secret-box";
import { findBooking } from "../bookings/booking-repository";
import { emailStayOf } from "../email/email-stay";
import { queueEmail } from "../email/queue-email";
import { findQuote, type QuoteRow } from "../quotes/quote-repository";
import {
  findPaymentLinkByTokenHash,
  findPaymentLinkOfQuote,
  insertPaymentLink,
  listPaymentLinks,
  markPaymentLinkEmailSent,
  type PaymentLinkRow,
} from "./payment-link-repository";

/**
 * Payment links (decision 055): a held quote a guest pays by card without an account. The token
 * (32 random bytes, base64url) is only in the link; the table keeps its SHA-256 to find it and the
 * token sealed with the two-factor secret box, so staff can show the link and its QR code again.
 */

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding: exactly 43 characters of its alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function tokenHashOf(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether the text can be a token at all: anything else is answered 404 without a lookup. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The sealed token is bound to its quote: copied onto another link's row it opens nothing. */
const sealContextOf = (quoteId: string) => `payment-link:${quoteId}`;

export function paymentUrlOf(ctx: AppContext, token: string): string {
  return `${ctx.config.PUBLIC_URL}/pay/${token}`;
}

export function tokenOf(ctx: AppContext, link: PaymentLinkRow): string {
  return openSecret(twoFactorKeyOf(ctx.config), link.tokenSealed, sealContextOf(link.quoteId));
}

/** Where a link's token cannot be opened again is said (a warning), never a failed page. */
export type LinkLog = Pick<FastifyBaseLogger, "warn">;

/**
 * The token staff may show again, or null when it cannot be opened: the secret box's key
 * (TWO_FACTOR_ENCRYPTION_KEY) changed since the link was made. The link still works for the guest
 * who has it (it is found by its hash); staff only cannot show it again, and the log says why.
 */
function tokenShownAgainOf(ctx: AppContext, link: PaymentLinkRow, log?: LinkLog): string | null {
  try {
    return tokenOf(ctx, link);
  } catch (error) {
    log?.warn(
      { paymentLinkId: link.id, error: error instanceof Error ? error.message : String(error) },
      "payment link: its token could not be opened (was TWO_FACTOR_ENCRYPTION_KEY changed?)",
    );
    return null;
  }
}

/** The link a quote's booking will be paid through, found by the token the guest was sent. */
export async function findPaymentLinkByToken(
  db: Executor,
  token: string,
): Promise<PaymentLinkRow | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return findPaymentLinkByTokenHash(db, tokenHashOf(token));
}

/**
 * Makes the quote's one payment link, in the caller's transaction (the one that held the quote's
 * units until `expiresAt`: the link lasts exactly as long as that hold). Answers the token, which
 * is shown once to the caller, and the page's address.
 */
export async function issuePaymentLink(
  tx: Executor,
  ctx: AppContext,
  input: { quoteId: string; language: "en" | "ar"; createdBy: string; expiresAt: Date },
): Promise<{ token: string; paymentUrl: string }> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await insertPaymentLink(tx, {
    quoteId: input.quoteId,
    tokenHash: tokenHashOf(token),
    tokenSealed: sealSecret(twoFactorKeyOf(ctx.config), token, sealContextOf(input.quoteId)),
    language: input.language,
    createdBy: input.createdBy,
    expiresAt: input.expiresAt,
    createdAt: ctx.clock.now(),
  });
  return { token, paymentUrl: paymentUrlOf(ctx, token) };
}

/**
 * The reference the link's booking has or will have: the booking's once paid, else the id staff
 * drew for it when they took it (`reserved_booking_id`, so the guest can quote it on the phone).
 */
export function linkReferenceOf(quote: QuoteRow): string {
  return bookingReference(quote.bookingId ?? quote.reservedBookingId ?? quote.id);
}

async function findAccount(db: Executor, userId: string) {
  const [account] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

/**
 * Queues the link's email to the quote's guest, in the link's language, with the stay, its total,
 * until when the link holds, and the link. A guest with no email (staff took a phone alone) gets
 * none: staff send the link on WhatsApp or show its QR code. `email_sent_at` is set here, when the
 * email is queued in the caller's transaction: the outbox delivers it and retries on its own
 * (decision 052), and one it finally fails to send shows on the outbox's page, so the link's panel
 * says "sent" once it is committed to go out, not once the mail server took it.
 */
export async function queuePaymentLinkEmail(
  tx: Executor,
  ctx: AppContext,
  input: { quoteId: string },
): Promise<void> {
  const link = await findPaymentLinkOfQuote(tx, input.quoteId);
  const quote = await findQuote(tx, input.quoteId);
  if (!link || !quote) throw new Error(`no payment link for quote ${input.quoteId}`);
  const guest = await findAccount(tx, quote.userId);
  if (!guest?.email) return;
  await queueEmail(tx, ctx.config, {
    to: guest.email,
    language: link.language,
    template: "payment-link",
    data: {
      guestName: guest.name,
      reference: linkReferenceOf(quote),
      stay: emailStayOf(quote),
      paymentUrl: paymentUrlOf(ctx, tokenOf(ctx, link)),
      holdUntil: link.expiresAt.toISOString(),
    },
  });
  await markPaymentLinkEmailSent(tx, link.id, ctx.clock.now());
}

/**
 * Where the link is, as staff see it: paid once its quote has a booking (or its payment was
 * booked), withdrawn by staff, past its end, opened by the guest, or not opened yet.
 */
export function paymentLinkStateOf(
  link: PaymentLinkRow,
  quote: Pick<QuoteRow, "bookingId">,
  now: Date,
): PaymentLinkState {
  if (quote.bookingId || link.paidAt) return "paid";
  if (link.cancelledAt) return "cancelled";
  if (now >= link.expiresAt) return "expired";
  if (link.firstOpenedAt) return "opened";
  return "open";
}

/** The summary of a link whose quote and guest were read (the booking detail reads them itself). */
export function paymentLinkSummaryOf(
  ctx: AppContext,
  parts: {
    link: PaymentLinkRow;
    quote: QuoteRow;
    guest: { name: string; email: string | null; phone: string | null };
    /** The staff member who made the link: their email, or null once their account is gone. */
    createdBy: string | null;
  },
  log?: LinkLog,
): PaymentLinkSummary {
  const { link, quote, guest } = parts;
  const token = tokenShownAgainOf(ctx, link, log);
  return {
    token,
    quoteId: quote.id,
    reference: linkReferenceOf(quote),
    state: paymentLinkStateOf(link, quote, ctx.clock.now()),
    paymentUrl: token === null ? null : paymentUrlOf(ctx, token),
    total: toMajorUnits(quote.totalMinor),
    language: link.language,
    guestName: guest.name,
    guestPhone: guest.phone,
    guestEmail: guest.email,
    createdAt: link.createdAt.toISOString(),
    createdBy: parts.createdBy,
    expiresAt: link.expiresAt.toISOString(),
    emailSentAt: link.emailSentAt?.toISOString() ?? null,
    firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
    paidAt: link.paidAt?.toISOString() ?? null,
    cancelledAt: link.cancelledAt?.toISOString() ?? null,
    bookingId: quote.bookingId,
  };
}

/** The summary of a link, given its row: reads its quote, guest and maker. */
export async function summaryOfLink(
  db: Executor,
  ctx: AppContext,
  link: PaymentLinkRow,
  log?: LinkLog,
): Promise<PaymentLinkSummary> {
  const quote = await findQuote(db, link.quoteId);
  if (!quote) throw new Error(`payment link ${link.id} has no quote`);
  const guest = (await findAccount(db, quote.userId)) ?? { name: "", email: null, phone: null };
  const maker = link.createdBy ? await findAccount(db, link.createdBy) : undefined;
  // Booked by the webhook or the reconciler before the page said so: paid when its booking was made.
  const booking = quote.bookingId && !link.paidAt ? await findBooking(db, quote.bookingId) : null;
  return paymentLinkSummaryOf(
    ctx,
    {
      link: booking ? { ...link, paidAt: booking.createdAt } : link,
      quote,
      guest,
      createdBy: maker?.email ?? null,
    },
    log,
  );
}

/** The quote's payment link as staff see it, or null when the quote has none. */
export async function findPaymentLinkSummary(
  db: Executor,
  ctx: AppContext,
  input: { quoteId: string; log?: LinkLog },
): Promise<PaymentLinkSummary | null> {
  const link = await findPaymentLinkOfQuote(db, input.quoteId);
  return link ? summaryOfLink(db, ctx, link, input.log) : null;
}

/** The link the token opens, as staff see it, or null for an unknown token. */
export async function findPaymentLinkSummaryByToken(
  db: Executor,
  ctx: AppContext,
  token: string,
): Promise<PaymentLinkSummary | null> {
  const link = await findPaymentLinkByToken(db, token);
  return link ? summaryOfLink(db, ctx, link) : null;
}

/**
 * The console's list of payment links: newest first, a page at a time, of the given states (the
 * filter is the state's own SQL, so a page never loads the links it leaves out).
 */
export async function listPaymentLinkSummaries(
  db: Executor,
  ctx: AppContext,
  input: { states?: PaymentLinkState[]; page: number; pageSize: number },
): Promise<PaymentLinkListResponse["data"]> {
  const { rows, count } = await listPaymentLinks(db, {
    states: input.states,
    now: ctx.clock.now(),
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const links = rows.map(({ link, quote, guest, makerEmail, bookingCreatedAt }) => ({
    ...paymentLinkSummaryOf(ctx, {
      // Booked by the webhook or the reconciler before the page said so: paid when booked.
      link: bookingCreatedAt && !link.paidAt ? { ...link, paidAt: bookingCreatedAt } : link,
      quote,
      guest: guest ?? { name: "", email: null, phone: null },
      createdBy: makerEmail,
    }),
    serviceType: quote.serviceType,
    roomType: quote.roomType,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    nights: quote.nights,
    quantity: quote.quantity,
    guests: quote.guests,
  }));
  return {
    links,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(count / input.pageSize)),
    count,
  };
}
