import { z } from "zod";
import { multilineText, requiredText } from "../api/text-field";
import { LANGUAGES } from "../catalogue/catalogue-schemas";

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 4000;

export const contactMessages = {
  nameRequired: "Please tell us your name",
  nameTooLong: `Your name can be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  emailRequired: "Please give an email address we can answer",
  emailInvalid: "Enter a valid email address",
  messageRequired: "Please write your message",
  messageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
} as const;

/** The home page's contact form: the same schema checks the form in the browser and the request on the server. */
export const contactInputSchema = z.object({
  name: requiredText(contactMessages.nameRequired).max(
    CONTACT_NAME_MAX_LENGTH,
    contactMessages.nameTooLong,
  ),
  email: requiredText(contactMessages.emailRequired).pipe(
    z.email(contactMessages.emailInvalid).max(254, contactMessages.emailInvalid),
  ),
  message: multilineText((issue) =>
    issue.input === undefined ? contactMessages.messageRequired : "Must be text",
  )
    .min(1, contactMessages.messageRequired)
    .min(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
  language: z.enum(LANGUAGES).default("en"),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactForm = z.input<typeof contactInputSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true) });

// ---- the console's Messages ----

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByEmail: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const MESSAGE_FILTERS = ["all", "unhandled", "handled"] as const;
export const messageListQuerySchema = z.object({
  filter: z.enum(MESSAGE_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export const MESSAGES_PER_PAGE = 20;

export const messageListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contactMessageSchema),
  total: z.number().int(),
  unhandled: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageList = z.infer<typeof messageListResponseSchema>;

export const markMessageInputSchema = z.object({ isHandled: z.boolean() });
export const messageResponseSchema = z.object({
  success: z.literal(true),
  data: contactMessageSchema,
});
