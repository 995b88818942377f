import { z } from "zod";
import { multilineText, plainText } from "../api/text-field";
import { DOCUMENT_KINDS } from "./tax-documents";

/** The tax settings' and documents' API shapes (decisions 028, 029). Amounts in AED on the wire. */

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

/**
 * A name or address printed on a tax document: the shared text fields' rules (invisible bidi and
 * zero-width characters removed, control characters refused), so no override can make a document
 * read other than it says. An address may have lines.
 */
const text = (field: string, max: number, lines = false) =>
  (lines ? multilineText : plainText)(`${field} must be text`)
    .min(1, `Enter ${field}`)
    .max(max, `${field} can have at most ${max} characters`);

/** A Tourism Dirham fee for one unit-night, AED with at most two decimals. */
const feeSchema = z
  .number({ error: "The fee must be an amount in AED" })
  .min(0, "The fee cannot be negative")
  .max(1000, "The fee can be at most AED 1,000")
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
    message: "The fee has at most two decimals",
  });

/** PUT /api/admin/tax-settings: every field optional, absent = unchanged; `trn: ""` unsets it. */
export const taxSettingsInputSchema = z.strictObject({
  legalNameEn: text("the legal name in English", 200).optional(),
  legalNameAr: text("the legal name in Arabic", 200).optional(),
  addressEn: text("the address in English", 500, true).optional(),
  addressAr: text("the address in Arabic", 500, true).optional(),
  trn: z
    .string({ error: "The TRN must be text" })
    .trim()
    .refine((value) => value === "" || TRN_PATTERN.test(value), {
      message: "A TRN has 15 digits",
    })
    .optional(),
  vatRate: z
    .number({ error: "vatRate must be a percentage" })
    .min(0, "vatRate must be from 0 to 100")
    .max(100, "vatRate must be from 0 to 100")
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: "vatRate has at most two decimals",
    })
    .optional(),
  ratesIncludeVat: z.boolean({ error: "ratesIncludeVat must be true or false" }).optional(),
  tourismFee: z
    .strictObject({
      master: feeSchema.optional(),
      kids: feeSchema.optional(),
      camp: feeSchema.optional(),
      parking: feeSchema.optional(),
    })
    .optional(),
});
export type TaxSettingsInput = z.infer<typeof taxSettingsInputSchema>;

/** GET (and the PUT's answer): the settings in force. */
export const taxSettingsSchema = z.object({
  legalNameEn: z.string(),
  legalNameAr: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
  /** Null while unset: documents are receipts then, not tax invoices. */
  trn: z.string().nullable(),
  /** Percent: 5 means 5%; 0: not VAT-registered. */
  vatRate: z.number(),
  ratesIncludeVat: z.boolean(),
  /** AED per occupied unit-night. */
  tourismFee: z.object({
    master: z.number(),
    kids: z.number(),
    camp: z.number(),
    parking: z.number(),
  }),
  updatedAt: z.string().nullable(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;
export const taxSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: taxSettingsSchema,
});

/** One document as listed: `url` downloads the PDF (owner or staff). */
export const bookingDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  /** AED paid (invoice, receipt) or given back (credit note). */
  totalAmount: z.number(),
  url: z.string(),
  /** A credit note: the number of the document it corrects. */
  corrects: z.string().nullable(),
  /** Set on an invoice a credit note voided (staff reissued it): that note's number. */
  voidedBy: z.string().nullable(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** GET /api/booking/:id/documents and GET /api/admin/bookings/:id/documents. */
export const bookingDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(bookingDocumentSchema),
});

/**
 * POST /api/admin/bookings/:id/documents/:documentId/reissue: the company the guest asked the
 * invoice to be made out to. The old invoice is voided by a credit note; a new one is issued.
 */
export const reissueDocumentInputSchema = z.strictObject({
  companyName: text("the company name", 200),
  companyTrn: z
    .string({ error: "The TRN must be text" })
    .trim()
    .regex(TRN_PATTERN, "A TRN has 15 digits")
    .optional(),
  companyAddress: text("the company address", 500, true).optional(),
});
export type ReissueDocumentInput = z.infer<typeof reissueDocumentInputSchema>;
