import { type StayPolicyTerms, stayPolicyTermsOf } from "@camp/shared/booking/policy-shown";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { Config } from "../../config/env";
import type { Executor } from "../../db/database";
import { findBooking } from "../bookings/booking-repository";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import type { QuoteRow } from "./quote-repository";

/**
 * The cancellation policy as it will read for the booking this quote makes: counted back from its
 * check-in, or, for a change, from the booking's earliest check-in (decision 023), of the total.
 */
export async function quotePolicyTerms(
  db: Executor,
  config: Config,
  quote: Pick<QuoteRow, "checkIn" | "totalMinor" | "changesBookingId" | "priceLines">,
): Promise<StayPolicyTerms> {
  const changed = quote.changesBookingId ? await findBooking(db, quote.changesBookingId) : null;
  const checkIn =
    changed && changed.policyCheckIn < quote.checkIn ? changed.policyCheckIn : quote.checkIn;
  return stayPolicyTermsOf(
    {
      checkIn,
      totalMinor: quote.totalMinor,
      stayCheckIn: quote.checkIn,
      tourismFeeMinor: tourismFeeOf(quote.priceLines),
    },
    cancellationPolicyOf(config),
  );
}
