import type { z } from "zod";
import { nextTask } from "./next-task";

/** A schema fetched and built when a call first needs it (api-client's `schema` takes either). */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * A schema whose code (zod and the schema's module) is fetched and evaluated when a call first
 * needs it, zod and the module each in a task of its own, rather than with the page's code: on a
 * phone, building the booking page's schemas with its route was most of its longest task
 * (issue 23). The answer is checked all the same; a load that fails is tried again next time.
 */
export function lazySchema<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => z.ZodType<T>,
): SchemaLoader<T> {
  let schema: Promise<z.ZodType<T>> | undefined;
  return () => {
    schema ??= import("zod")
      .then(nextTask)
      .then(load)
      .then(pick)
      .catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
    return schema;
  };
}
