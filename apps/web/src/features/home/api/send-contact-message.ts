import {
  type ContactInput,
  contactInputSchema,
  contactResponseSchema,
} from "@camp/shared/contact/contact-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The form and the server check the message with this one schema. */
export const sendContactMessageInputSchema = contactInputSchema;

/** POST /api/contact: the home page's contact form. */
export async function sendContactMessage(input: ContactInput) {
  return apiRequest("/contact", { method: "POST", body: input, schema: contactResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
