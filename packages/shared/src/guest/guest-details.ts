import { z } from "zod";
import { multilineText, plainText } from "../api/text-field";
import {
  ARRIVAL_EARLIEST,
  ARRIVAL_LATEST,
  guestMessages,
  PHONE_MAX_LENGTH,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from "./guest-messages";
import { toE164 } from "./phone-number";

/** A field a form leaves empty ("") means "not given", as if it were absent. */
const emptyAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A phone number as typed ("050 123 4567", "+44 20 7946 0958", Arabic digits too), stored in E.164.
 * Rewritten in place rather than transformed, so a wrong number is one more field error beside the
 * form's others (a transform's issue would stop the form's own rules from running).
 */
export const phoneSchema = plainText(guestMessages.phoneInvalid)
  .max(PHONE_MAX_LENGTH, guestMessages.phoneInvalid)
  .overwrite((value) => toE164(value) ?? value)
  .refine((value) => toE164(value) === value, guestMessages.phoneInvalid);

/** Optional everywhere the API takes it: the spec's own calls carry no phone (decision 020). */
export const optionalPhoneSchema = z.preprocess(emptyAsAbsent, phoneSchema.optional());

const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** HH:MM on a 24-hour clock, within the reception's hours. */
export const arrivalTimeSchema = z
  .string({ error: guestMessages.arrivalTimeInvalid })
  .trim()
  .regex(ARRIVAL_TIME, guestMessages.arrivalTimeInvalid)
  .refine(
    (time) => time >= ARRIVAL_EARLIEST && time <= ARRIVAL_LATEST,
    guestMessages.arrivalTimeOutOfHours,
  );

/**
 * What a guest may add to any booking request, single or package: a phone number (when their
 * account has none, or to be reached on another one for this stay), special requests and an
 * expected arrival time. Every one optional; an empty one is left out.
 */
export const guestDetailsShape = {
  phone: optionalPhoneSchema,
  specialRequests: z.preprocess(
    emptyAsAbsent,
    multilineText().max(SPECIAL_REQUESTS_MAX_LENGTH).optional(),
  ),
  arrivalTime: z.preprocess(emptyAsAbsent, arrivalTimeSchema.optional()),
};

export const guestDetailsSchema = z.object(guestDetailsShape);
export type GuestDetails = z.infer<typeof guestDetailsSchema>;

/**
 * The guest details of a request already validated and stored with its quote; nothing when the
 * stored request has none (quotes made before they existed) or they no longer read.
 */
export function readGuestDetails(request: unknown): GuestDetails {
  if (typeof request !== "object" || request === null) return {};
  const { phone, specialRequests, arrivalTime } = request as Record<string, unknown>;
  const parsed = guestDetailsSchema.safeParse({ phone, specialRequests, arrivalTime });
  return parsed.success ? parsed.data : {};
}

/** The web form's rule on top of the API's: an account without a phone gives one when it books. */
export function requirePhone<T extends z.ZodType<{ phone?: string | undefined }>>(schema: T) {
  return schema.superRefine((values, ctx) => {
    if (!values.phone) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: guestMessages.phoneRequired });
    }
  });
}
