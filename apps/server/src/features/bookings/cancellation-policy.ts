import type { CancellationPolicy } from "@camp/shared/booking/cancellation-policy";
import type { Config } from "../../config/env";

/** The cancellation policy this server runs (decision 014). */
export function cancellationPolicyOf(config: Config): CancellationPolicy {
  return {
    fullRefundDays: config.CANCELLATION_FULL_REFUND_DAYS,
    partialRefundHours: config.CANCELLATION_PARTIAL_REFUND_HOURS,
    partialRefundPercent: config.CANCELLATION_PARTIAL_REFUND_PERCENT,
  };
}
