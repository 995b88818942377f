import { z } from "zod";

/** The one error shape of every API answer that is not a success (ARCHITECTURE.md, security baseline). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Field name -> first message for that field, on validation errors only. */
  errors: z.record(z.string(), z.string()).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successSchema = z.object({ success: z.literal(true) });
