import { z } from "zod";

/**
 * GET /api/payment/stripeapikey: which card processor is on and its publishable key. Its own
 * module: every page reads it (the test-mode banner) and needs none of the booking API's dates.
 */
export const paymentKeyResponseSchema = z.object({
  stripeApiKey: z.string(),
  provider: z.enum(["sandbox", "stripe"]),
});
export type PaymentKeyResponse = z.infer<typeof paymentKeyResponseSchema>;
