import {
  adminExtraResponseSchema,
  type ExtraInput,
  type ExtraUpdate,
} from "@camp/shared/extras/extras-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshExtras } from "./get-admin-extras";

/** POST /api/admin/extras: a new activity (audit-logged). */
export async function createExtra(input: ExtraInput) {
  return (
    await apiRequest("/admin/extras", {
      method: "POST",
      body: input,
      schema: adminExtraResponseSchema,
    })
  ).data;
}

/** PATCH /api/admin/extras/{id}: any of its fields; `active: false` takes it off sale. */
export async function updateExtra(id: string, input: ExtraUpdate) {
  return (
    await apiRequest(`/admin/extras/${id}`, {
      method: "PATCH",
      body: input,
      schema: adminExtraResponseSchema,
    })
  ).data;
}

export function useCreateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExtra,
    onSuccess: () => refreshExtras(queryClient),
  });
}

export function useUpdateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ExtraUpdate }) => updateExtra(id, input),
    onSuccess: () => refreshExtras(queryClient),
  });
}
