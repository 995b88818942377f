import { errorResponseSchema } from "@camp/shared/api/error-response";

/**
 * The error answers of a route's schema, one `{ success: false, code, message }` per status:
 * `response: { 200: ..., ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
