import { AppError } from "../../lib/app-error";

/** The quote's price ran out before it was paid: the guest checks availability again. */
export const quoteExpired = () =>
  new AppError("QUOTE_EXPIRED", "This price has expired. Please check availability again.");
