import {
  type PromoCodeCreate,
  type PromoCodeUpdate,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
} from "@camp/shared/rates/promo-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { promoCodesQueryKey } from "./get-promo-codes";

export {
  promoCodeCreateSchema as createPromoCodeInputSchema,
  promoCodeUpdateSchema as updatePromoCodeInputSchema,
};

const createdSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });
const updatedSchema = z.object({ success: z.literal(true) });

/** POST /api/admin/promo-codes -> 201 { id }; a code already taken -> 409 PROMO_CODE_EXISTS. */
export async function createPromoCode(input: PromoCodeCreate) {
  return (
    await apiRequest("/admin/promo-codes", { method: "POST", body: input, schema: createdSchema })
  ).data;
}

/** PATCH /api/admin/promo-codes/{id}: any field but the code; `active: false` deactivates it. */
export async function updatePromoCode(id: string, input: PromoCodeUpdate) {
  await apiRequest(`/admin/promo-codes/${id}`, {
    method: "PATCH",
    body: input,
    schema: updatedSchema,
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PromoCodeUpdate }) =>
      updatePromoCode(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
