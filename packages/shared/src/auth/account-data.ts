import { z } from "zod";
import { storedBookingSchema } from "../booking/booking-api";
import { bookingDocumentSchema } from "../tax/tax-schemas";
import { authMessages, PASSWORD_MAX_LENGTH } from "./auth-messages";
import { siteLanguageSchema } from "./auth-schemas";

/**
 * A guest's own data (decision 031, UAE Federal Decree-Law 45/2021, the right of access): what
 * GET /api/auth/me/data sends as a JSON file. Never a password hash, a session token or a card
 * number (the card processor keeps cards; the resort never sees them).
 */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: siteLanguageSchema,
    createdAt: z.string(),
  }),
  /** Each booking as My bookings shows it (lines, extras, VAT), with its money movements and changes. */
  bookings: z.array(
    storedBookingSchema.extend({
      guestPhone: z.string().nullable(),
      payments: z.array(z.object({ kind: z.string(), amount: z.number(), at: z.string() })),
      /** Its invoices, receipts and credit notes (decision 029); `url` downloads each PDF. */
      documents: z.array(bookingDocumentSchema).default([]),
      changes: z.array(
        z.object({
          at: z.string(),
          from: z.object({ checkIn: z.string(), checkOut: z.string(), totalAmount: z.number() }),
          to: z.object({ checkIn: z.string(), checkOut: z.string(), totalAmount: z.number() }),
        }),
      ),
    }),
  ),
  /** Messages sent with the contact form from the account's email address. */
  messages: z.array(z.object({ name: z.string(), message: z.string(), sentAt: z.string() })),
  /** The emails the resort wrote to the account's address, as they were sent (plain text). */
  emails: z.array(
    z.object({
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** Where the account is signed in: when, and the browser's own description of itself. */
  signIns: z.array(
    z.object({ startedAt: z.string(), lastSeenAt: z.string(), browser: z.string().nullable() }),
  ),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** Deleting one's own account asks for the password again (a borrowed, signed-in laptop is not enough). */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordIncorrect),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** What a deleted account becomes (decision 031): no name, no address anyone can write to. */
export const DELETED_GUEST_NAME = "Deleted guest";
export const deletedEmailOf = (userId: string) => `deleted-${userId}@invalid`;
