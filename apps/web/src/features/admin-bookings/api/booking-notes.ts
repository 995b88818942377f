import {
  type BookingNoteInput,
  bookingNoteResponseSchema,
  bookingNotesResponseSchema,
} from "@camp/shared/admin/front-desk";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const notesPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/notes`;

/** GET /api/admin/bookings/:id/notes: staff notes on the booking, oldest first. */
export async function getBookingNotes(id: string) {
  return (await apiRequest(notesPath(id), { schema: bookingNotesResponseSchema })).data;
}

export function getBookingNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "bookings", "notes", id],
    queryFn: () => getBookingNotes(id),
  });
}

export function useBookingNotes(id: string) {
  return useQuery(getBookingNotesQueryOptions(id));
}

/** POST /api/admin/bookings/:id/notes: adds a note (today's list shows the latest). */
export async function addBookingNote(id: string, input: BookingNoteInput) {
  return (
    await apiRequest(notesPath(id), {
      method: "POST",
      body: input,
      schema: bookingNoteResponseSchema,
    })
  ).data;
}

export function useAddBookingNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingNoteInput) => addBookingNote(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
