import { toMinorUnits } from "@camp/shared/catalogue/money";
import {
  type PromoPreviewInput,
  promoPreviewResponseSchema,
} from "@camp/shared/rates/promo-code-input";
import type { PromoTerms } from "@camp/shared/rates/promo-codes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/booking/promo-preview (decision 051): a code applied on a booking form, judged by
 * the server (known, active, in its booking dates), answered as the terms the shared pricing takes,
 * so the form's estimate shows its discount. The price check judges it again and is what is charged.
 */
export async function previewPromoCode(input: PromoPreviewInput): Promise<PromoTerms> {
  const body = await apiRequest("/booking/promo-preview", {
    method: "POST",
    body: input,
    schema: promoPreviewResponseSchema,
  });
  const terms = body.data;
  return {
    // The estimate's discount line names no code row: the price check's does.
    id: `preview:${terms.code}`,
    code: terms.code,
    percentOff: terms.percentOff,
    amountOffMinor: terms.amountOff === null ? null : toMinorUnits(terms.amountOff),
    stayFrom: terms.stayFrom,
    stayTo: terms.stayTo,
    unitTypes: terms.unitTypes,
    minNights: terms.minNights,
  };
}

export function usePreviewPromoCode() {
  return useMutation({ mutationFn: previewPromoCode });
}
