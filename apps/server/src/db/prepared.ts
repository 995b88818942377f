import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./database";

/**
 * A statement of fixed shape, built once per database (or transaction) instead of on every call:
 * Drizzle's query builder costs a few hundred microseconds a statement, more than the database takes
 * to answer the statements every request sends (the session, a rate-limit counter). Named, so
 * node-postgres also parses it once per connection (a prepared statement); PGlite ignores the name.
 * Values go in through `sql.placeholder`, given to `execute`.
 */
export function preparedStatement<Prepared>(build: (db: Executor) => Prepared) {
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (db: Executor): Prepared => {
    let prepared = byExecutor.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byExecutor.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * As preparedStatement, for a statement written in SQL (`db.execute`'s kind): its text built once,
 * values through `sql.placeholder`, and run by name. Drizzle's query builder has no `prepare` for
 * raw SQL; the session's prepareQuery is what `execute` itself calls, minus building the text again.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  return preparedStatement((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return {
      execute: async (values: Record<string, unknown>): Promise<Row[]> =>
        ((await prepared.execute(values)) as { rows: Row[] }).rows,
    };
  });
}
