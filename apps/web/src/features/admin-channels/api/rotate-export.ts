import type { ChannelUnitType } from "@camp/shared/channels/calendar-feeds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

const rotatedSchema = z.object({
  success: z.literal(true),
  data: z.object({ exportUrl: z.string() }),
});

/** Whose export link is rotated: a unit type's own, or the one made for an imported listing. */
export type ExportOwner = { unitType: ChannelUnitType } | { feedId: string };

/**
 * POST /api/admin/calendar-exports/{unitType}/rotate or /api/admin/calendar-feeds/{id}/rotate-export:
 * a new token; the old link answers 404 from then on.
 */
export async function rotateExport(owner: ExportOwner) {
  const path =
    "unitType" in owner
      ? `/admin/calendar-exports/${owner.unitType}/rotate`
      : `/admin/calendar-feeds/${owner.feedId}/rotate-export`;
  return (await apiRequest(path, { method: "POST", schema: rotatedSchema })).data;
}

export function useRotateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
