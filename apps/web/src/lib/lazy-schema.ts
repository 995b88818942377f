import type { z } from "zod";
import { apiRequest } from "./api-client";
import { nextTask } from "./next-task";

/** A schema fetched and built when a call first needs it. */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * A schema whose code (zod and the schema's module) is fetched and evaluated when a call first
 * needs it, in a task of its own, rather than with the page's code: on a phone, building the
 * booking page's schemas with its route was most of its longest task (decision 036). A load that
 * fails is tried again next time. (Zod is not imported apart: a dynamic import of "zod" would keep
 * every export of it, locales and all, 386 KB.)
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

/**
 * A GET whose answer is checked with a lazily built schema, the schema's code fetched beside the
 * answer (apiRequest's own `schema` takes a schema already built).
 */
export async function getChecked<T>(path: string, schema: SchemaLoader<T>): Promise<T> {
  // A task of its own: a page starts its reads together (the booking page five as it hydrates,
  // from React's effects), and each read's start (its fetch, its schema's code) costs a phone's
  // main thread a few milliseconds; all of them in React's one task made it about 100 ms long.
  await nextTask();
  const loading = schema();
  // A failed load is reported where it is awaited, not as an unhandled rejection when the call
  // itself fails first.
  loading.catch(() => {});
  const payload = await apiRequest<unknown>(path);
  const built = await loading;
  // Building a schema (its module's first evaluation) and checking an answer with it are each
  // tens of milliseconds on a phone: a task apart, since the build may have just run in this one.
  await nextTask();
  return built.parse(payload);
}
