import { z } from "zod";

/**
 * The one error shape of every API answer that is not a success (ARCHITECTURE.md, security baseline).
 * `code` is one of `errorCodes` (./error-codes); it stays a plain string here so that a client
 * older or newer than the server still reads the answer, and shows its generic message.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Field name -> first message for that field, on validation errors only. */
  errors: z.record(z.string(), z.string()).optional(),
  /** What the guest's message is built with (`ErrorParams`), for the codes whose message has numbers. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successSchema = z.object({ success: z.literal(true) });
