import type { z } from "zod";

/** A schema fetched and built when a call first needs it (api-client's `schema` takes either). */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * A schema whose code (zod and the schema's module) is fetched and evaluated when a call first
 * needs it, in a task of its own, rather than with the page's code: on a phone, building the
 * booking page's schemas with its route was most of its longest task (issue 23). The answer is
 * checked all the same; a load that fails is tried again next time. (Zod is not imported apart:
 * a dynamic import of "zod" would keep every export of it, locales and all, 386 KB.)
 */
export function lazySchema<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => z.ZodType<T>,
): SchemaLoader<T> {
  let schema: Promise<z.ZodType<T>> | undefined;
  return () => {
    schema ??= load()
      .then(pick)
      .catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
    return schema;
  };
}
